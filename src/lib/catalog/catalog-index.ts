import type { Product } from '../api/product.ts';

/**
 * The build's view of the catalog: every product once, plus the lists the pre-rendered listings need, each
 * sorted the way the API sorts its default (newest first, then highest id). Built once per build, so hundreds
 * of listing pages cost one sort instead of hundreds of filters.
 */
export interface CatalogIndex {
  products: readonly Product[];
  byId: ReadonlyMap<number, Product>;
  /** Newest first. */
  all: readonly Product[];
  byCategory: ReadonlyMap<string, readonly Product[]>;
  bySubCategory: ReadonlyMap<string, readonly Product[]>;
  /** Key `${category}/${subCategory}`. */
  byPair: ReadonlyMap<string, readonly Product[]>;
}

export interface Scope {
  category?: string;
  subCategory?: string;
}

/** Same order as POST /api/posts/search with sortField dateCreated, asc false: newest, then higher id. */
export function newestFirst(a: Product, b: Product): number {
  const byDate = Date.parse(b.dateCreated) - Date.parse(a.dateCreated);
  return byDate !== 0 ? byDate : b.id - a.id;
}

function push<K>(map: Map<K, Product[]>, key: K, product: Product) {
  const list = map.get(key);
  if (list) list.push(product);
  else map.set(key, [product]);
}

export function indexCatalog(products: readonly Product[]): CatalogIndex {
  const all = [...products].sort(newestFirst);
  const byCategory = new Map<string, Product[]>();
  const bySubCategory = new Map<string, Product[]>();
  const byPair = new Map<string, Product[]>();
  for (const p of all) {
    push(byCategory, p.category, p);
    if (p.subCategory) {
      push(bySubCategory, p.subCategory, p);
      push(byPair, `${p.category}/${p.subCategory}`, p);
    }
  }
  return { products, byId: new Map(products.map((p) => [p.id, p])), all, byCategory, bySubCategory, byPair };
}

/** Every product in a listing's scope, newest first. */
export function productsInScope(index: CatalogIndex, scope: Scope): readonly Product[] {
  if (scope.category && scope.subCategory) return index.byPair.get(`${scope.category}/${scope.subCategory}`) ?? [];
  if (scope.category) return index.byCategory.get(scope.category) ?? [];
  if (scope.subCategory) return index.bySubCategory.get(scope.subCategory) ?? [];
  return index.all;
}

/** The first page of a listing with its total, as the API would answer the default search. */
export function firstPage(
  index: CatalogIndex,
  scope: Scope,
  pageSize: number,
): { products: readonly Product[]; total: number } {
  const list = productsInScope(index, scope);
  return { products: list.slice(0, pageSize), total: list.length };
}
