import type { MiddlewareHandler } from 'hono';
import type { Services } from '../services.ts';
import { catalogCache } from '../services/catalog/cache.ts';
import type { ReadyAnswer } from '../services/catalog/ready-answer.ts';
import { suggestionsKey } from '../services/catalog/suggestions.ts';
import { answerLocaleIfKnown } from './locale.ts';
import { answerFromMemory } from './send-ready.ts';

/**
 * The header's type-ahead asks GET /api/posts/suggest?q=… at every pause in typing, and shoppers type the same
 * beginnings: a fresh answer in the catalog cache is sent from memory, ahead of the site's middleware. Only a valid
 * text's answer is ever kept, so a text the route would refuse (too short or long, a NUL) never matches here.
 */
export function cachedSuggestions(services: Services): MiddlewareHandler {
  const cache = catalogCache(services);
  return answerFromMemory(services, (c) => {
    const q = c.req.query('q');
    const locale = q === undefined ? undefined : answerLocaleIfKnown(c);
    return locale ? cache.peek<ReadyAnswer>(suggestionsKey(locale, q!)) : undefined;
  });
}
