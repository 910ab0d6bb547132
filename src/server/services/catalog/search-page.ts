import { searchKey, type ProductSearch } from '../../../lib/catalog/search.ts';
import type { Database } from '../../db/client.ts';
import { catalogCache, searchIndex } from './cache.ts';
import { PageAnswer } from './page-answer.ts';
import type { ReadyAnswer } from './ready-answer.ts';
import { readProductAnswers } from './product-reads.ts';
import { searchProducts } from './queries.ts';

/**
 * One page of a search as the API sends it. From memory when the search index is current: the index finds the
 * page's ids and the total, the product cache holds each product's listing JSON (the few it lacks come in one
 * query). Otherwise, or when a product vanished between the two (a change under way), one SQL statement.
 */
export async function searchPage(target: { database: Database }, search: ProductSearch): Promise<PageAnswer> {
  const found = searchIndex(target).current()?.search(search);
  if (found) {
    const answers = await readProductAnswers(target, found.ids, search.locale);
    const listed: ReadyAnswer[] = [];
    for (const id of found.ids) {
      const answer = answers.get(id);
      if (!answer) break;
      listed.push(answer.answer);
    }
    if (listed.length === found.ids.length) return PageAnswer.of(found.total, listed);
  }
  const result = await searchProducts(target.database.db, search);
  return new PageAnswer(result.total, JSON.stringify(result.products));
}

/** A search's page through the catalog cache (made once while fresh), with the cache key it is kept under. */
export function cachedSearchPage(
  target: { database: Database },
  search: ProductSearch,
): { key: string; page: Promise<PageAnswer> } {
  const key = `search:${searchKey(search)}`;
  return { key, page: catalogCache(target).get(key, () => searchPage(target, search)) };
}
