import type { MiddlewareHandler } from 'hono';

export const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';
const shortLived = 'public, max-age=3600';

/**
 * Cache-Control for what the server hands out of a folder: content-hashed build assets and uploaded media never
 * change under one name; HTML must be revalidated so a rebuild shows at once; other files (favicon, robots) an hour.
 */
export function cachePolicy(path: string, contentType: string | null, status: number): string {
  if (status !== 200) return revalidate;
  if (path.startsWith('/_astro/') || path.startsWith('/media/')) return immutable;
  if (!contentType || contentType.startsWith('text/html')) return revalidate;
  return shortLived;
}

/** Weak comparison (RFC 9110 §8.8.3.2): W/"x" matches "x". */
function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => bare(candidate) === bare(etag));
}

export function isNotModified(
  headers: { ifNoneMatch?: string; ifModifiedSince?: string },
  etag: string | null,
  lastModified: string | null,
): boolean {
  if (headers.ifNoneMatch !== undefined) return etag !== null && etagMatches(headers.ifNoneMatch, etag);
  if (headers.ifModifiedSince && lastModified) {
    const since = Date.parse(headers.ifModifiedSince);
    const modified = Date.parse(lastModified);
    return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
  }
  return false;
}

/**
 * For file responses (those with an ETag or Last-Modified): sets Cache-Control by `cachePolicy` unless the handler
 * chose one, and answers a matching conditional GET with 304 and no body. API answers are left alone.
 */
export function caching(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const etag = res.headers.get('etag');
    const lastModified = res.headers.get('last-modified');
    if (!etag && !lastModified) return;
    if (!res.headers.has('cache-control'))
      res.headers.set('cache-control', cachePolicy(c.req.path, res.headers.get('content-type'), res.status));
    const method = c.req.method;
    if (res.status !== 200 || (method !== 'GET' && method !== 'HEAD')) return;
    const conditional = {
      ifNoneMatch: c.req.header('if-none-match'),
      ifModifiedSince: c.req.header('if-modified-since'),
    };
    if (!isNotModified(conditional, etag, lastModified)) return;
    const headers = new Headers(res.headers);
    for (const name of ['content-length', 'content-type', 'content-encoding']) headers.delete(name);
    await res.body?.cancel();
    // Hono merges the old response's headers into a replacement; clear it first so the 304 carries only these.
    c.res = undefined;
    c.res = new Response(null, { status: 304, headers });
  };
}
