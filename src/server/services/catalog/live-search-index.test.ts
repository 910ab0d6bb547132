import { describe, expect, it } from 'vitest';
import { LiveSearchIndex } from './live-search-index.ts';
import type { IndexedProduct } from './search-index.ts';

const row = (id: number): IndexedProduct => ({
  id,
  category: 'holidays',
  subCategory: null,
  material: null,
  color: null,
  priceCents: 100 * id,
  createdMicros: id,
  name: `Candle ${id}`,
  nameHy: null,
  nameRu: null,
  nameLower: `candle ${id}`,
  nameHyLower: null,
  nameRuLower: null,
  image: null,
});

/** A loader whose reads the test lets finish one at a time, reading the catalog as it is when let go. */
function controlledLoader(catalog: { rows: IndexedProduct[] }) {
  const waiting: Array<() => void> = [];
  let loads = 0;
  const load = () =>
    new Promise<IndexedProduct[]>((resolve) => {
      loads += 1;
      const rows = [...catalog.rows];
      waiting.push(() => resolve(rows));
    });
  return { load, finish: () => waiting.shift()?.(), loads: () => loads };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LiveSearchIndex', () => {
  it('answers nothing until its first build, which one search starts and the next ones share', async () => {
    const catalog = { rows: [row(1), row(2)] };
    const loader = controlledLoader(catalog);
    const index = new LiveSearchIndex(loader.load, { maxProducts: 10, maxAgeMs: 60_000 });
    expect(index.current()).toBeUndefined();
    expect(index.current()).toBeUndefined();
    expect(loader.loads()).toBe(1);
    loader.finish();
    await tick();
    expect(index.current()?.size).toBe(2);
  });

  it('throws away a build that a change overtook, and builds again on the next search', async () => {
    const catalog = { rows: [row(1)] };
    const loader = controlledLoader(catalog);
    const index = new LiveSearchIndex(loader.load, { maxProducts: 10, maxAgeMs: 60_000 });
    index.current();
    catalog.rows.push(row(2));
    index.drop();
    loader.finish();
    await tick();
    expect(index.current()).toBeUndefined();
    loader.finish();
    await tick();
    expect(index.current()?.size).toBe(2);
    index.drop();
    expect(index.current()).toBeUndefined();
  });

  it('rebuilds an old index in the background, serving the old one meanwhile', async () => {
    const catalog = { rows: [row(1)] };
    const loader = controlledLoader(catalog);
    const index = new LiveSearchIndex(loader.load, { maxProducts: 10, maxAgeMs: 1000 });
    index.current(0);
    loader.finish();
    await tick();
    catalog.rows.push(row(2));
    expect(index.current(999)?.size).toBe(1);
    expect(loader.loads()).toBe(1);
    expect(index.current(1000)?.size).toBe(1);
    expect(loader.loads()).toBe(2);
    loader.finish();
    await tick();
    expect(index.current(1001)?.size).toBe(2);
  });

  it('leaves a catalog larger than its bound to the database until the catalog changes', async () => {
    const catalog = { rows: [row(1), row(2), row(3)] };
    const loader = controlledLoader(catalog);
    const index = new LiveSearchIndex(loader.load, { maxProducts: 2, maxAgeMs: 60_000 });
    index.current();
    loader.finish();
    await tick();
    expect(index.current()).toBeUndefined();
    expect(loader.loads()).toBe(1);
    catalog.rows.pop();
    index.drop();
    index.current();
    loader.finish();
    await tick();
    expect(index.current()?.size).toBe(2);
  });

  it('keeps searches on the database for a while after a failed build', async () => {
    let calls = 0;
    const index = new LiveSearchIndex(
      async () => {
        calls += 1;
        throw new Error('database down');
      },
      { maxProducts: 10, maxAgeMs: 60_000 },
    );
    expect(index.current()).toBeUndefined();
    await tick();
    expect(index.current()).toBeUndefined();
    expect(calls).toBe(1);
  });
});

describe('LiveSearchIndex after a change to named products', () => {
  /** A loader answering at once, reading the catalog as it is; counts whole and partial reads. */
  function liveCatalog(rows: IndexedProduct[]) {
    const reads = { whole: 0, some: 0 };
    const load = async (ids?: readonly number[]) => {
      if (ids) reads.some += 1;
      else reads.whole += 1;
      return rows.filter((r) => !ids || ids.includes(r.id)).map((r) => ({ ...r }));
    };
    return { rows, reads, load };
  }

  it('serves again without a build when none of what it keeps moved (a stock change)', async () => {
    const catalog = liveCatalog([row(1), row(2)]);
    const index = new LiveSearchIndex(catalog.load, { maxProducts: 10, maxAgeMs: 60_000 });
    const built = await index.ready();
    index.productsChanged([2]);
    // Until the row is read again, searches go to the database.
    expect(index.current()).toBeUndefined();
    await tick();
    expect(index.current()).toBe(built);
    expect(catalog.reads).toEqual({ whole: 1, some: 1 });
  });

  it('builds anew when a kept fact moved, or a product came or went', async () => {
    for (const change of [
      (rows: IndexedProduct[]) => {
        rows[1] = { ...rows[1]!, priceCents: 999 };
      },
      (rows: IndexedProduct[]) => {
        rows.push(row(3));
      },
      (rows: IndexedProduct[]) => {
        rows.pop();
      },
    ]) {
      const catalog = liveCatalog([row(1), row(2)]);
      const index = new LiveSearchIndex(catalog.load, { maxProducts: 10, maxAgeMs: 60_000 });
      const built = await index.ready();
      change(catalog.rows);
      index.productsChanged([2, 3]);
      await tick();
      expect(index.current()).toBeUndefined();
      const rebuilt = await index.ready();
      expect(rebuilt).not.toBe(built);
      expect(rebuilt?.size).toBe(catalog.rows.length);
    }
  });

  it('checks every product changed since the last current index, not just the latest', async () => {
    const catalog = liveCatalog([row(1), row(2)]);
    const waiting: Array<() => void> = [];
    const slow = (ids?: readonly number[]) =>
      new Promise<IndexedProduct[]>((resolve) => waiting.push(() => void catalog.load(ids).then(resolve)));
    const index = new LiveSearchIndex(slow, { maxProducts: 10, maxAgeMs: 60_000 });
    const ready = index.ready();
    waiting.shift()!();
    await ready;
    catalog.rows[0] = { ...catalog.rows[0]!, nameLower: 'renamed' };
    index.productsChanged([1]);
    index.productsChanged([2]);
    // The first check is overtaken; the second reads both products and sees the rename.
    waiting.shift()!();
    waiting.shift()!();
    await tick();
    await tick();
    expect(index.current()).toBeUndefined();
  });
});
