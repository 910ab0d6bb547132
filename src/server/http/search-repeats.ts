import { ProductSearchSchema } from '../../lib/api/search.ts';
import { normalizeSearch, type ProductSearch, type ProductSearchInput } from '../../lib/catalog/search.ts';
import type { Services } from '../services.ts';
import { catalogCache, type CatalogCache } from '../services/catalog/cache.ts';
import type { PageAnswer } from '../services/catalog/page-answer.ts';
import { cachedSearchPage } from '../services/catalog/search-page.ts';
import { answerLocaleIfKnown, requestLocale } from './locale.ts';
import type { RequestView } from './request-view.ts';

/** Search bodies up to this size are remembered verbatim next to the answer they got. */
export const MAX_REPEAT_BODY = 1024;

/**
 * What makes two searches the same request: the body and the language asked for (`?locale=` as sent, since an
 * unknown one is refused and never remembered, and Accept-Language as the shop reads it).
 */
function repeatKey(req: RequestView, body: string): string {
  return `body:${req.query('locale') ?? ''}:${requestLocale(req) ?? ''}:${body}`;
}

/** Remembers that this exact request was answered by the cache entry `key`, for as long as that answer is fresh. */
export function rememberRepeat(cache: CatalogCache, req: RequestView, body: string, key: string): void {
  if (body.length <= MAX_REPEAT_BODY) cache.alias(repeatKey(req, body), key);
}

/** The fresh answer a byte-identical request got, if any: no parsing, validation or query needed. */
export function recentAnswer(cache: CatalogCache, req: RequestView, body: string): PageAnswer | undefined {
  return body.length <= MAX_REPEAT_BODY ? cache.peek<PageAnswer>(repeatKey(req, body)) : undefined;
}

/**
 * The search the route would run for this body, or undefined where the route would refuse it (malformed JSON, a
 * field the schema refuses, an impossible filter, an unknown `?locale=`): the route then words the refusal.
 */
function searchOf(req: RequestView, body: string): ProductSearch | undefined {
  const locale = answerLocaleIfKnown(req);
  if (!locale) return undefined;
  try {
    const parsed = ProductSearchSchema.safeParse(JSON.parse(body));
    return parsed.success ? normalizeSearch(parsed.data as ProductSearchInput, locale) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Anonymous shoppers' searches, answered by the front door (front-door.ts) with every header made once. A
 * byte-identical repeat of a recent search comes from the catalog cache at once, with no parsing, validation or
 * query; a new search is validated with the route's own schema and rules and answered through the same cache (a
 * promise). Undefined where the route must answer: a search it would refuse (it words the refusal), or one that
 * failed (it answers the error as it answers every other; a failed search is not kept).
 */
export function searchFromMemory(
  services: Services,
): (req: RequestView, body: string) => PageAnswer | Promise<PageAnswer | undefined> {
  const cache = catalogCache(services);
  const searchAfresh = async (req: RequestView, body: string): Promise<PageAnswer | undefined> => {
    const search = searchOf(req, body);
    if (!search) return undefined;
    const { key, page } = cachedSearchPage(services, search);
    let answer: PageAnswer;
    try {
      answer = await page;
    } catch {
      return undefined;
    }
    rememberRepeat(cache, req, body, key);
    return answer;
  };
  return (req, body) => recentAnswer(cache, req, body) ?? searchAfresh(req, body);
}
