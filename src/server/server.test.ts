import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures, type SeededProduct } from '../../tests/api/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../tests/api/harness.ts';
import { products } from './db/schema.ts';
import { createSiteApp } from './server.ts';

const inline = 'document.documentElement.dataset.ready="1"';
const sha = `sha256-${crypto.createHash('sha256').update(inline).digest('base64')}`;
const metaPolicy = `<meta http-equiv="content-security-policy" content="script-src 'self' '${sha}'">`;

let root: string;
let siteA: string;
let siteB: string;
let media: string;
let t: TestApp;
let current: string | null;
let app: ReturnType<typeof createSiteApp>;
let seeded: SeededProduct[];

function write(dir: string, file: string, body: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), body);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-app-'));
  siteA = path.join(root, 'a');
  siteB = path.join(root, 'b');
  media = path.join(root, 'media');
  write(
    siteA,
    'index.html',
    `<!doctype html><head>${metaPolicy}</head><h1>Home A</h1><script>${inline}</script>${'<p>Olive wood</p>'.repeat(100)}`,
  );
  write(siteA, 'shop/index.html', '<h1>Shop</h1>');
  write(siteA, 'about.html', '<h1>About</h1>');
  write(siteA, 'product/_/index.html', '<h1>Product shell</h1>');
  write(siteA, '404.html', '<h1>Not here</h1>');
  write(siteA, 'hy/404/index.html', '<h1>Armenian 404</h1>');
  write(siteA, 'hy/product/_/index.html', '<h1>Armenian product shell</h1>');
  write(siteA, 'orders/_/index.html', '<h1>Invoice shell</h1>');
  write(siteA, '.build-stamp.json', '{}');
  const js = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  write(siteA, '_astro/app.Bx1.js', js);
  write(siteA, '_astro/app.Bx1.js.br', zlib.brotliCompressSync(js));
  write(siteB, 'index.html', '<h1>Home B</h1>');
  write(media, 'products/cup.webp', Buffer.from('RIFF....WEBP'));
  write(root, 'secret.txt', 'secret');
  t = await createTestApp('pglite');
  seeded = await seedFixtures(t.services.database.db);
  current = siteA;
  app = createSiteApp(t.services, { siteDir: () => current, mediaDir: media, logRequests: false });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.request(`http://shop.test${url}`, { headers });

describe('createSiteApp', () => {
  it('serves the home page with headers, its own <meta> CSP carrying the script hashes and the header the rest', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(metaPolicy);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('etag')).toMatch(/^W\//);
  });

  it('gives a page without its own policy the whole policy, with no inline script allowed', async () => {
    const policy = (await get('/shop')).headers.get('content-security-policy')!.split('; ');
    expect(policy).toContain("script-src 'self' https://*.paypal.com https://*.paypalobjects.com");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('finds pages as folders, .html files and parameter shells', async () => {
    expect(await (await get('/shop')).text()).toContain('Shop');
    expect(await (await get('/shop/')).text()).toContain('Shop');
    expect(await (await get('/about')).text()).toContain('About');
    const shell = await get(`/product/${seeded[0]!.id}`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('Product shell');
  });

  it("answers a product or invoice that does not exist (or a deleted product's built page) with the language's 404", async () => {
    write(siteA, `product/${seeded[1]!.id}/index.html`, '<h1>Built product page</h1>');
    expect((await get(`/product/${seeded[1]!.id}`)).status).toBe(200);
    await t.services.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, seeded[1]!.id));
    for (const url of [
      '/product/999999',
      '/product/abc',
      `/product/${seeded[1]!.id}`,
      '/product/edit/999999',
      '/orders/no-such-order',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).toContain('Not here');
    }
    const armenian = await get('/hy/product/999999');
    expect(armenian.status).toBe(404);
    expect(await armenian.text()).toContain('Armenian 404');
    expect(await (await get(`/hy/product/${seeded[0]!.id}`)).text()).toContain('Armenian product shell');
    expect((await get('/product/_')).status).toBe(200);
  });

  it("answers unknown pages with Astro's 404 page and status 404", async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Not here');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const armenian = await get('/hy/no-such-page');
    expect(armenian.status).toBe(404);
    expect(await armenian.text()).toContain('Armenian 404');
  });

  it('never leaves the site folder or shows hidden files', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/.build-stamp.json',
      '/%00',
      '/%E0%A4%A',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain('secret');
    }
  });

  it('mounts the API under /api with JSON 404s', async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const missing = await get('/api/nope');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toMatch(/No API route/);
  });

  it('serves media files only, cached for a year', async () => {
    const res = await get('/media/products/cup.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/media/products/none.webp',
      '/media/../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/products/',
      '/media/',
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });

  it('serves hashed assets precompressed and immutable', async () => {
    const res = await get('/_astro/app.Bx1.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toMatch(/^console\.log/);
  });

  it('compresses HTML and revalidates it with 304', async () => {
    const first = await get('/', { 'accept-encoding': 'gzip' });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const again = await get('/', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses other methods on pages', async () => {
    const res = await app.request('http://shop.test/', { method: 'POST' });
    expect(res.status).toBe(405);
  });

  it('serves the new build as soon as it is swapped in', async () => {
    current = siteB;
    expect(await (await get('/')).text()).toContain('Home B');
    current = siteA;
  });

  it('shows a getting-ready page until the first build lands, while the API works', async () => {
    current = null;
    const res = await get('/shop');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.text()).toContain('The shop is getting ready');
    expect((await get('/api/health')).status).toBe(200);
    current = siteA;
  });
});

describe('createSiteApp when the first build failed', () => {
  it('says the shop is closed for a moment rather than getting ready', async () => {
    const failedApp = createSiteApp(t.services, { siteDir: () => null, buildFailed: () => true, logRequests: false });
    const res = await failedApp.request('http://shop.test/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('could not be built');
  });
});
