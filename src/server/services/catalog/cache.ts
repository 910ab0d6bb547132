import { shopChanges } from '../../cluster/shop-changes.ts';
import type { Database } from '../../db/client.ts';

/**
 * A small in-process LRU of catalog answers (search pages, category counts), keyed by the normalized query.
 *
 * Freshness: any product write must call `invalidateCatalogCache(services)` once it has committed. That publishes
 * the change (cluster/shop-changes.ts): this instance's cache bumps its version and drops every entry at once, so it
 * never serves a pre-write answer, and every other instance on the same PostgreSQL does the same when the NOTIFY
 * reaches it (milliseconds). Without that notice an answer is fresh for one TTL; for one more it is still served
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
    const entry: Entry = { freshUntil: now + ttlMs, staleUntil: now + 2 * ttlMs, value, settled: false, refreshing: false };
    this.#entries.set(key, entry);
    value.then(
      () => {
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
        this.#entries.set(key, { freshUntil: now + this.options.ttlMs, staleUntil: now + 2 * this.options.ttlMs, value: Promise.resolve(value), settled: true, refreshing: false });
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  /** A fresh, settled answer for `key` without computing anything; undefined otherwise. */
  peek<T>(key: string, now = Date.now()): Promise<T> | undefined {
    const hit = this.#entries.get(key);
    if (!hit?.settled || hit.freshUntil <= now) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, hit);
    return hit.value as Promise<T>;
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

// One cache per database handle: tests run many apps side by side, each on its own database.
const caches = new WeakMap<Database, CatalogCache>();

export function catalogCache(target: { database: Database }): CatalogCache {
  let cache = caches.get(target.database);
  if (!cache) {
    const created = new CatalogCache(optionsFromEnv());
    caches.set(target.database, (cache = created));
    // Every change, made here or on another instance, may touch any cached search or count.
    shopChanges(target.database).subscribe((change) => {
      if (change.kind !== 'site') created.invalidate();
    });
  }
  return cache;
}

/**
 * Call after any committed write to products or their sizes (admin edits, stock changes), with the app's Services:
 * drops the cached answers here and on every other instance. Pass the products' ids when they are known.
 */
export function invalidateCatalogCache(target: { database: Database }, productIds?: number[]): void {
  catalogCache(target);
  void shopChanges(target.database).publish(productIds ? { kind: 'products', ids: productIds } : { kind: 'catalog' });
}
