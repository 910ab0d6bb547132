import type { Context, MiddlewareHandler } from 'hono';
import { SESSION_COOKIE } from './auth.ts';
import { isJsonContentType } from './json-body.ts';
import { answerLocaleIfKnown, requestLocale } from './locale.ts';
import { sendReady } from './send-ready.ts';
import { ProductSearchSchema } from '../../lib/api/search.ts';
import { normalizeSearch, type ProductSearch, type ProductSearchInput } from '../../lib/catalog/search.ts';
import type { Services } from '../services.ts';
import { catalogCache, type CatalogCache } from '../services/catalog/cache.ts';
import type { PageAnswer } from '../services/catalog/page-answer.ts';
import { cachedSearchPage } from '../services/catalog/search-page.ts';

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
 * The search the route would run for this body, or undefined where the route would refuse it (malformed JSON, a
 * field the schema refuses, an impossible filter, an unknown `?locale=`): the route then words the refusal.
 */
function searchOf(c: Context, body: string): ProductSearch | undefined {
  const locale = answerLocaleIfKnown(c);
  if (!locale) return undefined;
  try {
    const parsed = ProductSearchSchema.safeParse(JSON.parse(body));
    return parsed.success ? normalizeSearch(parsed.data as ProductSearchInput, locale) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Anonymous shoppers' searches are answered here, ahead of the site's middleware, with every header made once (the
 * same security headers the middleware adds). A byte-identical repeat of a recent search comes from the catalog
 * cache with no parsing, validation or query; a new search is validated with the route's own schema and rules and
 * answered through the same cache, so it skips only the middleware's per-request work (about a third of an
 * uncached search's CPU). Everything else goes on to the route: a search it would refuse, a big or chunked body,
 * non-JSON, and any caller with credentials, whose checks (Basic throttling, the cookie's origin check) must run.
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
    const body = await c.req.text();
    const hit = recentAnswer(cache, c, body);
    if (hit) return sendReady(await hit, c, services);
    const search = searchOf(c, body);
    if (!search) return next();
    const { key, page } = cachedSearchPage(services, search);
    let answer: PageAnswer;
    try {
      answer = await page;
    } catch {
      // A failed search is not kept: the route runs it again and answers any error as it answers every other.
      return next();
    }
    rememberRepeat(cache, c, body, key);
    return sendReady(answer, c, services);
  };
}
