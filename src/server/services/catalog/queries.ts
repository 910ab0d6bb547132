import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductWithTranslations, SizeQuantity } from '../../../lib/api/product.ts';
import { escapeLike, type ProductSearch } from '../../../lib/catalog/search.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import { products, productSizes } from '../../db/schema.ts';
import { toProduct, toProductWithTranslations, type ProductRow } from './mapping.ts';
import type { IndexedProduct } from './search-index.ts';

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
  // The expressions of the name-sort indexes (migration 0009).
  return own ? sql`coalesce(nullif(${own}, ''), ${products.nameLower})` : sql`lower(${products.name})`;
}

/** A search's shape: which filters it has and how it sorts. Searches of one shape share one prepared statement. */
export function searchShape(search: ProductSearch): string {
  const has = (v: unknown) => (v === undefined ? '-' : '+');
  return [
    search.locale,
    search.sortField,
    search.asc ? 'a' : 'd',
    has(search.category),
    has(search.subCategory),
    has(search.material),
    has(search.color),
    has(search.minPriceCents),
    has(search.maxPriceCents),
    has(search.createdFrom),
    has(search.createdBefore),
    has(search.name),
  ].join('');
}

/** The statement's parameters: the search's values under the placeholder names `conditions` uses. */
function parameters(search: ProductSearch): Record<string, unknown> {
  return {
    category: search.category,
    subCategory: search.subCategory,
    material: search.material,
    color: search.color,
    minPrice: search.minPriceCents,
    maxPrice: search.maxPriceCents,
    createdFrom: search.createdFrom,
    createdBefore: search.createdBefore,
    pattern: search.name === undefined ? undefined : `%${escapeLike(search.name)}%`,
    limit: search.limit,
    offset: search.offset,
  };
}

const p = (name: string) => sql.placeholder(name);

/** The WHERE of a search's shape, with placeholders where the values go. */
function conditions(search: ProductSearch): SQL | undefined {
  const where: Array<SQL | undefined> = [isNull(products.deletedAt)];
  if (search.category !== undefined) where.push(sql`${products.category} = ${p('category')}`);
  if (search.subCategory !== undefined) where.push(sql`${products.subCategory} = ${p('subCategory')}`);
  if (search.material !== undefined) where.push(sql`${products.material} = ${p('material')}`);
  if (search.color !== undefined) where.push(sql`${products.color} = ${p('color')}`);
  if (search.minPriceCents !== undefined) where.push(sql`${products.priceCents} >= ${p('minPrice')}`);
  if (search.maxPriceCents !== undefined) where.push(sql`${products.priceCents} <= ${p('maxPrice')}`);
  if (search.createdFrom !== undefined) where.push(sql`${products.createdAt} >= ${p('createdFrom')}::timestamptz`);
  if (search.createdBefore !== undefined) where.push(sql`${products.createdAt} < ${p('createdBefore')}::timestamptz`);
  // The text is data: LIKE metacharacters are escaped, so `%`, `_` and `\` match only themselves. ILIKE's meaning
  // on the stored lower-cased name: estimable from its statistics (so the planner walks the sort index until the
  // page is full), no per-row lower(), and served by the trigram index where pg_trgm exists.
  // In Armenian and Russian the text matches that language's name or the English one (what a shopper sees, and
  // what is written on the goods); each has its own trigram index, so the two tests combine as an index OR.
  if (search.name !== undefined) {
    const english = sql`${products.nameLower} like lower(${p('pattern')}::text) escape '\\'`;
    const own = translatedNameLower(search.locale);
    where.push(own ? sql`(${english} or ${own} like lower(${p('pattern')}::text) escape '\\')` : english);
  }
  return and(...where);
}

type PageColumns = typeof productColumns & { sortName: SQL.Aliased<string> };

/** Every sort ends on the id, so equal keys keep one order and pages never overlap or skip. */
function ordering(
  search: ProductSearch,
  columns: { id: unknown; priceCents: unknown; createdAt: unknown; sortName: unknown },
): SQL[] {
  const direction = search.asc ? asc : desc;
  const id = columns.id as typeof products.id;
  switch (search.sortField) {
    case 'name':
      // Byte order of the lower-cased name: the same on PGlite and on any PostgreSQL locale.
      return [
        search.asc ? sql`${columns.sortName} collate "C" asc` : sql`${columns.sortName} collate "C" desc`,
        direction(id),
      ];
    case 'price':
      return [direction(columns.priceCents as typeof products.priceCents), direction(id)];
    case 'dateCreated':
      return [direction(columns.createdAt as typeof products.createdAt), direction(id)];
  }
}

/** One product's size rows as a JSON array in position order (a correlated sub-select on the product's id). */
function sizesOf(id: unknown) {
  return sql<SizeQuantity[] | null>`(
  select coalesce(json_agg(json_build_object('size', ${productSizes.size}, 'quantity', ${productSizes.quantity}) order by ${productSizes.position}), '[]'::json)
  from ${productSizes} where ${productSizes.productId} = ${id})`;
}

const sizesJson = sizesOf(products.id);

/**
 * A search of one shape as one statement, prepared once:
 * - `page`: the page's rows in the sort's index order (LIMIT/OFFSET);
 * - `total`: the count, known without counting when the page is not full (offset + rows), else a plain count that
 *   PostgreSQL runs once, only when the CASE asks for it;
 * - the answer: `total` left-joined to the page (one row even for an empty page, to carry the count), each page
 *   row with its size rows as JSON from a sub-select that runs only for the rows kept, re-sorted (12 rows).
 */
function searchStatement(db: Db, search: ProductSearch, name: string) {
  const where = conditions(search);
  const page = db.$with('page').as(
    db
      .select({ ...productColumns, sortName: sql<string>`${shownNameLower(search.locale)}`.as('sort_name') })
      .from(products)
      .where(where)
      .orderBy(
        ...ordering(search, {
          id: products.id,
          priceCents: products.priceCents,
          createdAt: products.createdAt,
          sortName: shownNameLower(search.locale),
        }),
      )
      .limit(p('limit'))
      .offset(p('offset')),
  );
  const total = db.$with('total').as(
    db
      .select({
        n: sql<number>`case
          when kept.n > 0 and kept.n < ${p('limit')}::int8 then ${p('offset')}::int8 + kept.n
          when kept.n = 0 and ${p('offset')}::int8 = 0 then 0
          else (select count(*) from ${products} where ${where}) end`.as('n'),
      })
      .from(sql`(select count(*) as n from ${page}) as kept`),
  );
  const columns = Object.fromEntries(
    Object.keys(productColumns).map((k) => [k, page[k as keyof typeof productColumns]]),
  ) as unknown as typeof productColumns;
  return db
    .with(page, total)
    .select({ ...columns, total: sql<number>`${total.n}`.mapWith(Number), sizes: sizesOf(page.id) })
    .from(total)
    .leftJoin(page, sql`true`)
    .orderBy(...ordering(search, page as unknown as PageColumns))
    .prepare(name);
}

type SearchStatement = ReturnType<typeof searchStatement>;

/** Prepared search statements by database and shape (a few dozen shapes in practice; bounded all the same). */
const statements = new WeakMap<Db, Map<string, SearchStatement>>();
const MAX_STATEMENTS = 500;

function statementFor(db: Db, search: ProductSearch): SearchStatement {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  const shape = searchShape(search);
  let statement = byShape.get(shape);
  if (!statement) {
    if (byShape.size >= MAX_STATEMENTS) byShape.delete(byShape.keys().next().value!);
    statement = searchStatement(db, search, `search_${shape}`);
    byShape.set(shape, statement);
  }
  return statement;
}

/** One page of a search with its total and size rows: one round trip, one prepared statement per shape. */
export async function searchProducts(db: Db, search: ProductSearch): Promise<SearchResult> {
  const rows = (await statementFor(db, search).execute(parameters(search))) as Array<
    ProductRow & { id: number | null; total: number; sizes: SizeQuantity[] | null }
  >;
  const total = rows[0]?.total ?? 0;
  const products: Product[] = [];
  // An empty page is one row of nulls carrying the count.
  for (const row of rows) if (row.id !== null) products.push(toProduct(row, row.sizes ?? [], search.locale));
  return { total, products };
}

/** One product by id, prepared once per database: a product page's first read builds no SQL. */
const productByIdStatements = new WeakMap<Db, ReturnType<typeof makeProductByIdStatement>>();

function makeProductByIdStatement(db: Db) {
  return db
    .select({ ...productColumns, sizes: sizesJson })
    .from(products)
    .where(and(eq(products.id, p('id')), isNull(products.deletedAt)))
    .prepare('product_by_id');
}

function productByIdStatement(db: Db): ReturnType<typeof makeProductByIdStatement> {
  let statement = productByIdStatements.get(db);
  if (!statement) productByIdStatements.set(db, (statement = makeProductByIdStatement(db)));
  return statement;
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
  const rows =
    unique.length === 1
      ? await productByIdStatement(db).execute({ id: unique[0] })
      : await db
          .select({ ...productColumns, sizes: sizesJson })
          .from(products)
          .where(and(inArray(products.id, unique), isNull(products.deletedAt)));
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

/** What the search index keeps of every product in the shop (search-index.ts), or of those of `ids`, in one query. */
export async function loadIndexedProducts(db: Db, ids?: readonly number[]): Promise<IndexedProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      category: products.category,
      subCategory: products.subCategory,
      material: products.material,
      color: products.color,
      priceCents: products.priceCents,
      // Text, so no driver rounds the microseconds through a float.
      createdMicros: sql<string>`(extract(epoch from ${products.createdAt}) * 1000000)::int8::text`,
      name: products.name,
      nameHy: products.nameHy,
      nameRu: products.nameRu,
      nameLower: products.nameLower,
      nameHyLower: products.nameHyLower,
      nameRuLower: products.nameRuLower,
      image: sql<string | null>`${products.imageUrls}->>0`,
    })
    .from(products)
    .where(and(isNull(products.deletedAt), ids ? inArray(products.id, [...ids]) : undefined));
  return rows.map((row) => ({ ...row, createdMicros: Number(row.createdMicros), nameLower: row.nameLower ?? '' }));
}
