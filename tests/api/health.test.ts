import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

describe.each(databaseKinds)('health and basics on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  it('answers 200 when the database answers', async () => {
    const res = await app.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: kind, mail: { waiting: 0, failed: 0 } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.request('/no-such-thing');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/No API route/);
  });

  it('describes its routes in the OpenAPI document', async () => {
    const doc = await (await app.request('/openapi.json')).json();
    expect(Object.keys(doc.paths)).toContain('/health');
  });
});
