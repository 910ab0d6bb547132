import type { Product } from '../api/product.ts';
import type { CatalogIndex } from './catalog-index.ts';

export const RELATED_LIMIT = 8;

/**
 * The products a product page offers beside it: first the others of its own sub-category (under the same
 * category), then the rest of its category, each newest first as the listings show them; never the product itself.
 */
export function relatedProducts(index: CatalogIndex, product: Product, limit = RELATED_LIMIT): Product[] {
  const picked: Product[] = [];
  const seen = new Set([product.id]);
  const lists = [
    product.subCategory ? (index.byPair.get(`${product.category}/${product.subCategory}`) ?? []) : [],
    index.byCategory.get(product.category) ?? [],
  ];
  for (const list of lists) {
    for (const candidate of list) {
      if (picked.length >= limit) return picked;
      if (seen.has(candidate.id)) continue;
      seen.add(candidate.id);
      picked.push(candidate);
    }
  }
  return picked;
}
