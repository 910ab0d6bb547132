import type { ListingFilters } from './listing-state.ts';

/** A price filter as the field shows it: empty for none. */
export function priceText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** A typed price as a filter: none when empty or not a number, never below 0, whole cents. */
export function parsePrice(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.max(0, Math.round(n * 100) / 100) : null;
}

/** How many of the folded-away filters (price range, material, colour) are set: the toggle shows the number. */
export function activeFilterCount(
  filters: Pick<ListingFilters, 'minPrice' | 'maxPrice' | 'material' | 'color'>,
): number {
  return [filters.minPrice !== null, filters.maxPrice !== null, filters.material !== '', filters.color !== ''].filter(
    Boolean,
  ).length;
}
