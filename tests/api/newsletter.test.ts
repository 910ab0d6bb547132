import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../src/server/db/schema.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

describe.each(databaseKinds)('POST /newsletter on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const rows = (email: string) =>
    app.services.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

  it('stores a new address, trimmed and lower-cased, with its language', async () => {
    const res = await app.request('/newsletter', {
      method: 'POST',
      json: { email: '  Ann@Example.COM ', locale: 'hy' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'ann@example.com', subscribed: true });
    const [row] = await rows('ann@example.com');
    expect(row).toMatchObject({ email: 'ann@example.com', locale: 'hy', unsubscribed: false });
  });

  it('treats subscribing again as harmless and re-activates an unsubscribed address', async () => {
    await app.services.database.db
      .update(newsletterSubscribers)
      .set({ unsubscribed: true })
      .where(eq(newsletterSubscribers.email, 'ann@example.com'));
    const res = await app.request('/newsletter', { method: 'POST', json: { email: 'ann@example.com', locale: 'ru' } });
    expect(res.status).toBe(200);
    const all = await rows('ann@example.com');
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ locale: 'ru', unsubscribed: false });
  });

  it('defaults the language to English', async () => {
    expect((await app.request('/newsletter', { method: 'POST', json: { email: 'bob@example.org' } })).status).toBe(200);
    expect((await rows('bob@example.org'))[0]?.locale).toBe('en');
  });

  it.each([
    ['not an address', { email: 'bob' }],
    ['a missing address', {}],
    ['an address with spaces', { email: 'b ob@example.org' }],
    ['a too long address', { email: `${'a'.repeat(250)}@example.org` }],
    ['a wrong type', { email: 42 }],
    ['an unknown language', { email: 'c@example.org', locale: 'fr' }],
  ])('refuses %s with 400 and a message', async (_name, body) => {
    const res = await app.request('/newsletter', { method: 'POST', json: body });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(typeof json.message).toBe('string');
    expect(json.message.length).toBeGreaterThan(0);
  });

  it('says which field is wrong', async () => {
    const res = await app.request('/newsletter', { method: 'POST', json: { email: 'nope' } });
    expect((await res.json()).message).toBe('email: Please enter a valid email address.');
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await app.request('/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await (await app.request('/openapi.json')).json();
    expect(doc.paths['/newsletter']?.post).toBeDefined();
  });
});
