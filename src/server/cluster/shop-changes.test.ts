import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { parseShopChange, shopChangePayload, shopChanges, type ShopChange } from './shop-changes.ts';

describe('shop change payloads', () => {
  it('carry the change and who sent it', () => {
    expect(parseShopChange(shopChangePayload('a', { kind: 'products', ids: [3, 7] }))).toEqual({
      from: 'a',
      change: { kind: 'products', ids: [3, 7] },
    });
    expect(parseShopChange(shopChangePayload('b', { kind: 'site', build: '20261125T160000-ab12' }))).toEqual({
      from: 'b',
      change: { kind: 'site', build: '20261125T160000-ab12' },
    });
    expect(parseShopChange(shopChangePayload('c', { kind: 'catalog' }))).toEqual({
      from: 'c',
      change: { kind: 'catalog' },
    });
  });

  it('become "the catalog changed" when the ids would not fit into one NOTIFY', () => {
    const ids = Array.from({ length: 3000 }, (_, i) => 100_000 + i);
    const payload = shopChangePayload('a', { kind: 'products', ids });
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(parseShopChange(payload).change).toEqual({ kind: 'catalog' });
  });

  it('read anything malformed as "the catalog changed", so a cache is dropped rather than kept', () => {
    expect(parseShopChange('not json').change).toEqual({ kind: 'catalog' });
    expect(parseShopChange('{"from":"x","change":{"kind":"products","ids":["1; drop"]}}').change).toEqual({
      kind: 'catalog',
    });
    expect(parseShopChange('{"change":{"kind":"site"}}').change).toEqual({ kind: 'catalog' });
  });
});

describe('shop changes on PGlite (one process)', () => {
  it('reach every listener of the instance before publish returns, without touching the database', async () => {
    const database = {
      kind: 'pglite',
      db: {},
      withLock: (_name: string, work: () => Promise<unknown>) => work(),
      close: async () => {},
    } as unknown as Database;
    const seen: ShopChange[] = [];
    const other: ShopChange[] = [];
    shopChanges(database).subscribe((change) => seen.push(change));
    const unsubscribe = shopChanges(database).subscribe((change) => other.push(change));
    void shopChanges(database).publish({ kind: 'products', ids: [5] });
    expect(seen).toEqual([{ kind: 'products', ids: [5] }]);
    expect(other).toEqual(seen);
    unsubscribe();
    await shopChanges(database).publish({ kind: 'catalog' });
    expect(seen).toHaveLength(2);
    expect(other).toHaveLength(1);
  });
});
