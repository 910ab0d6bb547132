import { atom, type ReadableAtom } from 'nanostores';
import type { ListingPage } from './api.ts';
import { createLatestOnly } from './latest-only.ts';
import { filtersToSearch, searchBody, sameFilters, type ListingFilters, type ListingScope, type SearchBody } from './listing-state.ts';

export type ListingStatus = 'ready' | 'loading' | 'error';

export interface ListingView {
  filters: ListingFilters;
  /** The last page that arrived; kept on screen (dimmed) while the next one loads. */
  page: ListingPage;
  status: ListingStatus;
  error: string;
}

export interface ListingStoreOptions {
  scope: ListingScope;
  /** The state the HTML was pre-rendered for, and its result: asking for it again costs nothing. */
  initialFilters: ListingFilters;
  initialPage: ListingPage;
  fetchPage: (body: SearchBody, signal: AbortSignal) => Promise<ListingPage>;
}

const CACHE_LIMIT = 30;

/**
 * One listing's state in a nanostore. `show(filters)` makes those filters current and loads their page; answers
 * to superseded requests are dropped, and recent pages are cached so the back button is instant.
 */
export function createListingStore(options: ListingStoreOptions) {
  const { scope, fetchPage } = options;
  const $view = atom<ListingView>({ filters: options.initialFilters, page: options.initialPage, status: 'ready', error: '' });
  const cache = new Map<string, ListingPage>([[filtersToSearch(options.initialFilters), options.initialPage]]);
  const latest = createLatestOnly();

  function remember(key: string, page: ListingPage) {
    cache.delete(key);
    cache.set(key, page);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  }

  async function show(filters: ListingFilters): Promise<void> {
    const current = $view.get();
    if (sameFilters(filters, current.filters) && current.status !== 'error') {
      // Same question (for example only spaces typed): keep the answer, but hold what the visitor typed.
      if (filters !== current.filters) $view.set({ ...current, filters });
      return;
    }
    const key = filtersToSearch(filters);
    const cached = cache.get(key);
    if (cached) {
      latest.cancel();
      $view.set({ filters, page: cached, status: 'ready', error: '' });
      return;
    }
    const ticket = latest.begin();
    $view.set({ ...current, filters, status: 'loading', error: '' });
    try {
      const page = await fetchPage(searchBody(scope, filters), ticket.signal);
      if (!ticket.isCurrent()) return;
      remember(key, page);
      $view.set({ filters, page, status: 'ready', error: '' });
    } catch (err) {
      if (!ticket.isCurrent()) return;
      const message = err instanceof Error && err.message ? err.message : 'Unknown error';
      $view.set({ ...$view.get(), filters, status: 'error', error: message });
    }
  }

  return { $view: $view as ReadableAtom<ListingView>, show, scope };
}

export type ListingStore = ReturnType<typeof createListingStore>;
