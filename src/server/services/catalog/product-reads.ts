import type { Product, ProductWithTranslations } from '../../../lib/api/product.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { Database } from '../../db/client.ts';
import { productAnswers } from './cache.ts';
import type { ProductAnswer, ProductLoader } from './product-answers.ts';
import { productsByIds } from './queries.ts';

const loaderOf =
  (target: { database: Database }): ProductLoader =>
  (missing, locale) =>
    productsByIds(target.database.db, missing, locale);

/**
 * Products in the shop as the API shows them, in `locale` (carts and wish lists: the request's), from the product cache
 * (src/server/services/catalog/cache.ts keeps it fresh). The objects are shared between requests and frozen: copy
 * before changing one.
 */
export async function readProducts(
  target: { database: Database },
  ids: readonly number[],
  locale: Locale = 'en',
): Promise<Map<number, Product>> {
  const answers = await readProductAnswers(target, ids, locale);
  return new Map([...answers].map(([id, answer]) => [id, answer.product]));
}

/** The ready answers of these products (those in the shop) in `locale`, from the product cache. */
export function readProductAnswers(
  target: { database: Database },
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, ProductAnswer>> {
  return productAnswers(target).getMany(ids, locale, loaderOf(target));
}

/** One product's ready-to-send answer in `locale` (GET /post/{id}), or undefined when it is not in the shop. */
export function readProductAnswer(
  target: { database: Database },
  id: number,
  locale: Locale,
): Promise<ProductAnswer | undefined> {
  return productAnswers(target).get(id, locale, loaderOf(target));
}

/**
 * One product with every language's words as stored (GET /post/{id}?translations=true, the edit form), or undefined
 * when it is not in the shop. From the database: owners edit a few products a day, shoppers read thousands.
 */
export async function readProductWithTranslations(
  target: { database: Database },
  id: number,
  locale: Locale,
): Promise<ProductWithTranslations | undefined> {
  return (await loaderOf(target)([id], locale)).get(id);
}
