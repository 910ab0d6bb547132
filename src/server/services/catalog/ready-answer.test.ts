import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PageAnswer } from './page-answer.ts';
import { ReadyAnswer } from './ready-answer.ts';

const big = JSON.stringify(
  Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Olive wood cross no. ${i}`, price: 19.99 })),
);

function serve(page: ReadyAnswer, mediaBase?: string) {
  const app = new Hono();
  app.get('/', (c) => page.respond(c, mediaBase));
  return (acceptEncoding?: string) =>
    app.request('/', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

describe('ReadyAnswer and PageAnswer', () => {
  it('answers the JSON as it is when the client accepts no compression', async () => {
    const res = await serve(new PageAnswer(40, big))();
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('x-total-count')).toBe('40');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language');
    expect(await res.text()).toBe(big);
  });

  it('answers zstd up to 64 KB (gzip, then brotli, where it is not accepted) and brotli above, with a weak ETag', async () => {
    const page = new PageAnswer(40, big);
    const request = serve(page);
    const zstd = await request('gzip, deflate, br, zstd');
    expect(zstd.headers.get('content-encoding')).toBe('zstd');
    expect(zstd.headers.get('etag')).toBe(`W/${page.etag}`);
    expect(zlib.zstdDecompressSync(Buffer.from(await zstd.arrayBuffer())).toString()).toBe(big);
    const gz = await request('gzip, deflate, br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(big);
    const br = await request('br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(big);

    const huge = JSON.stringify(Array.from({ length: 40 }, () => big));
    expect(huge.length).toBeGreaterThan(64 * 1024);
    const large = await serve(new PageAnswer(40, huge))('gzip, deflate, br, zstd');
    expect(large.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await large.arrayBuffer())).toString()).toBe(huge);
  });

  it('makes each encoding once', async () => {
    const page = new PageAnswer(40, big);
    expect(page.wire('gzip')).toBe(page.wire('gzip, br'));
    expect(page.wire('br')).not.toBe(page.wire('gzip'));
  });

  it('hands over bytes already made at once, and none before they are made', async () => {
    const page = new PageAnswer(40, big);
    expect(page.wireIfMade('zstd')).toBeUndefined();
    const made = await page.wire('gzip, zstd');
    expect(page.wireIfMade('zstd, gzip')).toBe(made);
    expect(page.wireIfMade('br')).toBeUndefined();
    expect(page.wireIfMade('zstd', 'https://cdn.example.com')).toBeUndefined();
  });

  it('links pictures at the media base in every encoding, keeping the stored JSON as it was', async () => {
    const json = JSON.stringify({
      imageUrls: ['/media/products/cup.webp'],
      note: 'not /media/ at the start',
      pad: big,
    });
    const product = new ReadyAnswer(json);
    const request = serve(product, 'https://cdn.example.com/shop');
    const plain = await request();
    expect(plain.headers.get('x-total-count')).toBeNull();
    expect(JSON.parse(await plain.text()).imageUrls).toEqual(['https://cdn.example.com/shop/products/cup.webp']);
    const br = await request('gzip, br');
    const inside = JSON.parse(zlib.gunzipSync(Buffer.from(await br.arrayBuffer())).toString());
    expect(inside.imageUrls).toEqual(['https://cdn.example.com/shop/products/cup.webp']);
    expect(inside.note).toBe('not /media/ at the start');
    expect(product.json).toBe(json);
    expect(await (await serve(product)()).text()).toBe(json);
  });

  it('leaves small answers uncompressed', async () => {
    const res = await serve(new PageAnswer(0, '[]'))('br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('[]');
  });

  it('gives different answers different ETags', () => {
    expect(new PageAnswer(1, '[1]').etag).not.toBe(new PageAnswer(1, '[2]').etag);
  });

  it('joins a page from its products as the JSON array of them, its ETag made from theirs', async () => {
    const products = [
      { id: 1, name: 'Նուռ' },
      { id: 2, name: 'Гранат' },
      { id: 3, name: 'Pomegranate cup' },
    ];
    const answers = (list: object[]) => list.map((product) => new ReadyAnswer(JSON.stringify(product)));
    const page = PageAnswer.of(9, answers(products));
    expect(page.json).toBe(JSON.stringify(products));
    expect(PageAnswer.of(0, []).json).toBe('[]');
    // The same products give the same ETag; another product's words, or another order, another.
    const [first, second, third] = products as [object, object, object];
    expect(PageAnswer.of(9, answers(products)).etag).toBe(page.etag);
    expect(PageAnswer.of(9, answers([first, second, { id: 3, name: 'Pomegranate cups' }])).etag).not.toBe(page.etag);
    expect(PageAnswer.of(9, answers([second, first, third])).etag).not.toBe(page.etag);
    const res = await serve(page)();
    expect(res.headers.get('x-total-count')).toBe('9');
    expect(await res.json()).toEqual(products);
  });

  it('keeps its bytes in memory of their own, never a slice of the shared pool', async () => {
    // One kept slice would keep Node's whole 64 KB slab alive.
    const owns = (bytes: Uint8Array) => expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    const product = new ReadyAnswer(JSON.stringify({ id: 1, name: 'Նուռ', pad: big }));
    owns(product.bytes);
    const page = PageAnswer.of(1, [product, new ReadyAnswer('{"id":2}')]);
    owns(page.bytes);
    owns((await page.wire('zstd')).body);
    owns((await page.wire('gzip')).body);
    owns((await page.wire('br')).body);
    owns((await page.wire(undefined, 'https://cdn.example.com')).body);
  });
});
