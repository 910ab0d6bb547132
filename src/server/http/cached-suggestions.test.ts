import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedFixtures } from '../../../tests/api/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/api/harness.ts';
import { headersOf, serveSite, type SiteServer } from '../../../tests/support/site-server.ts';
import { invalidateCatalogCache } from '../services/catalog/cache.ts';
import * as suggestions from '../services/catalog/suggestions.ts';

let t: TestApp;
let site: SiteServer;

beforeAll(async () => {
  t = await createTestApp('pglite');
  await seedFixtures(t.services.database.db);
  site = await serveSite(t.services);
});

afterAll(async () => {
  await site.close();
  await t.close();
});

const suggest = (q: string, headers: Record<string, string> = {}, query = '') =>
  site.request(`/api/posts/suggest?q=${encodeURIComponent(q)}${query}`, { headers });

describe('cached type-ahead answers', () => {
  it('answers the same text again from memory, as the route did, however it was spaced or cased', async () => {
    invalidateCatalogCache(t.services, 'all');
    const first = await suggest('pomeg');
    expect(first.status).toBe(200);
    const spy = vi.spyOn(suggestions, 'suggestionsAnswer');
    const again = await suggest('  POMEG ');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(again.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const answer = (await again.json()) as { products: Array<{ name: string }> };
    expect(answer.products.map((p) => p.name)).toEqual(['Armenian ceramic pomegranate bowl, 20 cm']);
  });

  it('keeps each language apart and leaves refusals to the route', async () => {
    await suggest('pomeg', { 'accept-language': 'hy' });
    expect((await suggest('pomeg', {}, '&locale=xx')).status).toBe(400);
    expect((await suggest('p')).status).toBe(400);
    const russian = await suggest('pomeg', { 'accept-language': 'ru' });
    expect(russian.status).toBe(200);
  });

  it('forgets its answers on a catalog change', async () => {
    await suggest('pomeg');
    invalidateCatalogCache(t.services, 'all');
    const spy = vi.spyOn(suggestions, 'suggestionsAnswer');
    await suggest('pomeg');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('answers a new text ahead of the middleware with the bytes and headers the route gives', async () => {
    invalidateCatalogCache(t.services, 'all');
    const before = site.reachedApp;
    const fast = await suggest('bowl', { 'accept-encoding': 'gzip' });
    expect(site.reachedApp).toBe(before);
    // A conditional request (an ETag that does not match) goes through the route and its middleware.
    const routed = await suggest('bowl', { 'accept-encoding': 'gzip', 'if-none-match': '"other"' });
    expect(site.reachedApp).toBe(before + 1);
    expect(fast.status).toBe(200);
    expect(routed.status).toBe(200);
    expect(headersOf(fast)).toEqual(headersOf(routed));
    expect(await fast.text()).toBe(await routed.text());
    // Two texts in one request are the route's to refuse, even when the first one's answer is at hand.
    expect((await suggest('bowl', {}, '&q=cup')).status).toBe(400);
  });
});
