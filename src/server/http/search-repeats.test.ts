import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedFixtures } from '../../../tests/api/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/api/harness.ts';
import { headersOf, serveSite, type SiteServer } from '../../../tests/support/site-server.ts';
import { loadConfig } from '../config.ts';
import { invalidateCatalogCache } from '../services/catalog/cache.ts';
import * as queries from '../services/catalog/queries.ts';
import * as searchPage from '../services/catalog/search-page.ts';

let t: TestApp;
let site: SiteServer;

beforeAll(async () => {
  const config = loadConfig({
    DATA_DIR: `/tmp/shop-test-${process.pid}`,
    TRUST_PROXY: '127.0.0.1',
  } as NodeJS.ProcessEnv);
  t = await createTestApp('pglite', { config });
  await seedFixtures(t.services.database.db);
  site = await serveSite(t.services);
});

afterAll(async () => {
  await site.close();
  await t.close();
});

const body = JSON.stringify({ category: 'armenian-ceramics', sortField: 'price', asc: true, page: 1, size: 12 });

function search(headers: Record<string, string> = {}, text = body, query = '') {
  return site.request(`/api/posts/search${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', ...headers },
    body: text,
  });
}

/** Runs `send` and tells whether its request went past the front door to the app. */
async function reachesApp(send: () => Promise<Response>): Promise<{ res: Response; routed: boolean }> {
  const before = site.reachedApp;
  const res = await send();
  return { res, routed: site.reachedApp > before };
}

describe('repeated searches', () => {
  it('answers a repeat without a query, byte for byte and header for header as the route did', async () => {
    invalidateCatalogCache(t.services, 'all');
    const first = await search();
    expect(first.status).toBe(200);
    const spy = vi.spyOn(queries, 'searchProducts');
    const repeat = await search();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(repeat.status).toBe(200);
    expect(headersOf(repeat)).toEqual(headersOf(first));
    expect(repeat.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(repeat.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(repeat.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(repeat.headers.get('content-encoding')).toBe('gzip');
    expect(new Uint8Array(await repeat.arrayBuffer())).toEqual(new Uint8Array(await first.arrayBuffer()));
  });

  it('adds HSTS to a repeat that came over TLS through a trusted proxy, and only then', async () => {
    const overTls = { 'x-forwarded-proto': 'https' };
    await search(overTls);
    const repeat = await reachesApp(() => search(overTls));
    expect(repeat.routed).toBe(false);
    expect(repeat.res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect((await search()).headers.get('strict-transport-security')).toBeNull();
  });

  it('answers in the encoding each client accepts', async () => {
    await search({ 'accept-encoding': '' });
    const plain = await search({ 'accept-encoding': '' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const products = (await plain.json()) as Array<{ category: string; price: number }>;
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.category === 'armenian-ceramics')).toBe(true);
    expect(products.map((p) => p.price)).toEqual([...products.map((p) => p.price)].sort((a, b) => a - b));
  });

  it('never serves a repeat from before a catalog write', async () => {
    await search();
    invalidateCatalogCache(t.services, 'all');
    const spy = vi.spyOn(queries, 'searchProducts');
    expect((await search()).status).toBe(200);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('leaves callers with credentials to the route and its checks', async () => {
    await search();
    const badBasic = await search({
      authorization: `Basic ${Buffer.from('nobody@example.com:wrong-password').toString('base64')}`,
    });
    expect(badBasic.status).toBe(401);
    const crossSite = await search({ cookie: 'shop_session=abc', origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
  });

  it('leaves anything that is not a small JSON body to the route', async () => {
    await search();
    expect((await search({ 'content-type': 'text/plain' })).status).toBe(415);
    expect((await search({}, `${body}${' '.repeat(70 * 1024)}`)).status).toBe(413);
  });

  it('answers a new search ahead of the middleware with the bytes and headers the route gives', async () => {
    const fresh = JSON.stringify({ category: 'armenian-ceramics', sortField: 'name', asc: false, page: 1, size: 5 });
    invalidateCatalogCache(t.services, 'all');
    const front = await reachesApp(() => search({}, fresh));
    // The same search padded past the repeat size goes through the route and its middleware.
    const app = await reachesApp(() => search({}, `${fresh}${' '.repeat(2048)}`));
    expect(front.routed).toBe(false);
    expect(app.routed).toBe(true);
    const [fast, routed] = [front.res, app.res];
    expect(fast.status).toBe(200);
    expect(routed.status).toBe(200);
    expect(headersOf(fast)).toEqual(headersOf(routed));
    expect(new Uint8Array(await fast.arrayBuffer())).toEqual(new Uint8Array(await routed.arrayBuffer()));
  });

  it("leaves a new search the route would refuse to the route, which words the refusal in the shopper's language", async () => {
    const refused = await search({ 'accept-language': 'hy' }, JSON.stringify({ page: 0 }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/[\u0531-\u058F]/);
    expect((await search({}, '{"page":')).status).toBe(400);
    expect((await search({}, JSON.stringify({ minPrice: 50, maxPrice: 10 }))).status).toBe(400);
    expect((await search({}, body, '?locale=xx')).status).toBe(400);
  });

  it('hands a search that failed in memory to the route, body and all, which answers it', async () => {
    const fresh = JSON.stringify({ category: 'armenian-ceramics', sortField: 'name', asc: true, page: 2, size: 3 });
    invalidateCatalogCache(t.services, 'all');
    const spy = vi
      .spyOn(searchPage, 'cachedSearchPage')
      .mockImplementationOnce(() => ({ key: 'broken', page: Promise.reject(new Error('index went away')) }));
    const { res, routed } = await reachesApp(() => search({}, fresh));
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
    expect(routed).toBe(true);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).not.toBeNull();
  });
});
