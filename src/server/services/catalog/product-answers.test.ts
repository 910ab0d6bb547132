import { describe, expect, it } from 'vitest';
import type { ProductWithTranslations } from '../../../lib/api/product.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { ProductAnswers } from './product-answers.ts';

const productOf = (id: number, quantity = 1, locale: Locale = 'en'): ProductWithTranslations => ({
  id,
  name: `Product ${id} (${locale})`,
  desc: '',
  care: '',
  missingLanguages: [],
  price: 10,
  weight: 100,
  category: 'armenian-ceramics',
  subCategory: null,
  color: null,
  material: null,
  imageUrls: [],
  sizeQuantities: [{ size: 'One size', quantity }],
  dateCreated: '2026-01-01T00:00:00.000Z',
  translations: {
    en: { name: `Product ${id} (en)`, desc: '', care: '' },
    hy: { name: `Product ${id} (hy)`, desc: '', care: '' },
    ru: { name: `Product ${id} (ru)`, desc: '', care: '' },
  },
});

/** A loader over a mutable "database", counting its calls. */
function catalog() {
  const rows = new Map<number, number>([
    [1, 5],
    [2, 5],
    [3, 5],
    [4, 5],
  ]);
  let calls = 0;
  const load = async (ids: number[], locale: Locale) => {
    calls++;
    return new Map(ids.filter((id) => rows.has(id)).map((id) => [id, productOf(id, rows.get(id), locale)]));
  };
  return { rows, load, calls: () => calls };
}

describe('ProductAnswers', () => {
  it('answers a repeat from memory with the JSON text of the product', async () => {
    const db = catalog();
    const cache = new ProductAnswers({ maxEntries: 10, maxBytes: 1 << 20 });
    const first = await cache.get(1, 'en', db.load);
    const again = await cache.get(1, 'en', db.load);
    expect(again).toBe(first);
    // The shopper's answer: every language's words as stored are the edit form's, read from the database.
    const { translations: _, ...product } = productOf(1, 5);
    expect(JSON.parse(first!.answer.json)).toEqual(product);
    expect(first!.product).toEqual(product);
    expect(db.calls()).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1, hitRate: 0.5 });
    expect(Object.isFrozen(first!.product.sizeQuantities[0])).toBe(true);
  });

  it('peeks at a kept answer without loading one', async () => {
    const db = catalog();
    const cache = new ProductAnswers({ maxEntries: 10, maxBytes: 1 << 20 });
    expect(cache.peek(1, 'en')).toBeUndefined();
    const loaded = await cache.get(1, 'en', db.load);
    expect(cache.peek(1, 'en')).toBe(loaded);
    expect(cache.peek(1, 'hy')).toBeUndefined();
    cache.drop([1]);
    expect(cache.peek(1, 'en')).toBeUndefined();
    expect(db.calls()).toBe(1);
  });

  it('loads every missing product of a batch in one call and does not remember unknown ones', async () => {
    const db = catalog();
    const cache = new ProductAnswers({ maxEntries: 10, maxBytes: 1 << 20 });
    await cache.get(1, 'en', db.load);
    const found = await cache.getMany([1, 2, 3, 99, 2], 'en', db.load);
    expect([...found.keys()].sort()).toEqual([1, 2, 3]);
    expect(db.calls()).toBe(2);
    expect(await cache.get(99, 'en', db.load)).toBeUndefined();
    expect(db.calls()).toBe(3);
  });

  it('shows a write after drop, for exactly the dropped products', async () => {
    const db = catalog();
    const cache = new ProductAnswers({ maxEntries: 10, maxBytes: 1 << 20 });
    await cache.getMany([1, 2], 'en', db.load);
    db.rows.set(1, 0);
    cache.drop([1]);
    expect((await cache.get(1, 'en', db.load))!.product.sizeQuantities[0]!.quantity).toBe(0);
    expect(db.calls()).toBe(2);
    await cache.get(2, 'en', db.load);
    expect(db.calls()).toBe(2);
    cache.drop('all');
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('does not keep a load that was under way when a drop happened (it may predate the write)', async () => {
    const db = catalog();
    const cache = new ProductAnswers({ maxEntries: 10, maxBytes: 1 << 20 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async (ids: number[], locale: Locale) => {
      const before = await db.load(ids, locale);
      await gate;
      return before;
    };
    const pending = cache.get(1, 'en', slow);
    await Promise.resolve();
    db.rows.set(1, 2);
    cache.drop([1]);
    release();
    expect((await pending)!.product.sizeQuantities[0]!.quantity).toBe(5);
    expect((await cache.get(1, 'en', db.load))!.product.sizeQuantities[0]!.quantity).toBe(2);
  });

  it('shares one load between concurrent misses of a product', async () => {
    const db = catalog();
    const cache = new ProductAnswers({ maxEntries: 10, maxBytes: 1 << 20 });
    const [a, b] = await Promise.all([cache.get(3, 'en', db.load), cache.get(3, 'en', db.load)]);
    expect(a).toBe(b);
    expect(db.calls()).toBe(1);
  });

  it('never holds more than its bound in entries or bytes, evicting the least recently read', async () => {
    const db = catalog();
    const byCount = new ProductAnswers({ maxEntries: 2, maxBytes: 1 << 20 });
    await byCount.get(1, 'en', db.load);
    await byCount.get(2, 'en', db.load);
    await byCount.get(1, 'en', db.load);
    await byCount.get(3, 'en', db.load);
    expect(byCount.stats().entries).toBe(2);
    await byCount.get(1, 'en', db.load);
    expect(db.calls()).toBe(3);
    await byCount.get(2, 'en', db.load);
    expect(db.calls()).toBe(4);

    // An entry's bytes: its answer's JSON (also its search listing).
    const kept = (await byCount.get(4, 'en', db.load))!;
    const one = kept.answer.json.length;
    const byBytes = new ProductAnswers({ maxEntries: 100, maxBytes: one * 2 + 1 });
    for (const id of [1, 2, 3, 4]) await byBytes.get(id, 'en', db.load);
    expect(byBytes.stats().entries).toBe(2);
    expect(byBytes.stats().bytes).toBeLessThanOrEqual(one * 2 + 1);

    const off = new ProductAnswers({ maxEntries: 0, maxBytes: 1 << 20 });
    await off.get(1, 'en', db.load);
    expect(off.stats().entries).toBe(0);
  });

  it('keeps each language apart and drops a product in every language', async () => {
    const db = catalog();
    const cache = new ProductAnswers({ maxEntries: 10, maxBytes: 1 << 20 });
    const en = await cache.get(1, 'en', db.load);
    const hy = await cache.get(1, 'hy', db.load);
    expect(en!.product.name).toBe('Product 1 (en)');
    expect(hy!.product.name).toBe('Product 1 (hy)');
    expect(await cache.get(1, 'hy', db.load)).toBe(hy);
    expect(db.calls()).toBe(2);
    await cache.get(2, 'ru', db.load);
    db.rows.set(1, 0);
    cache.drop([1]);
    expect(cache.stats().entries).toBe(1);
    expect((await cache.get(1, 'hy', db.load))!.product.sizeQuantities[0]!.quantity).toBe(0);
    expect((await cache.get(1, 'en', db.load))!.product.sizeQuantities[0]!.quantity).toBe(0);
    await cache.get(2, 'ru', db.load);
    expect(db.calls()).toBe(5);
  });
});
