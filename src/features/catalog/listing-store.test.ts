import { describe, expect, it } from 'vitest';
import type { ListingPage } from './api.ts';
import { DEFAULT_FILTERS, type SearchBody } from './listing-state.ts';
import { createListingStore, type ListingStoreOptions } from './listing-store.ts';

const card = (id: number) => ({
  id,
  name: `P${id}`,
  desc: '',
  price: id,
  image: '',
  dateCreated: '2025-01-01T00:00:00Z',
});
const page = (...ids: number[]): ListingPage => ({ products: ids.map(card), total: ids.length });

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A store over an unscoped listing whose pre-rendered state is page(1), asking `fetchPage` for the rest. */
const storeFetching = (fetchPage: ListingStoreOptions['fetchPage']) =>
  createListingStore({ scope: {}, initialFilters: DEFAULT_FILTERS, initialPage: page(1), fetchPage });

describe('listing store', () => {
  it('does not fetch the pre-rendered state again', async () => {
    const calls: SearchBody[] = [];
    const store = createListingStore({
      scope: { category: 'holidays' },
      initialFilters: DEFAULT_FILTERS,
      initialPage: page(1, 2),
      fetchPage: async (body) => {
        calls.push(body);
        return page(9);
      },
    });
    await store.show({ ...DEFAULT_FILTERS });
    await store.show({ ...DEFAULT_FILTERS, q: '  ' });
    expect(calls).toEqual([]);
    expect(store.$view.get().page.products.map((p) => p.id)).toEqual([1, 2]);
  });

  it('leaves the view alone when the URL asks for the state on screen (no re-render after hydration)', async () => {
    const store = storeFetching(async () => page(9));
    const before = store.$view.get();
    let updates = 0;
    const stop = store.$view.listen(() => updates++);
    await store.show({ ...DEFAULT_FILTERS });
    expect(store.$view.get()).toBe(before);
    await store.show({ ...DEFAULT_FILTERS, q: ' ' });
    expect(store.$view.get().filters.q).toBe(' ');
    expect(store.$view.get().page).toBe(before.page);
    expect(updates).toBe(1);
    stop();
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const answers = [deferred<ListingPage>(), deferred<ListingPage>()];
    let n = 0;
    const store = storeFetching(() => answers[n++]!.promise);
    const slow = store.show({ ...DEFAULT_FILTERS, q: 'mu' });
    const fast = store.show({ ...DEFAULT_FILTERS, q: 'mug' });
    expect(store.$view.get().status).toBe('loading');
    answers[1]!.resolve(page(3));
    await fast;
    answers[0]!.resolve(page(2));
    await slow;
    const view = store.$view.get();
    expect(view.filters.q).toBe('mug');
    expect(view.page.products.map((p) => p.id)).toEqual([3]);
    expect(view.status).toBe('ready');
  });

  it('shows an error, keeps the filters, and retries the same state', async () => {
    let fail = true;
    const store = storeFetching(async () => {
      if (fail) throw new Error('Failed to fetch products');
      return page(5);
    });
    await store.show({ ...DEFAULT_FILTERS, color: 'red' });
    expect(store.$view.get()).toMatchObject({ status: 'error', error: 'Failed to fetch products' });
    fail = false;
    await store.show({ ...DEFAULT_FILTERS, color: 'red' });
    expect(store.$view.get()).toMatchObject({ status: 'ready', error: '' });
  });

  it('serves a revisited state from its cache', async () => {
    let calls = 0;
    const store = storeFetching(async (body) => {
      calls++;
      return page(body.page * 10);
    });
    await store.show({ ...DEFAULT_FILTERS, page: 2 });
    await store.show({ ...DEFAULT_FILTERS, page: 3 });
    await store.show({ ...DEFAULT_FILTERS, page: 2 });
    expect(calls).toBe(2);
    expect(store.$view.get().page.products[0]!.id).toBe(20);
  });

  it('checks the pre-rendered page once against the API, in place, and swaps in a changed answer', async () => {
    const calls: SearchBody[] = [];
    const live = deferred<ListingPage>();
    const initialPage = page(1, 2);
    const store = createListingStore({
      scope: { category: 'holidays' },
      initialFilters: DEFAULT_FILTERS,
      initialPage,
      fetchPage: (body) => {
        calls.push(body);
        return live.promise;
      },
    });
    const statuses: string[] = [];
    store.$view.listen((v) => statuses.push(v.status));
    const revalidation = store.revalidate();
    await store.revalidate(); // already asking: no second request
    // No loading state: the pre-rendered cards stay as they are while the question is asked again.
    expect(store.$view.get()).toMatchObject({ page: initialPage, status: 'ready' });
    const created = { ...card(3), price: 12.5 };
    live.resolve({ products: [created, card(1), { ...card(2), price: 99 }], total: 3 });
    await revalidation;
    expect(calls).toEqual([{ sortField: 'dateCreated', asc: false, category: 'holidays', page: 1, size: 12 }]);
    expect(store.$view.get().page.products.map((p) => [p.id, p.price])).toEqual([
      [3, 12.5],
      [1, 1],
      [2, 99],
    ]);
    expect(statuses).toEqual(['ready']);
    // Checked once.
    await store.revalidate();
    expect(calls).toHaveLength(1);
  });

  it('leaves the view untouched when the live answer is the same', async () => {
    const initialPage = page(1, 2);
    const store = createListingStore({
      scope: {},
      initialFilters: DEFAULT_FILTERS,
      initialPage,
      fetchPage: async () => page(1, 2),
    });
    let changes = 0;
    store.$view.listen(() => changes++);
    await store.revalidate();
    expect(changes).toBe(0);
    expect(store.$view.get().page).toBe(initialPage);
  });

  it('keeps the pre-rendered page when the check fails, and checks again when the page is shown again', async () => {
    let online = false;
    let calls = 0;
    const store = storeFetching(async (body) => {
      calls++;
      if (!online) throw new Error('Failed to fetch');
      return body.page === 1 ? page(7, 1) : page(20);
    });
    await store.revalidate();
    expect(store.$view.get()).toMatchObject({ status: 'ready', error: '', page: page(1) });
    online = true;
    await store.show({ ...DEFAULT_FILTERS, page: 2 });
    await store.show({ ...DEFAULT_FILTERS });
    // Back on page 1: the cached HTML page is drawn at once, then the check runs and the live cards replace it.
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(3);
    expect(store.$view.get().page.products.map((p) => p.id)).toEqual([7, 1]);
  });

  it('never lets a revalidation overwrite a newer request, nor run while the URL asks for another state', async () => {
    const answers: Array<ReturnType<typeof deferred<ListingPage>>> = [];
    const store = storeFetching(() => {
      const d = deferred<ListingPage>();
      answers.push(d);
      return d.promise;
    });
    const revalidation = store.revalidate();
    const search = store.show({ ...DEFAULT_FILTERS, q: 'mug' });
    await store.revalidate(); // the visitor's request is loading: nothing to check
    expect(answers).toHaveLength(2);
    answers[0]!.resolve(page(5));
    answers[1]!.resolve(page(6));
    await Promise.all([revalidation, search]);
    expect(store.$view.get()).toMatchObject({ status: 'ready', filters: { q: 'mug' } });
    expect(store.$view.get().page.products.map((p) => p.id)).toEqual([6]);
  });
});
