import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { CatalogCache, catalogCache, invalidateCatalogCache } from './cache.ts';

function counter() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: (value: string) => () => {
      calls += 1;
      return Promise.resolve(value);
    },
  };
}

/** A computation that answers only when the test releases it, counting how often it was started. */
function held() {
  let release: (value: string) => void = () => {};
  const h = {
    calls: 0,
    compute: () => {
      h.calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    },
    release: (value: string) => release(value),
  };
  return h;
}

describe('CatalogCache', () => {
  it('answers a repeated key from memory within the TTL', async () => {
    const cache = new CatalogCache({ ttlMs: 1000, maxEntries: 10 });
    const c = counter();
    expect(await cache.get('k', c.compute('a'), 0)).toBe('a');
    expect(await cache.get('k', c.compute('b'), 999)).toBe('a');
    expect(c.calls).toBe(1);
  });

  it('serves a stale answer for one more TTL while one background refresh runs', async () => {
    const cache = new CatalogCache({ ttlMs: 1000, maxEntries: 10 });
    const slow = held();
    await cache.get('k', () => Promise.resolve('a'), 0);
    expect(await cache.get('k', slow.compute, 1500)).toBe('a');
    expect(await cache.get('k', slow.compute, 1501)).toBe('a');
    expect(slow.calls).toBe(1);
    slow.release('b');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', slow.compute, 1600)).toBe('b');
    expect(slow.calls).toBe(1);
  });

  it('waits for a fresh answer once the stale window has passed too', async () => {
    const cache = new CatalogCache({ ttlMs: 1000, maxEntries: 10 });
    const c = counter();
    await cache.get('k', c.compute('a'), 0);
    expect(await cache.get('k', c.compute('b'), 2000)).toBe('b');
  });

  it('throws away a refresh that started before an invalidation', async () => {
    const cache = new CatalogCache({ ttlMs: 1000, maxEntries: 10 });
    const c = counter();
    await cache.get('k', c.compute('old'), 0);
    const slow = held();
    expect(await cache.get('k', slow.compute, 1500)).toBe('old');
    cache.invalidate();
    slow.release('from before the write');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', c.compute('new'), 1600)).toBe('new');
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = new CatalogCache({ ttlMs: 1000, maxEntries: 10 });
    const slow = held();
    const first = cache.get('k', slow.compute, 0);
    const second = cache.get('k', slow.compute, 1);
    slow.release('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(slow.calls).toBe(1);
  });

  it('does not keep a failed computation', async () => {
    const cache = new CatalogCache({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down');
    await Promise.resolve();
    expect(await cache.get('k', () => Promise.resolve('ok'), 1)).toBe('ok');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new CatalogCache({ ttlMs: 1000, maxEntries: 2 });
    const c = counter();
    await cache.get('a', c.compute('a'), 0);
    await cache.get('b', c.compute('b'), 0);
    await cache.get('a', c.compute('a'), 1); // a is now the most recent
    await cache.get('c', c.compute('c'), 2); // evicts b
    expect(cache.size).toBe(2);
    await cache.get('a', c.compute('a'), 3);
    expect(c.calls).toBe(3);
    await cache.get('b', c.compute('b'), 4);
    expect(c.calls).toBe(4);
  });

  it('drops everything and bumps the version on invalidate', async () => {
    const cache = new CatalogCache({ ttlMs: 1000, maxEntries: 10 });
    const c = counter();
    await cache.get('k', c.compute('old'), 0);
    const version = cache.version;
    cache.invalidate();
    expect(cache.version).toBe(version + 1);
    expect(await cache.get('k', c.compute('new'), 1)).toBe('new');
  });

  it('lets an alias answer what its key answers while that answer is fresh', async () => {
    const cache = new CatalogCache({ ttlMs: 1000, maxEntries: 10 });
    expect(cache.peek('raw', 0)).toBeUndefined();
    await cache.get('key', () => Promise.resolve('a'), 0);
    cache.alias('raw', 'key');
    expect(cache.peek('raw', 999)).toBe('a');
    expect(cache.peek('raw', 1000)).toBeUndefined();
    cache.invalidate();
    expect(cache.peek('raw', 1)).toBeUndefined();
  });

  it('never peeks an answer that is still being computed or failed', async () => {
    const cache = new CatalogCache({ ttlMs: 1000, maxEntries: 10 });
    const pending = cache.get('key', () => new Promise<string>(() => {}), 0);
    cache.alias('raw', 'key');
    expect(cache.peek('raw', 1)).toBeUndefined();
    void pending;
    await cache.get('bad', () => Promise.reject(new Error('x')), 0).catch(() => {});
    cache.alias('raw2', 'bad');
    expect(cache.peek('raw2', 1)).toBeUndefined();
  });

  it('is off with a TTL of 0', async () => {
    const cache = new CatalogCache({ ttlMs: 0, maxEntries: 10 });
    const c = counter();
    await cache.get('k', c.compute('a'), 0);
    await cache.get('k', c.compute('a'), 0);
    expect(c.calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('catalogCache', () => {
  it('keeps one cache per database handle', () => {
    const one = { database: {} as Database };
    const two = { database: {} as Database };
    expect(catalogCache(one)).toBe(catalogCache(one));
    expect(catalogCache(one)).not.toBe(catalogCache(two));
    const before = catalogCache(two).version;
    invalidateCatalogCache(one, 'all');
    expect(catalogCache(two).version).toBe(before);
  });
});
