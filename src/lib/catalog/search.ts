/**
 * The catalog search contract shared by the API and its clients: what a search may ask for, and the one
 * normalized form the server runs (and caches by). Pure code: no zod, no database.
 */

import type { Locale } from '../i18n/locales.ts';

export const SORT_FIELDS = ['name', 'price', 'dateCreated'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** The shop listing shows 12 products a page. */
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/** Pages beyond this are refused: they cannot exist in a shop this size and would only make the database count. */
export const MAX_PAGE = 100_000;
/** Without page/size the old client reads every match; beyond this the list is cut (X-Total-Count still tells all). */
export const MAX_UNPAGED_RESULTS = 1000;
/** Prices above this are refused in filters; far above any product, far below the 32-bit cents column limit. */
export const MAX_FILTER_PRICE = 1_000_000;
export const MAX_NAME_QUERY_LENGTH = 200;
export const MAX_ROUTE_LENGTH = 100;

/**
 * The search body as the API accepts it after validation. Empty strings and nulls are allowed for every optional
 * field (the old client sends `""` for an unset filter) and mean "no filter".
 */
export interface ProductSearchInput {
  sortField?: SortField | '' | null;
  asc?: boolean | '' | null;
  category?: string | null;
  subCategory?: string | null;
  name?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  material?: string | null;
  color?: string | null;
  /** `YYYY-MM-DD` (a whole day, UTC) or an ISO date-time with offset. */
  dateFrom?: string | null;
  dateTo?: string | null;
  page?: number | null;
  size?: number | null;
}

/** One search, normalized: the SQL is built from this and the cache is keyed by it. */
export interface ProductSearch {
  /** The language the answer is worded in, whose names the text matches and the name sort orders. */
  locale: Locale;
  sortField: SortField;
  asc: boolean;
  category?: string;
  subCategory?: string;
  /** The literal text to look for, never a pattern. */
  name?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  material?: string;
  color?: string;
  /** Inclusive lower bound, ISO instant. */
  createdFrom?: string;
  /** Exclusive upper bound, ISO instant (a `dateTo` day includes the whole day). */
  createdBefore?: string;
  limit: number;
  offset: number;
  /** True when the caller asked for one page (page or size given). */
  paged: boolean;
}

/** Which rule a search field broke, so the API can say it in the shopper's language. */
export type SearchRule = 'price' | 'priceMax' | 'priceOrder' | 'date' | 'dateOrder' | 'whole';

export class SearchInputError extends Error {
  readonly field: string;
  readonly rule: SearchRule;
  /** The bound the rule names (a maximum, or an example date). */
  readonly limit: string | number | undefined;
  constructor(field: string, message: string, rule: SearchRule, limit?: string | number) {
    super(`${field}: ${message}`);
    this.field = field;
    this.rule = rule;
    this.limit = limit;
  }
}

function text(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

const DAY_MS = 86_400_000;
const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** `2025-03-01` → that day's start (UTC); a date-time → that instant. Undefined for an impossible date. */
function instant(value: string): Date | undefined {
  const date = new Date(dateOnly.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return undefined;
  // `2025-02-30` parses to March 2nd in some engines; insist the day survives the round trip.
  if (dateOnly.test(value) && date.toISOString().slice(0, 10) !== value) return undefined;
  return date;
}

/** Dollars to the smallest whole number of cents not below them (a bound stays inclusive for 2-decimal prices). */
function centsAtLeast(dollars: number): number {
  return Math.ceil(Math.round(dollars * 100 * 1e6) / 1e6);
}

function centsAtMost(dollars: number): number {
  return Math.floor(Math.round(dollars * 100 * 1e6) / 1e6);
}

/** Applies defaults and the cross-field rules; throws SearchInputError naming the field. */
export function normalizeSearch(input: ProductSearchInput, locale: Locale = 'en'): ProductSearch {
  const sortField: SortField = input.sortField || 'dateCreated';
  const asc = typeof input.asc === 'boolean' ? input.asc : sortField !== 'dateCreated';
  const search: ProductSearch = { locale, sortField, asc, limit: MAX_UNPAGED_RESULTS, offset: 0, paged: false };

  const category = text(input.category);
  if (category !== undefined) search.category = category;
  const subCategory = text(input.subCategory);
  if (subCategory !== undefined) search.subCategory = subCategory;
  const material = text(input.material);
  if (material !== undefined) search.material = material;
  const color = text(input.color);
  if (color !== undefined) search.color = color;
  const name = text(input.name);
  if (name !== undefined) search.name = name.toLowerCase();

  for (const field of ['minPrice', 'maxPrice'] as const) {
    const value = input[field];
    if (value == null) continue;
    if (!Number.isFinite(value) || value < 0)
      throw new SearchInputError(field, 'must be a number of dollars, 0 or more', 'price');
    if (value > MAX_FILTER_PRICE)
      throw new SearchInputError(field, `must be at most ${MAX_FILTER_PRICE}`, 'priceMax', MAX_FILTER_PRICE);
  }
  if (input.minPrice != null && input.maxPrice != null && input.minPrice > input.maxPrice) {
    throw new SearchInputError('minPrice', 'must not be greater than maxPrice', 'priceOrder');
  }
  if (input.minPrice != null && input.minPrice > 0) search.minPriceCents = centsAtLeast(input.minPrice);
  if (input.maxPrice != null) search.maxPriceCents = centsAtMost(input.maxPrice);

  let from: Date | undefined;
  let before: Date | undefined;
  const dateFrom = text(input.dateFrom);
  if (dateFrom !== undefined) {
    from = instant(dateFrom);
    if (!from) throw new SearchInputError('dateFrom', 'must be an ISO date such as 2025-03-01', 'date', '2025-03-01');
  }
  const dateTo = text(input.dateTo);
  if (dateTo !== undefined) {
    const to = instant(dateTo);
    if (!to) throw new SearchInputError('dateTo', 'must be an ISO date such as 2025-03-31', 'date', '2025-03-31');
    // A bare day includes all of that day; a date-time is an inclusive instant.
    before = new Date(to.getTime() + (dateOnly.test(dateTo) ? DAY_MS : 1));
  }
  if (from && before && from.getTime() >= before.getTime()) {
    throw new SearchInputError('dateFrom', 'must not be after dateTo', 'dateOrder');
  }
  if (from) search.createdFrom = from.toISOString();
  if (before) search.createdBefore = before.toISOString();

  for (const field of ['page', 'size'] as const) {
    const value = input[field];
    if (value == null) continue;
    const max = field === 'page' ? MAX_PAGE : MAX_PAGE_SIZE;
    if (!Number.isInteger(value) || value < 1 || value > max) {
      throw new SearchInputError(field, `must be a whole number from 1 to ${max}`, 'whole', max);
    }
  }
  if (input.page != null || input.size != null) {
    const size = input.size ?? DEFAULT_PAGE_SIZE;
    const page = input.page ?? 1;
    search.paged = true;
    search.limit = size;
    search.offset = (page - 1) * size;
  }
  return search;
}

/** A stable key: the same search always gives the same string, whatever order the fields came in. */
export function searchKey(search: ProductSearch): string {
  return [
    search.locale,
    search.sortField,
    search.asc ? 'a' : 'd',
    search.category ?? '',
    search.subCategory ?? '',
    search.name ?? '',
    search.minPriceCents ?? '',
    search.maxPriceCents ?? '',
    search.material ?? '',
    search.color ?? '',
    search.createdFrom ?? '',
    search.createdBefore ?? '',
    search.limit,
    search.offset,
  ]
    .map((part) => JSON.stringify(part))
    .join(',');
}

/** `50%_off\` → `50\%\_off\\`: LIKE metacharacters escaped so the text matches only itself (escape char `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
