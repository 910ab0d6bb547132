import { atom, type ReadableAtom } from 'nanostores';
import type { ListingPage } from './api.ts';
import { createLatestOnly, type RequestTicket } from './latest-only.ts';
import { samePage } from './page-fingerprint.ts';
import {
  filtersToSearch,
  searchBody,
  sameFilters,
  type ListingFilters,
  type ListingScope,
  type SearchBody,
} from './listing-state.ts';

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
  /** The state the HTML was pre-rendered for, and its result as of the last build (see `revalidate`). */
  initialFilters: ListingFilters;
  initialPage: ListingPage;
  fetchPage: (body: SearchBody, signal: AbortSignal) => Promise<ListingPage>;
}

const CACHE_LIMIT = 30;

/**
 * One listing's state in a nanostore. `show(filters)` makes those filters current and loads their page; answers
 * to superseded requests are dropped, and recent pages are cached so the back button is instant. The pre-rendered
 * page is as old as the last build: `revalidate()` asks for it once more and swaps the answer in only if it differs.
 */
export function createListingStore(options: ListingStoreOptions) {
  const { scope, fetchPage } = options;
  const $view = atom<ListingView>({
    filters: options.initialFilters,
    page: options.initialPage,
    status: 'ready',
    error: '',
  });
  const initialKey = filtersToSearch(options.initialFilters);
  const cache = new Map<string, ListingPage>([[initialKey, options.initialPage]]);
  /** Cached pages that came from the HTML and have not been checked against the API yet. */
  const unverified = new Set<string>([initialKey]);
  let revalidating: { key: string; ticket: RequestTicket } | null = null;
  const latest = createLatestOnly();

  function remember(key: string, page: ListingPage) {
    cache.delete(key);
    cache.set(key, page);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  }

  async function show(filters: ListingFilters): Promise<void> {
    const current = $view.get();
    if (sameFilters(filters, current.filters) && current.status !== 'error') {
      // Same question (for example only spaces typed): keep the answer, but hold what the visitor typed. Spaces in
      // the search are the only difference the same question allows; anything else needs no new view (a new view
      // re-renders the whole listing, which right after hydration is a long task on a phone).
      if (filters.q !== current.filters.q) $view.set({ ...current, filters });
      return;
    }
    const key = filtersToSearch(filters);
    const cached = cache.get(key);
    if (cached) {
      latest.cancel();
      $view.set({ filters, page: cached, status: 'ready', error: '' });
      if (unverified.has(key)) void revalidate();
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

  /**
   * Re-asks the question on screen when its page came from the HTML (once; the search answer is cached on the
   * server). No loading state: the cards stay as they are unless the live answer differs, and then the new ones
   * replace them in place. A newer request, or a failure (offline), leaves the page as it was.
   */
  async function revalidate(): Promise<void> {
    const current = $view.get();
    const key = filtersToSearch(current.filters);
    if (current.status !== 'ready' || !unverified.has(key)) return;
    if (revalidating?.key === key && revalidating.ticket.isCurrent()) return;
    const ticket = latest.begin();
    revalidating = { key, ticket };
    try {
      const page = await fetchPage(searchBody(scope, current.filters), ticket.signal);
      if (!ticket.isCurrent()) return;
      unverified.delete(key);
      remember(key, page);
      const now = $view.get();
      if (filtersToSearch(now.filters) === key && !samePage(now.page, page)) $view.set({ ...now, page });
    } catch {
      // Offline or a hiccup: the pre-rendered page stays, and is checked again the next time it is shown.
    } finally {
      if (revalidating?.ticket === ticket) revalidating = null;
    }
  }

  return { $view: $view as ReadableAtom<ListingView>, show, revalidate, scope };
}

export type ListingStore = ReturnType<typeof createListingStore>;
