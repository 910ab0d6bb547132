import type { Database } from '../../db/client.ts';

/**
 * A small in-process LRU of catalog answers (search pages, category counts), keyed by the normalized query.
 *
 * Freshness: any product write in this process must call `invalidateCatalogCache(services)`, which bumps the
 * catalog version and drops every entry. Writes made by another instance are seen once the short TTL runs out.
 * Concurrent misses for one key share one database query.
 *
 * Tuning (environment): CATALOG_CACHE_TTL_MS (default 3000; 0 turns the cache off), CATALOG_CACHE_ENTRIES (500).
 */
export interface CatalogCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
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
    if (hit && hit.expiresAt > now) {
      // Most recently used goes to the end of the Map's order; the front is evicted first.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    if (hit) this.#entries.delete(key);
    const value = compute();
    const entry: Entry = { expiresAt: now + ttlMs, value };
    this.#entries.set(key, entry);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    while (this.#entries.size > maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
    return value;
  }

  invalidate(): void {
    this.#version += 1;
    this.#entries.clear();
  }
}

function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogCacheOptions {
  const ttl = Number(env.CATALOG_CACHE_TTL_MS ?? 3000);
  const entries = Number(env.CATALOG_CACHE_ENTRIES ?? 500);
  return {
    ttlMs: Number.isFinite(ttl) && ttl >= 0 ? ttl : 3000,
    maxEntries: Number.isInteger(entries) && entries >= 0 ? entries : 500,
  };
}

// One cache per database handle: tests run many apps side by side, each on its own database.
const caches = new WeakMap<Database, CatalogCache>();

export function catalogCache(target: { database: Database }): CatalogCache {
  let cache = caches.get(target.database);
  if (!cache) caches.set(target.database, (cache = new CatalogCache(optionsFromEnv())));
  return cache;
}

/** Call after any write to products or their sizes (admin edits, stock changes), with the app's Services. */
export function invalidateCatalogCache(target: { database: Database }): void {
  catalogCache(target).invalidate();
}
