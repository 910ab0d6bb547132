import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import type { SiteStatus } from '../../src/server/site/control.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

describe.each(databaseKinds)('health and basics on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  it('answers 200 with the database, the version, the uptime and the outbox when the database answers', async () => {
    const res = await app.request('/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const health = await res.json();
    expect(health).toEqual({
      status: 'ok',
      version: packageJson.version,
      startedAt: expect.any(String),
      uptimeSeconds: expect.any(Number),
      database: { kind, answers: true, ms: expect.any(Number) },
      media: null,
      site: null,
      mail: { waiting: 0, failed: 0 },
      productCache: {
        entries: expect.any(Number),
        bytes: expect.any(Number),
        hits: expect.any(Number),
        misses: expect.any(Number),
        hitRate: expect.any(Number),
      },
      searchIndex: { products: null, builds: 0 },
    });
    expect(Date.parse(health.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(health.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('says which site build is served and when it was built', async () => {
    const status: SiteStatus = {
      currentBuild: '20260101-120000-abcd',
      builtAt: '2026-01-01T12:00:30.000Z',
      building: true,
      pending: false,
      lastBuiltAt: null,
      lastError: 'astro build exited with 1. Last lines of /srv/shop/.builds/x.log: …',
    };
    const withSite = await createTestApp(kind, { site: { requestRebuild: () => {}, status: () => status } });
    try {
      const health = await (await withSite.request('/health')).json();
      expect(health.site).toEqual({
        build: '20260101-120000-abcd',
        builtAt: '2026-01-01T12:00:30.000Z',
        building: true,
        lastBuildFailed: true,
      });
      expect(JSON.stringify(health)).not.toContain('/srv/shop');
    } finally {
      await withSite.close();
    }
  });

  it('answers 503 with a message when the database does not answer', async () => {
    const closed = await createTestApp(kind);
    await closed.close();
    const res = await closed.request('/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'unavailable',
      message: 'The database does not answer.',
      database: { kind, answers: false, ms: null },
      mail: null,
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.request('/no-such-thing');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/No API route/);
  });

  it('describes its routes in the OpenAPI document', async () => {
    const doc = await (await app.request('/openapi.json')).json();
    expect(Object.keys(doc.paths)).toContain('/health');
    expect(Object.keys(doc.paths['/health'].get.responses)).toEqual(['200', '503']);
  });
});
