import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cachePolicy, caching, isNotModified } from './caching.ts';

const lastModified = new Date('2025-10-15T10:00:00Z').toUTCString();

function app() {
  const a = new Hono();
  a.use(caching());
  const file = (type: string) => (c: { body: (b: string, s: 200, h: Record<string, string>) => Response }) =>
    c.body('content', 200, {
      'content-type': type,
      etag: 'W/"7-abc"',
      'last-modified': lastModified,
      'content-length': '7',
    });
  a.get('/_astro/app.B1x.js', file('text/javascript'));
  a.get('/shop/', file('text/html; charset=utf-8'));
  a.get('/favicon.svg', file('image/svg+xml'));
  a.get('/media/products/a.webp', file('image/webp'));
  a.get('/api/posts', (c) => c.json([]));
  return a;
}

describe('cachePolicy', () => {
  it('caches hashed assets and media forever, revalidates HTML and errors', () => {
    expect(cachePolicy('/_astro/x.js', 'text/javascript', 200)).toBe('public, max-age=31536000, immutable');
    expect(cachePolicy('/media/p/1.webp', 'image/webp', 200)).toBe('public, max-age=31536000, immutable');
    expect(cachePolicy('/shop/', 'text/html; charset=utf-8', 200)).toBe('no-cache');
    expect(cachePolicy('/_astro/missing.js', 'text/html', 404)).toBe('no-cache');
    expect(cachePolicy('/robots.txt', 'text/plain', 200)).toBe('public, max-age=3600');
  });
});

describe('isNotModified', () => {
  it('compares ETags weakly and prefers them over dates', () => {
    expect(isNotModified({ ifNoneMatch: '"7-abc"' }, 'W/"7-abc"', null)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"x", W/"7-abc"' }, 'W/"7-abc"', null)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"other"', ifModifiedSince: lastModified }, 'W/"7-abc"', lastModified)).toBe(
      false,
    );
    expect(isNotModified({ ifModifiedSince: lastModified }, null, lastModified)).toBe(true);
    expect(isNotModified({ ifModifiedSince: 'garbage' }, null, lastModified)).toBe(false);
    expect(isNotModified({}, 'W/"7-abc"', lastModified)).toBe(false);
  });
});

describe('caching middleware', () => {
  it('sets Cache-Control on files by kind', async () => {
    const a = app();
    expect((await a.request('/_astro/app.B1x.js')).headers.get('cache-control')).toContain('immutable');
    expect((await a.request('/shop/')).headers.get('cache-control')).toBe('no-cache');
    expect((await a.request('/media/products/a.webp')).headers.get('cache-control')).toContain('max-age=31536000');
    expect((await a.request('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await a.request('/api/posts')).headers.get('cache-control')).toBeNull();
  });

  it('answers a revalidation with 304 and no body', async () => {
    const res = await app().request('/shop/', { headers: { 'if-none-match': 'W/"7-abc"' } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('etag')).toBe('W/"7-abc"');
    expect(res.headers.get('content-length')).toBeNull();
    const since = await app().request('/shop/', { headers: { 'if-modified-since': lastModified } });
    expect(since.status).toBe(304);
  });

  it('sends the file when it changed', async () => {
    const res = await app().request('/shop/', { headers: { 'if-none-match': 'W/"6-old"' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('content');
  });
});
