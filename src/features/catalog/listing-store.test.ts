import { describe, expect, it } from 'vitest';
import type { ListingPage } from './api.ts';
import { DEFAULT_FILTERS, type SearchBody } from './listing-state.ts';
import { createListingStore } from './listing-store.ts';

const card = (id: number) => ({ id, name: `P${id}`, desc: '', price: id, image: '', dateCreated: '2025-01-01T00:00:00Z' });
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

describe('listing store', () => {
  it('does not fetch the pre-rendered state again', async () => {
    const calls: SearchBody[] = [];
    const store = createListingStore({
      scope: { category: 'holidays' },
      initialFilters: DEFAULT_FILTERS,
      initialPage: page(1, 2),
      fetchPage: async (body) => (calls.push(body), page(9)),
    });
    await store.show({ ...DEFAULT_FILTERS });
    await store.show({ ...DEFAULT_FILTERS, q: '  ' });
    expect(calls).toEqual([]);
    expect(store.$view.get().page.products.map((p) => p.id)).toEqual([1, 2]);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const answers = [deferred<ListingPage>(), deferred<ListingPage>()];
    let n = 0;
    const store = createListingStore({
      scope: {},
      initialFilters: DEFAULT_FILTERS,
      initialPage: page(1),
      fetchPage: () => answers[n++]!.promise,
    });
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
    const store = createListingStore({
      scope: {},
      initialFilters: DEFAULT_FILTERS,
      initialPage: page(1),
      fetchPage: async () => {
        if (fail) throw new Error('Failed to fetch products');
        return page(5);
      },
    });
    await store.show({ ...DEFAULT_FILTERS, color: 'red' });
    expect(store.$view.get()).toMatchObject({ status: 'error', error: 'Failed to fetch products' });
    fail = false;
    await store.show({ ...DEFAULT_FILTERS, color: 'red' });
    expect(store.$view.get()).toMatchObject({ status: 'ready', error: '' });
  });

  it('serves a revisited state from its cache', async () => {
    let calls = 0;
    const store = createListingStore({
      scope: {},
      initialFilters: DEFAULT_FILTERS,
      initialPage: page(1),
      fetchPage: async (body) => (calls++, page(body.page * 10)),
    });
    await store.show({ ...DEFAULT_FILTERS, page: 2 });
    await store.show({ ...DEFAULT_FILTERS });
    await store.show({ ...DEFAULT_FILTERS, page: 2 });
    expect(calls).toBe(1);
    expect(store.$view.get().page.products[0]!.id).toBe(20);
  });
});
