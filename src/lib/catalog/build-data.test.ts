import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogApiUrl, fetchAllProducts } from './build-data.ts';

const all = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
const bodies: Array<Record<string, unknown>> = [];
const languages: Array<string | undefined> = [];
let server: http.Server;
let api: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as { page: number; size: number };
      bodies.push(body);
      languages.push(req.headers['accept-language']);
      const slice = all.slice((body.page - 1) * body.size, body.page * body.size);
      res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': String(all.length) });
      res.end(JSON.stringify(slice));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('build-time catalog', () => {
  it('reads every page of POST /posts/search, oldest first, each product once', async () => {
    const products = await fetchAllProducts(api);
    expect(products.map((p) => p.id)).toEqual(all.map((p) => p.id));
    expect(bodies.map((b) => b.page).sort()).toEqual([1, 2, 3]);
    expect(bodies[0]).toMatchObject({ sortField: 'dateCreated', asc: true, size: 100 });
  });

  it('asks for the catalog worded in the build language', async () => {
    languages.length = 0;
    await fetchAllProducts(api, 'hy');
    expect(new Set(languages)).toEqual(new Set(['hy']));
  });

  it('says which URL did not answer', async () => {
    await expect(fetchAllProducts('http://127.0.0.1:9/api')).rejects.toThrow(
      /CATALOG_API_URL=http:\/\/127\.0\.0\.1:9\/api/,
    );
  });

  it('defaults to the local server on PORT', () => {
    expect(catalogApiUrl({})).toBe('http://127.0.0.1:4321/api');
    expect(catalogApiUrl({ PORT: '4450', HOST: '0.0.0.0' })).toBe('http://127.0.0.1:4450/api');
    expect(catalogApiUrl({ CATALOG_API_URL: 'https://shop.example/api/' })).toBe('https://shop.example/api');
  });
});
