import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductWithTranslations, SizeQuantity } from '../../../lib/api/product.ts';
import { escapeLike, type ProductSearch } from '../../../lib/catalog/search.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import { products, productSizes } from '../../db/schema.ts';
import { toProduct, toProductWithTranslations, type ProductRow } from './mapping.ts';

export interface SearchResult {
  /** Every match, not just this page. */
  total: number;
  products: Product[];
}

/** The product columns toProduct maps; the size rows come from their own query. */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  care: products.care,
  nameHy: products.nameHy,
  nameRu: products.nameRu,
  descriptionHy: products.descriptionHy,
  descriptionRu: products.descriptionRu,
  careHy: products.careHy,
  careRu: products.careRu,
  priceCents: products.priceCents,
  weightGrams: products.weightGrams,
  category: products.category,
  subCategory: products.subCategory,
  color: products.color,
  material: products.material,
  imageUrls: products.imageUrls,
  createdAt: products.createdAt,
};

/** The lowered name column of a translated language; English has only its own. */
function translatedNameLower(locale: Locale) {
  return locale === 'hy' ? products.nameHyLower : locale === 'ru' ? products.nameRuLower : undefined;
}

/** The lowered name a shopper in `locale` sees: the translation where written, else the English one. */
function shownNameLower(locale: Locale): SQL {
  const own = translatedNameLower(locale);
  return own ? sql`coalesce(nullif(${own}, ''), ${products.nameLower})` : sql`${products.nameLower}`;
}

function conditions(search: ProductSearch): SQL | undefined {
  const where: Array<SQL | undefined> = [isNull(products.deletedAt)];
  if (search.category !== undefined) where.push(eq(products.category, search.category));
  if (search.subCategory !== undefined) where.push(eq(products.subCategory, search.subCategory));
  if (search.material !== undefined) where.push(eq(products.material, search.material));
  if (search.color !== undefined) where.push(eq(products.color, search.color));
  if (search.minPriceCents !== undefined) where.push(gte(products.priceCents, search.minPriceCents));
  if (search.maxPriceCents !== undefined) where.push(lte(products.priceCents, search.maxPriceCents));
  if (search.createdFrom !== undefined) where.push(gte(products.createdAt, new Date(search.createdFrom)));
  if (search.createdBefore !== undefined) where.push(lt(products.createdAt, new Date(search.createdBefore)));
  // The text is data: LIKE metacharacters are escaped, so `%`, `_` and `\` match only themselves. ILIKE's meaning
  // on the stored lower-cased name: estimable from its statistics (so the planner walks the sort index until the
  // page is full), no per-row lower(), and served by the trigram index where pg_trgm exists.
  // In Armenian and Russian the text matches that language's name or the English one (what a shopper sees, and
  // what is written on the goods); each has its own trigram index, so the two tests combine as an index OR.
  if (search.name !== undefined) {
    const pattern = `%${escapeLike(search.name)}%`;
    const english = sql`${products.nameLower} like lower(${pattern}) escape '\\'`;
    const own = translatedNameLower(search.locale);
    where.push(own ? sql`(${english} or ${own} like lower(${pattern}) escape '\\')` : english);
  }
  return and(...where);
}

/** Every sort ends on the id, so equal keys keep one order and pages never overlap or skip. */
function ordering(search: ProductSearch): SQL[] {
  const direction = search.asc ? asc : desc;
  switch (search.sortField) {
    case 'name':
      // Byte order of the lower-cased name: the same on PGlite and on any PostgreSQL locale.
      return [
        search.asc
          ? sql`${shownNameLower(search.locale)} collate "C" asc`
          : sql`${shownNameLower(search.locale)} collate "C" desc`,
        direction(products.id),
      ];
    case 'price':
      return [direction(products.priceCents), direction(products.id)];
    case 'dateCreated':
      return [direction(products.createdAt), direction(products.id)];
  }
}

/** Size rows of the given products, grouped by product, in position order. One query. */
async function sizesOf(db: Db, ids: number[]): Promise<Map<number, SizeQuantity[]>> {
  const byProduct = new Map<number, SizeQuantity[]>();
  if (ids.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productSizes.productId, size: productSizes.size, quantity: productSizes.quantity })
    .from(productSizes)
    .where(inArray(productSizes.productId, ids))
    .orderBy(productSizes.productId, productSizes.position);
  for (const row of rows) {
    let list = byProduct.get(row.productId);
    if (!list) byProduct.set(row.productId, (list = []));
    list.push({ size: row.size, quantity: row.quantity });
  }
  return byProduct;
}

/** One product's size rows as a JSON array in position order, computed inside the product's own query. */
const sizesJson = sql<SizeQuantity[] | null>`(
  select coalesce(json_agg(json_build_object('size', ${productSizes.size}, 'quantity', ${productSizes.quantity}) order by ${productSizes.position}), '[]'::json)
  from ${productSizes} where ${productSizes.productId} = ${products.id})`;

/**
 * The page's rows in index order with the total as an uncorrelated sub-select that PostgreSQL runs once (a plain
 * count, cheaper than a window count that drags every matching row through the sort).
 *
 * Size rows: on the first page (most searches) a correlated sub-select in the same query, which PostgreSQL runs
 * only for the rows the LIMIT keeps: one round trip. On later pages it would also run for every row OFFSET skips
 * (quadratic over a full catalog walk), so there the page's size rows come from a second query.
 */
export async function searchProducts(db: Db, search: ProductSearch): Promise<SearchResult> {
  const where = conditions(search);
  const totalColumn = sql<number>`(select count(*) from ${products} where ${where})`.mapWith(Number);
  const firstPage = search.offset === 0;
  const rows: Array<ProductRow & { total: number; sizes?: SizeQuantity[] | null }> = await db
    .select(
      firstPage
        ? { ...productColumns, total: totalColumn, sizes: sizesJson }
        : { ...productColumns, total: totalColumn },
    )
    .from(products)
    .where(where)
    .orderBy(...ordering(search))
    .limit(search.limit)
    .offset(search.offset);
  let total = rows[0]?.total ?? 0;
  // A page past the end has no row to carry the count.
  if (rows.length === 0 && search.offset > 0) {
    const [row] = await db.select({ n: count() }).from(products).where(where);
    total = row?.n ?? 0;
  }
  const sizes = firstPage
    ? undefined
    : await sizesOf(
        db,
        rows.map((r) => r.id),
      );
  return {
    total,
    products: rows.map((row) => toProduct(row, (firstPage ? row.sizes : sizes?.get(row.id)) ?? [], search.locale)),
  };
}

/**
 * Products still in the shop, by id, with their size rows in display order, worded in `locale` with every language's
 * words beside, in one query; unknown and deleted ids are absent.
 */
export async function productsByIds(
  db: Db,
  ids: readonly number[],
  locale: Locale = 'en',
): Promise<Map<number, ProductWithTranslations>> {
  const found = new Map<number, ProductWithTranslations>();
  const unique = [...new Set(ids)];
  if (!unique.length) return found;
  const rows = await db
    .select({ ...productColumns, sizes: sizesJson })
    .from(products)
    .where(
      and(unique.length === 1 ? eq(products.id, unique[0]!) : inArray(products.id, unique), isNull(products.deletedAt)),
    );
  for (const row of rows) found.set(row.id, toProductWithTranslations(row, row.sizes ?? [], locale));
  return found;
}

/** A product that is in the shop (not deleted), with its sizes and every language's words, in one query; or undefined. */
export async function findProduct(
  db: Db,
  id: number,
  locale: Locale = 'en',
): Promise<ProductWithTranslations | undefined> {
  return (await productsByIds(db, [id], locale)).get(id);
}

/** How many products are in the shop per category and sub-category ('' key: the whole category). */
export async function productCounts(db: Db): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .select({ category: products.category, subCategory: products.subCategory, n: count() })
    .from(products)
    .where(isNull(products.deletedAt))
    .groupBy(products.category, products.subCategory);
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    let perSub = counts.get(row.category);
    if (!perSub) counts.set(row.category, (perSub = new Map([['', 0]])));
    perSub.set('', (perSub.get('') ?? 0) + row.n);
    if (row.subCategory) perSub.set(row.subCategory, (perSub.get(row.subCategory) ?? 0) + row.n);
  }
  return counts;
}
