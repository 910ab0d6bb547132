import type { ProductSearchRequest } from '../../lib/api/search.ts';

/**
 * The listing's state as the visitor sets it (filters, sort, page) and its two faces: the query string of a
 * shareable URL, and the body of POST /api/posts/search. Pure, so both can be tested without a browser.
 */

export const PAGE_SIZE = 12;

export const SORT_KEYS = ['newest', 'oldest', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'newest';

/** Which slice of the catalog a listing page shows; fixed by its route. */
export interface ListingScope {
  category?: string;
  subCategory?: string;
}

export interface ListingFilters {
  /** Name search text, as typed (trimmed when sent). */
  q: string;
  /** Dollars; null when unset. */
  minPrice: number | null;
  maxPrice: number | null;
  material: string;
  color: string;
  sort: SortKey;
  /** From 1. */
  page: number;
}

export const DEFAULT_FILTERS: ListingFilters = Object.freeze({
  q: '',
  minPrice: null,
  maxPrice: null,
  material: '',
  color: '',
  sort: DEFAULT_SORT,
  page: 1,
});

const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 100_000;

function parsePrice(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n)) return null;
  // Price filters cannot go below 0.
  return Math.round(Math.max(0, n) * 100) / 100;
}

function parsePage(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

/** Reads filters from a query string; anything missing or malformed falls back to its default. */
export function filtersFromSearch(search: string | URLSearchParams): ListingFilters {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = p.get('sort');
  return {
    q: (p.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    minPrice: parsePrice(p.get('min')),
    maxPrice: parsePrice(p.get('max')),
    material: (p.get('material') ?? '').slice(0, 100),
    color: (p.get('color') ?? '').slice(0, 100),
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : DEFAULT_SORT,
    page: parsePage(p.get('page')),
  };
}

/** The query string (with '?', or '' for the defaults) that restores these filters. Defaults are left out. */
export function filtersToSearch(filters: ListingFilters): string {
  const p = new URLSearchParams();
  if (filters.q.trim()) p.set('q', filters.q.trim());
  if (filters.minPrice !== null) p.set('min', String(filters.minPrice));
  if (filters.maxPrice !== null) p.set('max', String(filters.maxPrice));
  if (filters.material) p.set('material', filters.material);
  if (filters.color) p.set('color', filters.color);
  if (filters.sort !== DEFAULT_SORT) p.set('sort', filters.sort);
  if (filters.page > 1) p.set('page', String(filters.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** A minimum price above the maximum: nothing can match, and the shopper is told why rather than shown nothing. */
export function priceRangeInverted(filters: Pick<ListingFilters, 'minPrice' | 'maxPrice'>): boolean {
  return filters.minPrice !== null && filters.maxPrice !== null && filters.minPrice > filters.maxPrice;
}

/** Two states that ask the API the same question (typing spaces does not). */
export function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  return filtersToSearch(a) === filtersToSearch(b);
}

/** Anything but the page changed: a new result, so the pager goes back to 1. */
export function withFilterChange(
  current: ListingFilters,
  change: Partial<Omit<ListingFilters, 'page'>>,
): ListingFilters {
  return { ...current, ...change, page: 1 };
}

/** What a listing page asks of the search: always a sort and one page. */
export type SearchBody = ProductSearchRequest &
  Required<Pick<ProductSearchRequest, 'sortField' | 'asc' | 'page' | 'size'>>;

const SORTS: Record<SortKey, Pick<SearchBody, 'sortField' | 'asc'>> = {
  newest: { sortField: 'dateCreated', asc: false },
  oldest: { sortField: 'dateCreated', asc: true },
  'name-asc': { sortField: 'name', asc: true },
  'name-desc': { sortField: 'name', asc: false },
  'price-asc': { sortField: 'price', asc: true },
  'price-desc': { sortField: 'price', asc: false },
};

/** The POST /api/posts/search body for one page of a listing. */
export function searchBody(scope: ListingScope, filters: ListingFilters, pageSize = PAGE_SIZE): SearchBody {
  const body: SearchBody = { ...SORTS[filters.sort], page: filters.page, size: pageSize };
  if (scope.category) body.category = scope.category;
  if (scope.subCategory) body.subCategory = scope.subCategory;
  const name = filters.q.trim();
  if (name) body.name = name;
  let { minPrice, maxPrice } = filters;
  // A reversed range is a slip of the keyboard, not a wish for nothing.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice !== null && minPrice > 0) body.minPrice = minPrice;
  if (maxPrice !== null) body.maxPrice = maxPrice;
  if (filters.material) body.material = filters.material;
  if (filters.color) body.color = filters.color;
  return body;
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
