import { shopChanges } from '../../cluster/shop-changes.ts';
import type { Database } from '../../db/client.ts';
import { LiveSearchIndex, type LiveSearchIndexOptions } from './live-search-index.ts';
import { ProductAnswers, type ProductAnswersOptions } from './product-answers.ts';
import { loadIndexedProducts } from './queries.ts';

/**
 * A small in-process LRU of catalog answers (search pages, category counts), keyed by the normalized query.
 *
 * Freshness: any product write must call `invalidateCatalogCache(services, changedIds)` once it has committed. That
 * publishes the change (cluster/shop-changes.ts): this instance's cache bumps its version and drops every entry at
 * once (and the changed products' single answers, product-answers.ts), so it never serves a pre-write answer, and
 * every other instance on the same PostgreSQL does the same when the NOTIFY reaches it (milliseconds). Without that
 * notice an answer is fresh for one TTL; for one more it is still served
 * (stale-while-revalidate) while a single background query refreshes it, so no request waits on a refresh.
 * Concurrent misses for one key share one database query.
 *
 * Tuning (environment): CATALOG_CACHE_TTL_MS (default 5000; 0 turns the cache off), CATALOG_CACHE_ENTRIES (500).
 */
export interface CatalogCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

interface Entry {
  /** Until then the answer is served as it is. */
  freshUntil: number;
  /** Until then a settled answer is still served while one refresh runs. */
  staleUntil: number;
  value: Promise<unknown>;
  settled: boolean;
  /** The answer, once settled (peek hands it over without a promise). */
  result?: unknown;
  refreshing: boolean;
}

export class CatalogCache {
  options: CatalogCacheOptions;
  #entries = new Map<string, Entry>();
  #version = 0;

  constructor(options: CatalogCacheOptions) {
    this.options = options;
  }

  /** Bumped on every invalidation; lets callers tell whether the catalog changed. */
  get version(): number {
    return this.#version;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached answer for `key`, or `compute()`'s, remembered for the TTL. A failed computation is not kept. */
  get<T>(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const { ttlMs, maxEntries } = this.options;
    if (ttlMs <= 0 || maxEntries <= 0) return compute();
    const hit = this.#entries.get(key);
    if (hit && (hit.freshUntil > now || (hit.settled && hit.staleUntil > now))) {
      // Most recently used goes to the end of the Map's order; the front is evicted first.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      if (hit.freshUntil <= now && !hit.refreshing) this.#refresh(key, hit, compute, now);
      return hit.value as Promise<T>;
    }
    if (hit) this.#entries.delete(key);
    const entry = this.#store(key, compute(), now);
    while (this.#entries.size > maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
    return entry.value as Promise<T>;
  }

  #store(key: string, value: Promise<unknown>, now: number): Entry {
    const { ttlMs } = this.options;
    const entry: Entry = {
      freshUntil: now + ttlMs,
      staleUntil: now + 2 * ttlMs,
      value,
      settled: false,
      refreshing: false,
    };
    this.#entries.set(key, entry);
    value.then(
      (result) => {
        entry.result = result;
        entry.settled = true;
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return entry;
  }

  /** Recomputes in the background; the stale answer stays until the new one has arrived. */
  #refresh(key: string, stale: Entry, compute: () => Promise<unknown>, now: number): void {
    stale.refreshing = true;
    const version = this.#version;
    compute().then(
      (value) => {
        // An invalidation meanwhile means this answer may predate the write: drop it.
        if (this.#version !== version || this.#entries.get(key) !== stale) return;
        this.#entries.set(key, {
          freshUntil: now + this.options.ttlMs,
          staleUntil: now + 2 * this.options.ttlMs,
          value: Promise.resolve(value),
          settled: true,
          result: value,
          refreshing: false,
        });
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  /**
   * A fresh, settled answer for `key` without computing anything, handed over as it is (no promise: a hot path
   * sends it at once); undefined otherwise.
   */
  peek<T>(key: string, now = Date.now()): T | undefined {
    const hit = this.#entries.get(key);
    if (!hit?.settled || hit.freshUntil <= now) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, hit);
    return hit.result as T;
  }

  /**
   * Makes `alias` answer whatever `key` answers now, for as long as that answer stays fresh (a refresh of `key`
   * does not carry over: the alias then misses and is set again). Used to skip parsing for a repeated request.
   */
  alias(alias: string, key: string): void {
    const entry = this.#entries.get(key);
    if (!entry || alias === key) return;
    this.#entries.set(alias, entry);
    while (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }

  invalidate(): void {
    this.#version += 1;
    this.#entries.clear();
  }
}

function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogCacheOptions {
  const ttl = Number(env.CATALOG_CACHE_TTL_MS ?? 5000);
  const entries = Number(env.CATALOG_CACHE_ENTRIES ?? 500);
  return {
    ttlMs: Number.isFinite(ttl) && ttl >= 0 ? ttl : 5000,
    maxEntries: Number.isInteger(entries) && entries >= 0 ? entries : 500,
  };
}

/** PRODUCT_CACHE_ENTRIES (20000) and PRODUCT_CACHE_MB (32): a whole 10,000-product catalog in one language fits in about 25 MB. */
function productOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ProductAnswersOptions {
  const entries = Number(env.PRODUCT_CACHE_ENTRIES ?? 20_000);
  const mb = Number(env.PRODUCT_CACHE_MB ?? 32);
  return {
    maxEntries: Number.isInteger(entries) && entries >= 0 ? entries : 20_000,
    maxBytes: (Number.isFinite(mb) && mb >= 0 ? mb : 32) * 1024 * 1024,
  };
}

/** SEARCH_INDEX_PRODUCTS (200000): up to this many products, searches are answered from memory (search-index.ts). */
function searchIndexOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LiveSearchIndexOptions {
  const max = Number(env.SEARCH_INDEX_PRODUCTS ?? 200_000);
  return { maxProducts: Number.isInteger(max) && max >= 0 ? max : 200_000, maxAgeMs: 60_000 };
}

interface Caches {
  answers: CatalogCache;
  products: ProductAnswers;
  searchIndex: LiveSearchIndex;
}

// One pair of caches per database handle: tests run many apps side by side, each on its own database.
const caches = new WeakMap<Database, Caches>();

function cachesOf(target: { database: Database }): Caches {
  let found = caches.get(target.database);
  if (!found) {
    const created = {
      answers: new CatalogCache(optionsFromEnv()),
      products: new ProductAnswers(productOptionsFromEnv()),
      searchIndex: new LiveSearchIndex(
        (ids) => loadIndexedProducts(target.database.db, ids),
        searchIndexOptionsFromEnv(),
      ),
    };
    caches.set(target.database, (found = created));
    // Every change, made here or on another instance, may touch any cached search or count; a product change
    // drops just those products' answers, anything wider all of them.
    shopChanges(target.database).subscribe((change) => {
      if (change.kind === 'site') return;
      created.answers.invalidate();
      created.products.drop(change.kind === 'products' ? change.ids : 'all');
      if (change.kind === 'products') created.searchIndex.productsChanged(change.ids);
      else created.searchIndex.drop();
    });
  }
  return found;
}

/** Search pages and category counts. */
export function catalogCache(target: { database: Database }): CatalogCache {
  return cachesOf(target).answers;
}

/** Single products (GET /post/{id}, carts, wishlists). */
export function productAnswers(target: { database: Database }): ProductAnswers {
  return cachesOf(target).products;
}

/** The catalog's search index (searches, when it is current). */
export function searchIndex(target: { database: Database }): LiveSearchIndex {
  return cachesOf(target).searchIndex;
}

/**
 * The one call every product write makes after it committed (admin edits, stock taken or returned by orders,
 * refunds, expiry, seeding), with the app's Services: the named products (or all, when no ids are given or 'all')
 * leave the product cache, and every search page and count goes (a page may list any of them), here at once and on
 * every other instance when the change reaches it. Answers read here after this call show the write.
 */
export function invalidateCatalogCache(target: { database: Database }, changed?: Iterable<number> | 'all'): void {
  cachesOf(target);
  const ids = changed === undefined || changed === 'all' ? undefined : [...changed];
  void shopChanges(target.database).publish(ids ? { kind: 'products', ids } : { kind: 'catalog' });
}
