import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures, type SeededProduct } from '../../../tests/api/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/api/harness.ts';
import { headersOf, serveSite, type SiteServer } from '../../../tests/support/site-server.ts';
import { ownOriginConfig, SITE } from '../../../tests/support/own-origin.ts';
import { memoryLogger } from '../log/memory-logger.ts';

describe('the front door', () => {
  let t: TestApp;
  let site: SiteServer;
  let bowl: SeededProduct;
  const log = memoryLogger('info');

  beforeAll(async () => {
    t = await createTestApp('pglite', { config: ownOriginConfig(), log: log.logger });
    [bowl] = await seedFixtures(t.services.database.db);
    site = await serveSite(t.services, { logRequests: true });
  });

  afterAll(async () => {
    await site.close();
    await t.close();
  });

  /** The product read twice: by the front door, and by the app (a conditional request that does not match). */
  async function bothWays(headers: Record<string, string>) {
    await site.request(`/api/post/${bowl.id}`, { headers });
    const before = site.reachedApp;
    const front = await site.request(`/api/post/${bowl.id}`, { headers });
    expect(site.reachedApp).toBe(before);
    const app = await site.request(`/api/post/${bowl.id}`, { headers: { ...headers, 'if-none-match': '"x"' } });
    expect(site.reachedApp).toBe(before + 1);
    return { front, app };
  }

  it("gives the site's origin the CORS headers the app gives, and varies by Origin", async () => {
    const { front, app } = await bothWays({ origin: SITE, 'accept-encoding': 'gzip' });
    expect(front.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(front.headers.get('access-control-allow-credentials')).toBe('true');
    expect(front.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Origin');
    expect(headersOf(front)).toEqual(headersOf(app));
    expect(await front.text()).toBe(await app.text());
  });

  it('gives any other caller no CORS header, and still varies by Origin', async () => {
    for (const headers of [{}, { origin: 'https://evil.example.net' }] as Array<Record<string, string>>) {
      const { front, app } = await bothWays(headers);
      expect(front.headers.get('access-control-allow-origin')).toBeNull();
      expect(front.headers.get('vary')).toMatch(/Origin$/);
      expect(headersOf(front)).toEqual(headersOf(app));
    }
  });

  it("writes the request log's line for what it answers, with the proxy's request id", async () => {
    const res = await site.request(`/api/post/${bowl.id}`, { headers: { 'x-request-id': 'edge-42' } });
    expect(res.headers.get('x-request-id')).toBe('edge-42');
    const line = log.records().find((r) => r.reqId === 'edge-42');
    expect(line).toMatchObject({
      name: 'http',
      level: 'info',
      method: 'GET',
      path: `/api/post/${bowl.id}`,
      route: '/api/post/:id',
      status: 200,
      msg: `GET /api/post/${bowl.id} 200`,
    });
    expect(typeof line?.responseTime).toBe('number');
  });

  it('leaves every other request to the app untouched', async () => {
    const before = site.reachedApp;
    expect((await site.request(`/api/post/${bowl.id}`, { method: 'HEAD' })).status).toBe(200);
    expect((await site.request('/api/health')).status).toBe(200);
    expect((await site.request(`/api/post/${bowl.id}/nothing`)).status).toBe(404);
    expect((await site.request('/api/post/999999')).status).toBe(404);
    expect(site.reachedApp).toBe(before + 4);
  });
});
