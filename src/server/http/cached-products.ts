import type { Services } from '../services.ts';
import { productAnswers } from '../services/catalog/cache.ts';
import type { ReadyAnswer } from '../services/catalog/ready-answer.ts';
import { answerLocaleIfKnown } from './locale.ts';
import type { RequestView } from './request-view.ts';

const PRODUCT_PATH = /^\/api\/post\/(\d{1,9})$/;

/**
 * Every product page asks GET /api/post/{id} for live price and stock: the shop's hottest call. A product whose
 * answer is in the product cache (kept fresh by every write, services/catalog/cache.ts) is sent from memory by the
 * front door (front-door.ts); an unknown `?locale=` (400), the edit form's `?translations=` and a product not in the
 * cache go on to the route.
 */
export function productFromMemory(services: Services): (req: RequestView) => ReadyAnswer | undefined {
  const products = productAnswers(services);
  return (req) => {
    const id = PRODUCT_PATH.exec(req.path)?.[1];
    const locale = id === undefined || req.query('translations') !== undefined ? undefined : answerLocaleIfKnown(req);
    return locale ? products.peek(Number(id), locale)?.answer : undefined;
  };
}
