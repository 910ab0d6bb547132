import type { Context, MiddlewareHandler } from 'hono';
import { SESSION_COOKIE } from './auth.ts';
import { isJsonContentType } from './json-body.ts';
import { requestLocale } from './locale.ts';
import { sendReady } from './send-ready.ts';
import type { Services } from '../services.ts';
import { catalogCache, type CatalogCache } from '../services/catalog/cache.ts';
import type { PageAnswer } from '../services/catalog/page-answer.ts';

/** Search bodies up to this size are remembered verbatim next to the answer they got. */
export const MAX_REPEAT_BODY = 1024;

/**
 * What makes two searches the same request: the body and the language asked for (`?locale=` as sent, since an
 * unknown one is refused and never remembered, and Accept-Language as the shop reads it).
 */
function repeatKey(c: Context, body: string): string {
  return `body:${c.req.query('locale') ?? ''}:${requestLocale(c) ?? ''}:${body}`;
}

/** Remembers that this exact request was answered by the cache entry `key`, for as long as that answer is fresh. */
export function rememberRepeat(cache: CatalogCache, c: Context, body: string, key: string): void {
  if (body.length <= MAX_REPEAT_BODY) cache.alias(repeatKey(c, body), key);
}

/** The fresh answer a byte-identical request got, if any: no parsing, validation or query needed. */
export function recentAnswer(cache: CatalogCache, c: Context, body: string): Promise<PageAnswer> | undefined {
  return body.length <= MAX_REPEAT_BODY ? cache.peek<PageAnswer>(repeatKey(c, body)) : undefined;
}

/**
 * A shopper's listing sends the same few search bodies again and again. A byte-identical repeat of a recent search
 * from an anonymous caller is answered here, ahead of the site's middleware, from the catalog cache with every
 * header made once (the same security headers the middleware adds): no parsing, validation, query or header work.
 * Everything else goes on to the route: a first search, a big or chunked body, non-JSON, and any caller with
 * credentials, whose checks (Basic throttling, the cookie's origin check) must run.
 */
export function searchRepeats(services: Services): MiddlewareHandler {
  const cache = catalogCache(services);
  return async (c, next) => {
    const length = Number(c.req.header('content-length'));
    if (
      c.req.method !== 'POST' ||
      !(length <= MAX_REPEAT_BODY) ||
      c.req.header('transfer-encoding') !== undefined ||
      !isJsonContentType(c.req.header('content-type')) ||
      c.req.header('authorization') !== undefined ||
      c.req.header('cookie')?.includes(`${SESSION_COOKIE}=`)
    ) {
      return next();
    }
    const hit = recentAnswer(cache, c, await c.req.text());
    if (!hit) return next();
    return sendReady(await hit, c, services);
  };
}
