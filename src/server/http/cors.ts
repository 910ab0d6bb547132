import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for the shop's own pages when they call the API on another origin (PUBLIC_API_URL): the origin of
 * PUBLIC_SITE_URL, and no other, may read answers and send the session cookie. Any other origin gets no CORS header
 * at all (its browser then hides the answer); the cookie's CSRF check (auth.ts) refuses its writes besides.
 */
export interface SiteCors {
  origin: string;
  allowMethods: string[];
  /** What the islands send besides the CORS-safelisted headers. */
  allowHeaders: string[];
  /** What the islands read besides the CORS-safelisted headers: list totals and the wait after a 429/503. */
  exposeHeaders: string[];
  credentials: true;
  /** Seconds a browser may keep a preflight's answer. */
  maxAge: number;
}

export function siteCors(publicSiteUrl: string): SiteCors {
  return {
    origin: new URL(publicSiteUrl).origin,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Sign-in sends Basic credentials; password changes and account deletion their X-…-Password headers.
    allowHeaders: [
      'Content-Type',
      'Accept-Language',
      'Idempotency-Key',
      'Authorization',
      'X-Current-Password',
      'X-Password',
    ],
    exposeHeaders: ['X-Total-Count', 'Retry-After'],
    credentials: true,
    maxAge: 600,
  };
}

/**
 * The CORS headers of a (non-preflight) answer to a request from `origin`, as the middleware gives them: for the
 * site's origin, leave to read it with cookies and to see the exposed headers; for any other, none. Every answer
 * also varies by Origin (the caller adds it to its Vary).
 */
export function corsAnswerHeaders(cors: SiteCors, origin: string | undefined): Record<string, string> {
  if (origin !== cors.origin) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': cors.exposeHeaders.join(','),
  };
}

/** The middleware: CORS headers (and preflight answers) for the site's origin; `Vary: Origin` on every answer. */
export function siteCorsMiddleware(publicSiteUrl: string): MiddlewareHandler {
  const options = siteCors(publicSiteUrl);
  const handler = cors(options);
  return async (c, next) => {
    if (c.req.header('origin') === options.origin) return handler(c, next);
    await next();
    // The same URL answers the site with CORS headers: a cache between must keep the two answers apart.
    c.header('Vary', 'Origin', { append: true });
  };
}
