import { and, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProductSuggestion, Suggestions } from '../../../lib/api/suggest.ts';
import { escapeLike } from '../../../lib/catalog/search.ts';
import {
  pickCategories,
  shareSeats,
  SUGGEST_LIMIT,
  suggestQueryText,
  type CategoryEntry,
} from '../../../lib/catalog/suggest.ts';
import type { Category } from '../../../lib/content/types.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { categoryTitle } from '../../../lib/i18n/t.ts';
import { fromCents } from '../../../lib/money.ts';
import type { Database, Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { catalogCache, searchIndex } from './cache.ts';
import { ReadyAnswer } from './ready-answer.ts';

/** Where the catalog cache keeps the answer for a typed text (as typed: spaces and case do not matter). */
export function suggestionsKey(locale: Locale, typed: string): string {
  return `suggest:${locale}:${suggestQueryText(typed)}`;
}

/**
 * The type-ahead's answer for a valid typed text (suggestQueryProblem found none), ready to send, through the
 * catalog cache: a repeat within its freshness costs no query, no serialization and no compression.
 */
export function suggestionsAnswer(
  target: { database: Database },
  categories: readonly Category[],
  typed: string,
  locale: Locale,
): Promise<ReadyAnswer> {
  return catalogCache(target).get(
    suggestionsKey(locale, typed),
    async () => new ReadyAnswer(JSON.stringify(await suggest(target, categories, suggestQueryText(typed), locale))),
  );
}

/** The translated name columns of a language (lowered for matching, as written for showing); English has none. */
function translatedName(locale: Locale): { lower: SQL; shown: SQL } | undefined {
  if (locale === 'hy') return { lower: sql`${products.nameHyLower}`, shown: sql`${products.nameHy}` };
  if (locale === 'ru') return { lower: sql`${products.nameRuLower}`, shown: sql`${products.nameRu}` };
  return undefined;
}

/**
 * The best `limit` products for `query` (already normalized), ranked as `matchTier` ranks: the shown name starting
 * with the text, then a word of it starting with it, then the English name doing so, then any match; shorter names
 * first, then the id. Matches the page's language and English through the trigram-indexed lowered name columns.
 */
export async function suggestProducts(
  db: Db,
  query: string,
  locale: Locale,
  limit = SUGGEST_LIMIT,
): Promise<ProductSuggestion[]> {
  const escaped = escapeLike(query);
  const contains = `%${escaped}%`;
  const starts = `${escaped}%`;
  const wordStarts = `% ${escaped}%`;
  const own = translatedName(locale);
  const english = sql`${products.nameLower}`;
  const shownLower = own ? sql`coalesce(nullif(${own.lower}, ''), ${english})` : english;
  const shown = own ? sql<string>`coalesce(nullif(${own.shown}, ''), ${products.name})` : sql<string>`${products.name}`;
  const like = (column: SQL, pattern: string) => sql`${column} like ${pattern} escape '\\'`;
  const matches = own ? sql`(${like(english, contains)} or ${like(own.lower, contains)})` : like(english, contains);
  const tier = sql`case
    when ${like(shownLower, starts)} then 0
    when ${like(shownLower, wordStarts)} then 1
    when ${like(english, starts)} then 2
    when ${like(english, wordStarts)} then 3
    else 4 end`;
  const rows = await db
    .select({ id: products.id, name: shown, priceCents: products.priceCents, imageUrls: products.imageUrls })
    .from(products)
    .where(and(isNull(products.deletedAt), matches))
    .orderBy(tier, sql`length(${shown})`, products.id)
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: fromCents(row.priceCents),
    image: row.imageUrls[0] ?? null,
  }));
}

const entriesMemo = new WeakMap<readonly Category[], Partial<Record<Locale, CategoryEntry[]>>>();

/**
 * Every category and sub-category as the suggestions offer them in `locale`, in tree order. A sub-category links
 * to its exact (category, sub-category) listing, since one sub-category route may sit under several categories.
 */
export function categoryEntries(categories: readonly Category[], locale: Locale): CategoryEntry[] {
  let perLocale = entriesMemo.get(categories);
  if (!perLocale) entriesMemo.set(categories, (perLocale = {}));
  const cached = perLocale[locale];
  if (cached) return cached;
  const entries: CategoryEntry[] = [];
  for (const category of categories) {
    const title = categoryTitle(locale, category.route, category.title);
    entries.push({ title, names: [title, category.title], route: `/shop/${category.route}` });
    for (const sub of category.subCategories) {
      const subTitle = categoryTitle(locale, sub.route, sub.title);
      entries.push({
        title: `${title} › ${subTitle}`,
        names: [subTitle, sub.title],
        route: `/category/${category.route}/${sub.route}`,
      });
    }
  }
  perLocale[locale] = entries;
  return entries;
}

/**
 * The type-ahead's answer for a normalized query: products and categories sharing SUGGEST_LIMIT seats. The products
 * come from the search index when it is current (the same ranking, without a query), else from the database.
 */
export async function suggest(
  target: { database: Database },
  categories: readonly Category[],
  query: string,
  locale: Locale,
): Promise<Suggestions> {
  const matchingCategories = pickCategories(categoryEntries(categories, locale), query);
  const index = searchIndex(target).current();
  const found = index
    ? index.suggest(query, locale, SUGGEST_LIMIT).map(({ product, shownName }) => ({
        id: product.id,
        name: shownName,
        price: fromCents(product.priceCents),
        image: product.image,
      }))
    : await suggestProducts(target.database.db, query, locale);
  return shareSeats(found, matchingCategories);
}
