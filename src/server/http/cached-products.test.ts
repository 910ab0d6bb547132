import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedFixtures, type SeededProduct } from '../../../tests/api/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/api/harness.ts';
import { headersOf, serveSite, type SiteServer } from '../../../tests/support/site-server.ts';
import { loadConfig } from '../config.ts';
import { products } from '../db/schema.ts';
import { invalidateCatalogCache } from '../services/catalog/cache.ts';
import { ProductAnswers } from '../services/catalog/product-answers.ts';

let t: TestApp;
let site: SiteServer;
let bowl: SeededProduct;

beforeAll(async () => {
  const config = { ...loadConfig({ DATA_DIR: `/tmp/shop-test-${process.pid}` } as NodeJS.ProcessEnv) };
  t = await createTestApp('pglite', { config: { ...config, mediaPublicUrl: 'https://cdn.example.com/shop' } });
  [bowl] = await seedFixtures(t.services.database.db);
  site = await serveSite(t.services);
});

afterAll(async () => {
  await site.close();
  await t.close();
});

function read(id: number | string, headers: Record<string, string> = {}, query = '') {
  return site.request(`/api/post/${id}${query}`, {
    headers: { 'accept-encoding': 'gzip, br', ...headers },
  });
}

async function body(res: Response): Promise<{ id: number; name: string; price: number; imageUrls: string[] }> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  const decode = { br: zlib.brotliDecompressSync, zstd: zlib.zstdDecompressSync, gzip: zlib.gunzipSync }[
    encoding ?? ''
  ];
  const text = decode ? decode(bytes) : bytes;
  return JSON.parse(text.toString());
}

describe('cached product reads', () => {
  it('answers a read of a kept product from memory, byte for byte and header for header as the route did', async () => {
    invalidateCatalogCache(t.services, 'all');
    const first = await read(bowl.id);
    expect(first.status).toBe(200);
    const peek = vi.spyOn(ProductAnswers.prototype, 'peek');
    const get = vi.spyOn(ProductAnswers.prototype, 'get');
    const again = await read(bowl.id);
    expect(peek).toHaveReturnedWith(expect.objectContaining({ product: expect.anything() }));
    expect(get).not.toHaveBeenCalled();
    peek.mockRestore();
    get.mockRestore();
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array(await first.arrayBuffer()));
  });

  it('links pictures at MEDIA_PUBLIC_URL on both paths and in every encoding', async () => {
    invalidateCatalogCache(t.services, 'all');
    for (const encoding of ['br', 'zstd', 'gzip', '']) {
      const res = await read(bowl.id, { 'accept-encoding': encoding });
      expect((await body(res)).imageUrls).toEqual([
        'https://cdn.example.com/shop/products/bowl-1.webp',
        'https://cdn.example.com/shop/products/bowl-2.webp',
      ]);
    }
  });

  it('shows a write at once: the drop makes the next read go to the database', async () => {
    await read(bowl.id);
    await t.services.database.db.update(products).set({ priceCents: 4700 }).where(eq(products.id, bowl.id));
    invalidateCatalogCache(t.services, [bowl.id]);
    expect((await body(await read(bowl.id))).price).toBe(47);
  });

  it('leaves to the route what only the route may answer', async () => {
    await read(bowl.id);
    expect((await read(bowl.id, {}, '?locale=xx')).status).toBe(400);
    const wrong = await read(bowl.id, {
      authorization: `Basic ${Buffer.from('nobody@example.com:wrong').toString('base64')}`,
    });
    expect(wrong.status).toBe(401);
    const etag = (await read(bowl.id)).headers.get('etag')!;
    expect((await read(bowl.id, { 'if-none-match': etag })).status).toBe(304);
    expect((await read(999_999)).status).toBe(404);
  });

  it('answers in the language asked for', async () => {
    await read(bowl.id, {}, '?locale=hy');
    const hy = await read(bowl.id, {}, '?locale=hy');
    const en = await read(bowl.id, { 'accept-language': 'en' });
    expect(hy.status).toBe(200);
    expect((await body(en)).name).toBe(bowl.name);
  });
});
