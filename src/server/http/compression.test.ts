import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CHEAPEST_FIRST, chooseEncoding, compress, compression } from './compression.ts';

const bigHtml = `<!doctype html><h1>Old City Gifts</h1>${'<p>Armenian ceramic pomegranate bowl, hand-painted.</p>'.repeat(200)}`;

function app() {
  const a = new Hono();
  a.use(compression());
  a.get('/page', (c) => c.html(bigHtml, 200, { etag: '"v1"', 'content-length': String(Buffer.byteLength(bigHtml)) }));
  a.get('/json', (c) =>
    c.json({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Olive wood cross ${i}` })) }),
  );
  a.get('/tiny', (c) => c.text('ok'));
  a.get('/image', (c) => c.body(new Uint8Array(5000), 200, { 'content-type': 'image/webp' }));
  a.get('/pre', (c) => c.body('already', 200, { 'content-type': 'text/javascript', 'content-encoding': 'br' }));
  return a;
}

describe('chooseEncoding', () => {
  it('prefers the smallest by default (brotli, zstd, gzip) and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, zstd')).toBe('zstd');
    expect(chooseEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it('gives the first encoding of the order asked for that the client accepts', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', CHEAPEST_FIRST)).toBe('zstd');
    expect(chooseEncoding('gzip, deflate, br', CHEAPEST_FIRST)).toBe('gzip');
    expect(chooseEncoding('br', CHEAPEST_FIRST)).toBe('br');
    expect(chooseEncoding('zstd;q=0, gzip;q=0, br', CHEAPEST_FIRST)).toBe('br');
    expect(chooseEncoding('zstd', ['br', 'gzip'])).toBeUndefined();
    expect(chooseEncoding('identity', CHEAPEST_FIRST)).toBeUndefined();
  });
});

describe('compression middleware', () => {
  it('brotli-compresses HTML and keeps it decodable', async () => {
    const res = await app().request('/page', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('etag')).toBe('W/"v1"');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(bigHtml.length / 5);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(bigHtml);
  });

  it('compresses an answer made once with zstd where the client accepts it (cheapest to make)', async () => {
    const res = await app().request('/json', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.headers.get('content-encoding')).toBe('zstd');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    expect(JSON.parse(zlib.zstdDecompressSync(body).toString()).items).toHaveLength(200);
  });

  it('gzips JSON for clients without brotli', async () => {
    const res = await app().request('/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const json = JSON.parse(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString());
    expect(json.items).toHaveLength(200);
  });

  it('serves the same bytes again from its cache', async () => {
    const a = app();
    const first = Buffer.from(await (await a.request('/page', { headers: { 'accept-encoding': 'br' } })).arrayBuffer());
    const second = Buffer.from(
      await (await a.request('/page', { headers: { 'accept-encoding': 'br' } })).arrayBuffer(),
    );
    expect(second.equals(first)).toBe(true);
  });

  it('leaves small bodies, images, precompressed files and identity clients alone', async () => {
    const a = app();
    const h = { 'accept-encoding': 'br, gzip' };
    expect((await a.request('/tiny', { headers: h })).headers.get('content-encoding')).toBeNull();
    expect((await a.request('/image', { headers: h })).headers.get('content-encoding')).toBeNull();
    const pre = await a.request('/pre', { headers: h });
    expect(pre.headers.get('content-encoding')).toBe('br');
    expect(await pre.text()).toBe('already');
    const plain = await a.request('/page');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(bigHtml);
  });
});

describe('compress', () => {
  const text = Buffer.from(bigHtml);
  const decode = { br: zlib.brotliDecompressSync, zstd: zlib.zstdDecompressSync, gzip: zlib.gunzipSync };

  it('gives bytes that decode to the body, in every encoding, kept or not, on the event loop or in the pool', async () => {
    const huge = Buffer.from(bigHtml.repeat(20));
    expect(huge.byteLength).toBeGreaterThan(64 * 1024);
    for (const body of [text, huge])
      for (const encoding of ['br', 'zstd', 'gzip'] as const)
        for (const kept of [false, true]) {
          const bytes = await compress(body, encoding, kept);
          expect(bytes.byteLength).toBeLessThan(body.byteLength / 4);
          expect(decode[encoding](bytes).equals(body)).toBe(true);
        }
  });
});
