import type { MiddlewareHandler } from 'hono';
import type { Services } from '../services.ts';
import { productAnswers } from '../services/catalog/cache.ts';
import { answerLocaleIfKnown } from './locale.ts';
import { answerFromMemory } from './send-ready.ts';

const PRODUCT_PATH = /^\/api\/post\/(\d{1,9})$/;

/**
 * Every product page asks GET /api/post/{id} for live price and stock: the shop's hottest call. A product whose
 * answer is in the product cache (kept fresh by every write, services/catalog/cache.ts) is sent from memory, ahead
 * of the site's middleware; an unknown `?locale=` (400), the edit form's `?translations=` and a product not in the
 * cache go on to the route.
 */
export function cachedProducts(services: Services): MiddlewareHandler {
  const products = productAnswers(services);
  return answerFromMemory(services, (c) => {
    const id = PRODUCT_PATH.exec(c.req.path)?.[1];
    const locale = id === undefined || c.req.query('translations') !== undefined ? undefined : answerLocaleIfKnown(c);
    return locale ? products.peek(Number(id), locale)?.answer : undefined;
  });
}
