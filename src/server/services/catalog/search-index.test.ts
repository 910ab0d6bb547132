import { describe, expect, it } from 'vitest';
import { normalizeSearch, type ProductSearchInput } from '../../../lib/catalog/search.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { SearchIndex, type IndexedProduct } from './search-index.ts';

const at = (iso: string, extraMicros = 0) => Date.parse(iso) * 1000 + extraMicros;

function product(id: number, facts: Partial<IndexedProduct>): IndexedProduct {
  return {
    id,
    category: 'armenian-ceramics',
    subCategory: 'bowls',
    material: null,
    color: null,
    priceCents: 1000,
    createdMicros: at('2026-01-01T00:00:00Z'),
    name: facts.nameLower ?? `product ${id}`,
    nameHy: facts.nameHyLower ?? null,
    nameRu: facts.nameRuLower ?? null,
    nameLower: `product ${id}`,
    nameHyLower: null,
    nameRuLower: null,
    image: null,
    ...facts,
  };
}

const catalog = new SearchIndex([
  product(1, {
    nameLower: 'pomegranate bowl',
    priceCents: 3000,
    nameHyLower: 'նռան աման',
    nameRuLower: 'гранатовая чаша',
  }),
  product(2, { nameLower: 'olive wood camel', priceCents: 1500, category: 'olive-wood-gifts', subCategory: null }),
  product(3, { nameLower: 'blue bowl', priceCents: 3000, color: 'blue', material: 'ceramic' }),
  product(4, { nameLower: 'ärmenian plate', priceCents: 900, createdMicros: at('2026-01-01T00:00:00Z', 500) }),
  product(5, { nameLower: 'zebra mug', priceCents: 900, nameRuLower: 'кружка', nameHyLower: '' }),
  product(6, { nameLower: 'cup 100%_off', priceCents: 5000, createdMicros: at('2026-02-01T00:00:00Z') }),
]);

const find = (input: ProductSearchInput, locale: Locale = 'en') => catalog.search(normalizeSearch(input, locale));
const ids = (input: ProductSearchInput, locale: Locale = 'en') => find(input, locale)?.ids;

describe('SearchIndex', () => {
  it('sorts by price, then id, both ways', () => {
    expect(ids({ sortField: 'price', asc: true })).toEqual([4, 5, 2, 1, 3, 6]);
    expect(ids({ sortField: 'price', asc: false })).toEqual([6, 3, 1, 2, 5, 4]);
  });

  it('sorts by creation to the microsecond, then id; newest first by default', () => {
    expect(ids({})).toEqual([6, 4, 5, 3, 2, 1]);
    expect(ids({ sortField: 'dateCreated', asc: true })).toEqual([1, 2, 3, 5, 4, 6]);
  });

  it('sorts names in byte order of the shown name (SQL collate "C"), falling back to English', () => {
    expect(ids({ sortField: 'name', asc: true })).toEqual([3, 6, 2, 1, 5, 4]);
    // Russian: 1 and 5 are shown by their Russian names, whose bytes come after every Latin letter's.
    expect(ids({ sortField: 'name', asc: true }, 'ru')).toEqual([3, 6, 2, 4, 1, 5]);
    // Armenian: an empty translation shows the English name.
    expect(ids({ sortField: 'name', asc: false }, 'hy')).toEqual([1, 4, 5, 2, 6, 3]);
  });

  it("matches the text as a literal, case-insensitively, in English and in the shopper's language", () => {
    expect(ids({ name: 'BOWL', sortField: 'price' })).toEqual([1, 3]);
    expect(ids({ name: '100%_' })).toEqual([6]);
    expect(ids({ name: '%' })).toEqual([6]);
    expect(ids({ name: 'ГРАНАТ' }, 'ru')).toEqual([1]);
    expect(ids({ name: 'гранат' }, 'hy')).toEqual([]);
    expect(ids({ name: 'ՆՌԱՆ' }, 'hy')).toEqual([1]);
    // In Armenian the English name still matches.
    expect(ids({ name: 'camel' }, 'hy')).toEqual([2]);
  });

  it('applies every filter, as exact values and inclusive price bounds', () => {
    expect(ids({ category: 'olive-wood-gifts' })).toEqual([2]);
    expect(ids({ subCategory: 'bowls', sortField: 'price' })).toEqual([4, 5, 1, 3, 6]);
    expect(ids({ color: 'blue', material: 'ceramic' })).toEqual([3]);
    expect(ids({ minPrice: 15, maxPrice: 30, sortField: 'price' })).toEqual([2, 1, 3]);
    expect(ids({ dateFrom: '2026-01-15' })).toEqual([6]);
    expect(ids({ dateTo: '2026-01-15', sortField: 'price' })).toEqual([4, 5, 2, 1, 3]);
  });

  it('gives the page asked for and the total of every match', () => {
    expect(find({ sortField: 'price', page: 2, size: 2 })).toEqual({ ids: [2, 1], total: 6 });
    expect(find({ sortField: 'price', page: 4, size: 2 })).toEqual({ ids: [], total: 6 });
    expect(find({ name: 'nothing like it' })).toEqual({ ids: [], total: 0 });
  });

  it('declines a date bound finer than a millisecond (the database answers it)', () => {
    const search = { ...normalizeSearch({}), createdFrom: '2026-01-01T00:00:00.000500Z' };
    expect(catalog.search(search)).toBeUndefined();
    expect(catalog.search({ ...search, createdFrom: '2026-01-01T00:00:00.000000Z' })).toBeDefined();
  });

  it("walks a category's own products in every order, as the whole catalog filtered to it", () => {
    const categories = ['armenian-ceramics', 'olive-wood-gifts', 'judaica'];
    const many = Array.from({ length: 60 }, (_, k) =>
      product(k + 1, {
        category: categories[(k * 7) % 3]!,
        priceCents: 500 + ((k * 37) % 11) * 100,
        createdMicros: at('2026-01-01T00:00:00Z', (k * 13) % 17),
        nameLower: `item ${(k * 29) % 23} ${k % 2 ? 'bowl' : 'cup'}`,
      }),
    );
    const index = new SearchIndex(many);
    const categoryOf = new Map(many.map((p) => [p.id, p.category]));
    const search = (input: ProductSearchInput) => index.search(normalizeSearch(input, 'en'))!;
    for (const sortField of ['price', 'dateCreated', 'name'] as const)
      for (const asc of [true, false])
        for (const name of [undefined, 'bowl'])
          for (const category of categories) {
            const everywhere = search({ sortField, asc, name, size: 100 }).ids;
            const inCategory = everywhere.filter((id) => categoryOf.get(id) === category);
            expect(search({ category, sortField, asc, name, size: 100 })).toEqual({
              ids: inCategory,
              total: inCategory.length,
            });
            expect(search({ category, sortField, asc, name, page: 2, size: 3 }).ids).toEqual(inCategory.slice(3, 6));
          }
  });
});
