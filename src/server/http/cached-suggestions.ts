import { suggestQueryProblem } from '../../lib/catalog/suggest.ts';
import type { Services } from '../services.ts';
import { catalogCache } from '../services/catalog/cache.ts';
import type { ReadyAnswer } from '../services/catalog/ready-answer.ts';
import { suggestionsAnswer, suggestionsKey } from '../services/catalog/suggestions.ts';
import { answerLocaleIfKnown } from './locale.ts';
import type { RequestView } from './request-view.ts';

/**
 * The header's type-ahead asks GET /api/posts/suggest?q=… at every pause in typing: the front door (front-door.ts)
 * answers it with every header made once. Shoppers type the same beginnings, so a fresh answer in the catalog cache
 * is sent as it is; a new text the route would accept (one `q`, 2 to 100 letters, no NUL, a known language) is
 * answered through the same cache. A text the route would refuse goes on to it, which words the refusal.
 */
export function suggestionsFromMemory(
  services: Services,
): (req: RequestView) => ReadyAnswer | Promise<ReadyAnswer> | undefined {
  const cache = catalogCache(services);
  const categories = services.content.categories;
  return (req) => {
    const texts = req.queries('q');
    const q = texts?.length === 1 ? texts[0]! : undefined;
    const locale = q === undefined ? undefined : answerLocaleIfKnown(req);
    if (!locale) return undefined;
    const cached = cache.peek<ReadyAnswer>(suggestionsKey(locale, q!));
    if (cached) return cached;
    return suggestQueryProblem(q) ? undefined : suggestionsAnswer(services, categories, q!, locale);
  };
}
