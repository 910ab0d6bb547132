import type { Locale } from '../../../lib/i18n/locales.ts';
import type { ProductSearch } from '../../../lib/catalog/search.ts';
import { NameText } from './name-text.ts';

/** What a search filters and sorts on, for one product in the shop, as the database holds it. */
export interface IndexedProduct {
  id: number;
  category: string;
  subCategory: string | null;
  material: string | null;
  color: string | null;
  priceCents: number;
  /** created_at in microseconds since 1970 (the column's own precision, so ties sort as in SQL). */
  createdMicros: number;
  /** The names as written (the type-ahead shows them) and as the database lower-cased them (generated columns). */
  name: string;
  nameHy: string | null;
  nameRu: string | null;
  nameLower: string;
  nameHyLower: string | null;
  nameRuLower: string | null;
  /** The first picture, or null. */
  image: string | null;
}

/** Which products a search finds: the page's ids in order, and how many match in all. */
export interface IndexedPage {
  ids: number[];
  total: number;
}

/**
 * The catalog's searchable facts in memory, with every sort order computed once, answering a search as the SQL
 * statement in queries.ts does (same filters, same order, ties broken by id) without a round trip: one pass over
 * the products in the sort's order, counting every match and keeping the page's. A 10,000-product catalog is a
 * few megabytes and a pass takes tens of microseconds, where the database's answer costs a millisecond of CPU.
 *
 * Sameness with SQL: names compare in byte order of their UTF-8 (SQL's `collate "C"`), the text is matched as a
 * literal substring of the lower-cased names (SQL's escaped `like`); the text is lower-cased here with
 * JavaScript's rules, the names by the database, which agree for every script the shop is written in.
 */
export class SearchIndex {
  readonly size: number;
  readonly #products: IndexedProduct[];
  // Columns, position by position: a pass compares numbers in typed arrays, not strings in objects.
  readonly #id: Int32Array;
  readonly #price: Int32Array;
  readonly #created: Float64Array;
  readonly #category: Int32Array;
  readonly #subCategory: Int32Array;
  readonly #material: Int32Array;
  readonly #color: Int32Array;
  readonly #nameLower: string[];
  readonly #ownLower: Record<Locale, Array<string | null> | undefined>;
  /** The same lower-cased names as one text each, for finding every name that contains a text at once. */
  readonly #englishText: NameText;
  readonly #ownText: Record<Locale, NameText | undefined>;
  /** The shown name's length in characters, per language (the type-ahead ranks shorter names first). */
  readonly #shownLength: Record<Locale, Int32Array>;
  /** Every category, sub-category, material and colour value as a number (null is NULL_CODE). */
  readonly #codes = new Map<string, number>();
  readonly #byPrice: Int32Array;
  /** Products by id, made on first need (checking a change). */
  #byId: Map<number, IndexedProduct> | undefined;
  readonly #byDate: Int32Array;
  readonly #byName: Record<Locale, Int32Array>;
  /** Scratch marks for a name search, all 0 between searches (a search never waits, so two never overlap). */
  readonly #marks: Uint8Array;
  /** Scratch list of the positions a name search marked (room for every position). */
  readonly #hits: Int32Array;
  /** Per sort order and category, that category's positions in the order (made on first need). */
  readonly #inCategory = new Map<Int32Array, Map<number, Int32Array>>();

  constructor(products: readonly IndexedProduct[]) {
    const all = (this.#products = [...products]);
    this.size = all.length;
    this.#marks = new Uint8Array(all.length);
    this.#hits = new Int32Array(all.length);
    const code = (value: string | null) => {
      if (value === null) return NULL_CODE;
      let found = this.#codes.get(value);
      if (found === undefined) this.#codes.set(value, (found = this.#codes.size));
      return found;
    };
    this.#id = Int32Array.from(all, (p) => p.id);
    this.#price = Int32Array.from(all, (p) => p.priceCents);
    this.#created = Float64Array.from(all, (p) => p.createdMicros);
    this.#category = Int32Array.from(all, (p) => code(p.category));
    this.#subCategory = Int32Array.from(all, (p) => code(p.subCategory));
    this.#material = Int32Array.from(all, (p) => code(p.material));
    this.#color = Int32Array.from(all, (p) => code(p.color));
    this.#nameLower = all.map((p) => p.nameLower);
    this.#ownLower = { en: undefined, hy: all.map((p) => p.nameHyLower), ru: all.map((p) => p.nameRuLower) };
    this.#englishText = new NameText(this.#nameLower);
    this.#ownText = { en: undefined, hy: new NameText(this.#ownLower.hy!), ru: new NameText(this.#ownLower.ru!) };
    const lengths = (locale: Locale) => Int32Array.from(all, (p) => codePoints(shownName(p, locale)));
    this.#shownLength = { en: lengths('en'), hy: lengths('hy'), ru: lengths('ru') };

    const sorted = (compare: (a: IndexedProduct, b: IndexedProduct) => number) =>
      Int32Array.from(all.keys()).sort((a, b) => compare(all[a]!, all[b]!) || all[a]!.id - all[b]!.id);
    this.#byPrice = sorted((a, b) => a.priceCents - b.priceCents);
    this.#byDate = sorted((a, b) => a.createdMicros - b.createdMicros);
    const byShownName = (shown: (p: IndexedProduct) => string) => {
      const bytes = all.map((p) => Buffer.from(shown(p)));
      return Int32Array.from(all.keys()).sort(
        (a, b) => Buffer.compare(bytes[a]!, bytes[b]!) || all[a]!.id - all[b]!.id,
      );
    };
    this.#byName = {
      en: byShownName((p) => p.nameLower),
      hy: byShownName((p) => p.nameHyLower || p.nameLower),
      ru: byShownName((p) => p.nameRuLower || p.nameLower),
    };
  }

  /**
   * Up to `limit` products whose name contains `text` (normalized: lower case), best first, as the type-ahead's SQL
   * ranks them (suggestions.ts): the shown name starting with the text, then a word of it starting with it, then
   * the English name doing so, then any match; shorter shown names first, then the id.
   */
  suggest(text: string, locale: Locale, limit: number): Array<{ product: IndexedProduct; shownName: string }> {
    const ownLower = this.#ownLower[locale];
    const lengths = this.#shownLength[locale];
    const products = this.#products;
    const ids = this.#id;
    const wordStart = ` ${text}`;
    const hits = this.#namesContaining(text, locale);
    // The best `limit` so far, best first: a match is ranked only if it can still enter (the rank is a total
    // order, so the order the matches come in does not matter).
    const best: Ranked[] = [];
    for (let h = 0; h < hits.length; h++) {
      const at = hits[h]!;
      const length = lengths[at]!;
      const id = ids[at]!;
      const worst = best.length === limit ? best[limit - 1] : undefined;
      if (worst && !ranksBefore(0, length, id, worst)) continue;
      const english = this.#nameLower[at]!;
      const shownLower = ownLower?.[at] || english;
      let tier = 0;
      if (!shownLower.startsWith(text)) {
        // Tier 1 at best from here: a match that could not enter even so is passed over before the costlier tests.
        if (worst && !ranksBefore(1, length, id, worst)) continue;
        tier = shownLower.includes(wordStart) ? 1 : english.startsWith(text) ? 2 : english.includes(wordStart) ? 3 : 4;
        if (worst && !ranksBefore(tier, length, id, worst)) continue;
      }
      const ranked = { at, tier, length, id };
      let place = best.length;
      while (place > 0 && ranksBefore(tier, length, id, best[place - 1]!)) place -= 1;
      best.splice(place, 0, ranked);
      if (best.length > limit) best.pop();
    }
    return best.map(({ at }) => ({ product: products[at]!, shownName: shownName(products[at]!, locale) }));
  }

  /** True when `rows` (those of `ids` still in the shop) hold exactly what this index keeps of those products. */
  holdsAsIs(ids: readonly number[], rows: readonly IndexedProduct[]): boolean {
    const now = new Map(rows.map((row) => [row.id, row]));
    this.#byId ??= new Map(this.#products.map((product) => [product.id, product]));
    return ids.every((id) => {
      const before = this.#byId!.get(id);
      const after = now.get(id);
      if (!before || !after) return before === after;
      return (Object.keys(before) as Array<keyof IndexedProduct>).every((key) => before[key] === after[key]);
    });
  }

  /** The page and total of `search`, or undefined for a search this index cannot answer exactly. */
  search(search: ProductSearch): IndexedPage | undefined {
    const from = search.createdFrom === undefined ? -Infinity : micros(search.createdFrom);
    const before = search.createdBefore === undefined ? Infinity : micros(search.createdBefore);
    if (from === undefined || before === undefined) return undefined;
    const category = this.#wanted(search.category);
    const subCategory = this.#wanted(search.subCategory);
    const material = this.#wanted(search.material);
    const color = this.#wanted(search.color);
    if ([category, subCategory, material, color].includes(UNKNOWN)) return { ids: [], total: 0 };
    const minPrice = search.minPriceCents ?? -Infinity;
    const maxPrice = search.maxPriceCents ?? Infinity;
    // A name search's matches, marked (the marks are cleared before this returns).
    const named = search.name === undefined ? undefined : this.#markNames(search.name.toLowerCase(), search.locale);
    const sortOrder =
      search.sortField === 'price'
        ? this.#byPrice
        : search.sortField === 'dateCreated'
          ? this.#byDate
          : this.#byName[search.locale];
    // A category's search walks only that category's products (a tenth to a quarter of the catalog), in that order.
    const order = category === ANY ? sortOrder : this.#withinCategory(sortOrder, category);
    const first = search.offset;
    const end = search.offset + search.limit;
    // Columns in locals: a pass reads them for every product it looks at.
    const [categories, subCategories, materials, colors] = [
      this.#category,
      this.#subCategory,
      this.#material,
      this.#color,
    ];
    const [prices, created, products] = [this.#price, this.#created, this.#products];
    const passes = (at: number): boolean => {
      if (category !== ANY && categories[at] !== category) return false;
      if (subCategory !== ANY && subCategories[at] !== subCategory) return false;
      if (material !== ANY && materials[at] !== material) return false;
      if (color !== ANY && colors[at] !== color) return false;
      const price = prices[at]!;
      if (price < minPrice || price > maxPrice) return false;
      const when = created[at]!;
      return when >= from && when < before;
    };
    // Ordered by price, the products within the price bounds are one stretch of the order: found by halving, and
    // only it is walked (prices and bounds are whole cents: above the bound is from bound + 1). In any other order
    // the stretch is the whole order.
    const byPrice = search.sortField === 'price';
    const low = byPrice ? firstPricedFrom(order, prices, minPrice) : 0;
    const high = byPrice ? firstPricedFrom(order, prices, maxPrice + 1) : order.length;
    const n = Math.max(0, high - low);
    // The stretch's k-th product in the direction asked for is order[start + step * k].
    const start = search.asc ? low : high - 1;
    const step = search.asc ? 1 : -1;
    const ids: number[] = [];
    let total = 0;
    const noOtherFilter =
      subCategory === ANY && material === ANY && color === ANY && from === -Infinity && before === Infinity;
    const noPriceBound = minPrice === -Infinity && maxPrice === Infinity;
    if (named) {
      // A name search: count the marked matches that pass (their order does not matter) and unmark the others, then
      // walk the stretch only as far as the page reaches. With no other filter every match passes.
      const marks = this.#marks;
      if (noOtherFilter && noPriceBound && category === ANY) total = named.length;
      else
        for (let h = 0; h < named.length; h++) {
          const at = named[h]!;
          if (passes(at)) total += 1;
          else marks[at] = 0;
        }
      for (let k = 0, seen = 0; k < n && seen < end && total > first; k++) {
        const at = order[start + step * k]!;
        if (marks[at] === 0) continue;
        if (seen >= first) ids.push(products[at]!.id);
        seen += 1;
      }
      for (let h = 0; h < named.length; h++) marks[named[h]!] = 0;
      return { ids, total };
    }
    if (noOtherFilter && (noPriceBound || byPrice)) {
      // Every product of the stretch matches (its category and price hold): the page is a slice, the total its length.
      for (let k = first; k < Math.min(end, n); k++) ids.push(products[order[start + step * k]!]!.id);
      return { ids, total: n };
    }
    for (let k = 0; k < n; k++) {
      const at = order[start + step * k]!;
      if (!passes(at)) continue;
      if (total >= first && total < end) ids.push(products[at]!.id);
      total += 1;
    }
    return { ids, total };
  }

  /** The positions of `order` whose category is `code`, in the same order; made once per order and category. */
  #withinCategory(order: Int32Array, code: number): Int32Array {
    let perCategory = this.#inCategory.get(order);
    if (!perCategory) this.#inCategory.set(order, (perCategory = new Map()));
    let within = perCategory.get(code);
    if (!within) {
      const categories = this.#category;
      let count = 0;
      for (const at of order) if (categories[at] === code) count += 1;
      within = new Int32Array(count);
      let next = 0;
      for (const at of order) if (categories[at] === code) within[next++] = at;
      perCategory.set(code, within);
    }
    return within;
  }

  /** Every position whose English name, or name in `locale`, contains `text` (lower case), as SQL matches; once each. */
  #namesContaining(text: string, locale: Locale): Int32Array {
    const hits = this.#markNames(text, locale);
    const marks = this.#marks;
    for (const at of hits) marks[at] = 0;
    return hits;
  }

  /**
   * The same positions, left marked in #marks (the caller clears them), as a view of the scratch list: valid until
   * the next search.
   */
  #markNames(text: string, locale: Locale): Int32Array {
    // The shopper's language first: the type-ahead ranks matches in the shown name first, and meeting them early
    // lets it pass over the rest sooner.
    let count = this.#ownText[locale]?.mark(text, this.#marks, this.#hits, 0) ?? 0;
    count = this.#englishText.mark(text, this.#marks, this.#hits, count);
    return this.#hits.subarray(0, count);
  }

  /** The code a filter asks for: ANY without a filter, UNKNOWN for a value no product has. */
  #wanted(value: string | undefined): number {
    return value === undefined ? ANY : (this.#codes.get(value) ?? UNKNOWN);
  }
}

interface Ranked {
  at: number;
  tier: number;
  length: number;
  id: number;
}

/** Whether a match of this tier, shown length and id ranks before `other`: lower tier, then shorter, then lower id. */
const ranksBefore = (tier: number, length: number, id: number, other: Ranked): boolean =>
  tier !== other.tier ? tier < other.tier : length !== other.length ? length < other.length : id < other.id;

const NULL_CODE = -1;
const ANY = -2;
const UNKNOWN = -3;

/** The name a shopper in `locale` sees: the translation where written, else the English one. */
function shownName(product: IndexedProduct, locale: Locale): string {
  return (locale === 'hy' ? product.nameHy : locale === 'ru' ? product.nameRu : null) || product.name;
}

/** The first place in `order` (ascending by price) whose price is at least `bound` cents, or its length. */
function firstPricedFrom(order: Int32Array, prices: Int32Array, bound: number): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (prices[order[middle]!]! < bound) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** An ISO instant in microseconds; undefined unless it is whole milliseconds (as normalized searches are). */
function micros(iso: string): number | undefined {
  const fraction = /\.(\d+)/.exec(iso)?.[1] ?? '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms) || /[1-9]/.test(fraction.slice(3))) return undefined;
  return ms * 1000;
}

/** A text's length in characters, as SQL's length() counts them. */
function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}
