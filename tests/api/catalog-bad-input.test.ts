import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from './catalog-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

/** One hostile request: a search body (object or raw text) or a GET path. */
interface BadCase {
  label: string;
  /** A JSON value sent as the search body. */
  json?: unknown;
  /** Raw search body text with its content type. */
  raw?: { body: string; contentType?: string; headers?: Record<string, string> };
  /** A GET path instead of a search. */
  get?: string;
  /** The exact status when it matters; any 4xx otherwise. */
  status?: number;
  /** A field the message must name. */
  names?: string;
}

const huge = 'x'.repeat(1024 * 1024);

const cases: BadCase[] = [
  // wrong types
  { label: 'sortField a number', json: { sortField: 3 }, status: 400, names: 'sortField' },
  { label: 'asc a string', json: { asc: 'yes' }, status: 400, names: 'asc' },
  { label: 'asc a number', json: { asc: 1 }, status: 400, names: 'asc' },
  { label: 'category an object', json: { category: { $ne: '' } }, status: 400, names: 'category' },
  { label: 'category an array', json: { category: ['clothing'] }, status: 400, names: 'category' },
  { label: 'subCategory a number', json: { subCategory: 7 }, status: 400, names: 'subCategory' },
  { label: 'name a boolean', json: { name: true }, status: 400, names: 'name' },
  { label: 'name an object', json: { name: { toString: 'x' } }, status: 400, names: 'name' },
  { label: 'material a number', json: { material: 1 }, status: 400, names: 'material' },
  { label: 'color an array', json: { color: ['red'] }, status: 400, names: 'color' },
  { label: 'minPrice a boolean', json: { minPrice: true }, status: 400, names: 'minPrice' },
  { label: 'maxPrice an object', json: { maxPrice: {} }, status: 400, names: 'maxPrice' },
  { label: 'dateFrom a number', json: { dateFrom: 20250101 }, status: 400, names: 'dateFrom' },
  { label: 'page a string', json: { page: '2' }, status: 400, names: 'page' },
  { label: 'size a boolean', json: { size: true }, status: 400, names: 'size' },
  // negative, reversed and out-of-range numbers
  { label: 'negative minPrice', json: { minPrice: -1 }, status: 400, names: 'minPrice' },
  { label: 'negative maxPrice', json: { maxPrice: -0.01 }, status: 400, names: 'maxPrice' },
  { label: 'negative price as a string', json: { minPrice: '-5' }, status: 400, names: 'minPrice' },
  { label: 'minPrice > maxPrice', json: { minPrice: 50, maxPrice: 10 }, status: 400, names: 'minPrice' },
  { label: 'astronomical maxPrice', json: { maxPrice: 1e300 }, status: 400, names: 'maxPrice' },
  { label: 'price beyond the 32-bit cents column', json: { minPrice: 21474837 }, status: 400, names: 'minPrice' },
  { label: 'price 1e400 (Infinity when parsed)', raw: { body: '{"maxPrice":1e400}' }, status: 400, names: 'maxPrice' },
  // NaN-ish strings
  { label: 'minPrice "NaN"', json: { minPrice: 'NaN' }, status: 400, names: 'minPrice' },
  { label: 'maxPrice "Infinity"', json: { maxPrice: 'Infinity' }, status: 400, names: 'maxPrice' },
  { label: 'minPrice "1e3"', json: { minPrice: '1e3' }, status: 400, names: 'minPrice' },
  { label: 'minPrice "0x10"', json: { minPrice: '0x10' }, status: 400, names: 'minPrice' },
  { label: 'maxPrice "12abc"', json: { maxPrice: '12abc' }, status: 400, names: 'maxPrice' },
  { label: 'page "NaN"', json: { page: 'NaN' }, status: 400, names: 'page' },
  { label: 'dateFrom "NaN"', json: { dateFrom: 'NaN' }, status: 400, names: 'dateFrom' },
  { label: 'dateTo an impossible day', json: { dateTo: '2025-02-30' }, status: 400, names: 'dateTo' },
  {
    label: 'dateFrom after dateTo',
    json: { dateFrom: '2025-05-02', dateTo: '2025-05-01' },
    status: 400,
    names: 'dateFrom',
  },
  { label: 'dateTo in words', json: { dateTo: 'next tuesday' }, status: 400, names: 'dateTo' },
  // unknown enum values
  { label: 'unknown sortField', json: { sortField: 'price; drop table products' }, status: 400, names: 'sortField' },
  { label: 'sortField in another case', json: { sortField: 'PRICE' }, status: 400, names: 'sortField' },
  // paging
  { label: 'page 0', json: { page: 0 }, status: 400, names: 'page' },
  { label: 'negative page', json: { page: -1 }, status: 400, names: 'page' },
  { label: 'fractional page', json: { page: 1.5 }, status: 400, names: 'page' },
  { label: 'page 1e12', json: { page: 1e12 }, status: 400, names: 'page' },
  { label: 'page 2^63', raw: { body: '{"page":9223372036854775808}' }, status: 400, names: 'page' },
  {
    label: 'page 2^63 - 1 as written',
    raw: { body: '{"page":9223372036854775807,"size":100}' },
    status: 400,
    names: 'page',
  },
  { label: 'size 0', json: { size: 0 }, status: 400, names: 'size' },
  { label: 'size 101', json: { size: 101 }, status: 400, names: 'size' },
  { label: 'size 1e9', json: { size: 1e9 }, status: 400, names: 'size' },
  // big and hostile text
  { label: 'a 1 MB name', json: { name: huge }, status: 413 },
  { label: 'a 10 KB name', json: { name: 'y'.repeat(10_000) }, status: 400, names: 'name' },
  { label: 'a 1 MB category', json: { category: huge }, status: 413 },
  {
    label: 'a declared Content-Length of 2 MB',
    raw: { body: '{}', headers: { 'content-length': '2000000' } },
    status: 413,
  },
  { label: 'NUL in the name', json: { name: 'bowl\u0000' }, status: 400, names: 'name' },
  { label: 'NUL in the category', json: { category: '\u0000' }, status: 400, names: 'category' },
  // body shape
  { label: 'malformed JSON', raw: { body: '{"name": "bowl",' }, status: 400 },
  { label: 'not JSON at all', raw: { body: 'name=bowl' }, status: 400 },
  { label: 'JSON array instead of an object', json: [{ name: 'bowl' }], status: 400 },
  { label: 'empty JSON array', json: [], status: 400 },
  { label: 'null body', json: null, status: 400 },
  { label: 'a JSON string', json: 'bowl', status: 400 },
  { label: 'a JSON number', json: 42, status: 400 },
  { label: 'empty body declared as JSON', raw: { body: '' }, status: 400 },
  { label: 'wrong content type: text/plain', raw: { body: '{"name":"bowl"}', contentType: 'text/plain' }, status: 415 },
  {
    label: 'wrong content type: form',
    raw: { body: 'name=bowl', contentType: 'application/x-www-form-urlencoded' },
    status: 415,
  },
  {
    label: 'wrong content type: multipart',
    raw: { body: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    status: 415,
  },
  { label: 'wrong content type: xml', raw: { body: '<search/>', contentType: 'application/xml' }, status: 415 },
  // GET routes
  { label: 'unknown id', get: '/post/987654', status: 404 },
  { label: 'id beyond 2^63', get: '/post/9223372036854775808', status: 404 },
  { label: 'non-numeric id', get: '/post/abc', status: 400, names: 'id' },
  { label: 'id with SQL', get: `/post/${encodeURIComponent('1 or 1=1')}`, status: 400, names: 'id' },
  { label: 'negative id', get: '/post/-5', status: 400, names: 'id' },
  { label: 'list page 1e12', get: '/posts?page=1000000000000', status: 400, names: 'page' },
  { label: 'list page NaN', get: '/posts?page=NaN', status: 400, names: 'page' },
  { label: 'list size 0', get: '/posts?size=0', status: 400, names: 'size' },
  { label: 'list size 1000', get: '/posts?size=1000', status: 400, names: 'size' },
];

describe.each(databaseKinds)('catalog bad-input battery on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
    await seedFixtures(app.services.database.db);
  });
  afterAll(() => app.close());

  function send(c: BadCase): Promise<Response> {
    if (c.get) return app.request(c.get);
    if (c.raw) {
      return app.request('/posts/search', {
        method: 'POST',
        body: c.raw.body,
        headers: { 'content-type': c.raw.contentType ?? 'application/json', ...c.raw.headers },
      });
    }
    return app.request('/posts/search', { method: 'POST', json: c.json });
  }

  it.each(cases)('$label → 4xx with a JSON message', async (c) => {
    const res = await send(c);
    const text = await res.text();
    expect(res.status, text).toBeGreaterThanOrEqual(400);
    expect(res.status, text).toBeLessThan(500);
    if (c.status) expect(res.status, text).toBe(c.status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { message?: unknown };
    expect(typeof body.message).toBe('string');
    expect((body.message as string).length).toBeGreaterThan(0);
    if (c.names) expect(body.message).toMatch(new RegExp(`^${c.names}\\b`));
  });

  it('answers LIKE and regex metacharacters as a normal (empty or literal) search, not an error', async () => {
    for (const name of ['%', '_', '%%', '\\', '\\\\%', '(a+)+$', '.*', '[', "'; drop table products; --", '\u0000']) {
      const res = await app.request('/posts/search', { method: 'POST', json: { name } });
      const text = await res.text();
      // NUL cannot be stored in PostgreSQL text; it is refused, every other one is a plain literal search.
      if (name === '\u0000') expect(res.status, text).toBe(400);
      else expect(res.status, text).toBe(200);
    }
  });

  it('still answers normally after the battery', async () => {
    const res = await app.request('/posts/search', { method: 'POST', json: { category: 'clothing' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('2');
  });
});
