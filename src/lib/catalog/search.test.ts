import { describe, expect, it } from 'vitest';
import { escapeLike, MAX_UNPAGED_RESULTS, normalizeSearch, SearchInputError, searchKey } from './search.ts';

describe('normalizeSearch', () => {
  it('defaults to newest first, every match up to the cap', () => {
    expect(normalizeSearch({})).toEqual({
      locale: 'en',
      sortField: 'dateCreated',
      asc: false,
      limit: MAX_UNPAGED_RESULTS,
      offset: 0,
      paged: false,
    });
  });

  it('sorts name and price ascending unless told otherwise', () => {
    expect(normalizeSearch({ sortField: 'price' }).asc).toBe(true);
    expect(normalizeSearch({ sortField: 'name', asc: false }).asc).toBe(false);
    expect(normalizeSearch({ sortField: 'dateCreated', asc: true }).asc).toBe(true);
  });

  it('reads empty strings and nulls as "no filter"', () => {
    const search = normalizeSearch({
      sortField: '',
      asc: '',
      category: '',
      subCategory: null,
      name: '  ',
      material: '',
      color: '',
      dateFrom: '',
      dateTo: null,
      minPrice: null,
      maxPrice: null,
      page: null,
      size: null,
    });
    expect(search).toEqual(normalizeSearch({}));
  });

  it('turns dollar bounds into inclusive cent bounds', () => {
    expect(normalizeSearch({ minPrice: 10, maxPrice: 20.5 })).toMatchObject({
      minPriceCents: 1000,
      maxPriceCents: 2050,
    });
    expect(normalizeSearch({ minPrice: 168.64, maxPrice: 168.64 })).toMatchObject({
      minPriceCents: 16864,
      maxPriceCents: 16864,
    });
    expect(normalizeSearch({ minPrice: 10.005, maxPrice: 10.009 })).toMatchObject({
      minPriceCents: 1001,
      maxPriceCents: 1000,
    });
    expect(normalizeSearch({ minPrice: 0 }).minPriceCents).toBeUndefined();
  });

  it('refuses impossible price bounds, naming the field', () => {
    expect(() => normalizeSearch({ minPrice: -1 })).toThrow(/^minPrice:/);
    expect(() => normalizeSearch({ maxPrice: Number.NaN })).toThrow(/^maxPrice:/);
    expect(() => normalizeSearch({ minPrice: 30, maxPrice: 20 })).toThrow(
      /^minPrice: must not be greater than maxPrice/,
    );
    expect(() => normalizeSearch({ maxPrice: 1e12 })).toThrow(SearchInputError);
  });

  it('makes dateTo include its whole day', () => {
    expect(normalizeSearch({ dateFrom: '2025-03-01', dateTo: '2025-03-31' })).toMatchObject({
      createdFrom: '2025-03-01T00:00:00.000Z',
      createdBefore: '2025-04-01T00:00:00.000Z',
    });
    expect(normalizeSearch({ dateTo: '2025-03-31T10:00:00Z' }).createdBefore).toBe('2025-03-31T10:00:00.001Z');
  });

  it('refuses impossible dates and reversed ranges', () => {
    expect(() => normalizeSearch({ dateFrom: '2025-02-30' })).toThrow(/^dateFrom:/);
    expect(() => normalizeSearch({ dateTo: 'yesterday' })).toThrow(/^dateTo:/);
    expect(() => normalizeSearch({ dateFrom: '2025-04-02', dateTo: '2025-04-01' })).toThrow(
      /^dateFrom: must not be after dateTo/,
    );
  });

  it('selects one page when page or size is given', () => {
    expect(normalizeSearch({ page: 5, size: 20 })).toMatchObject({ limit: 20, offset: 80, paged: true });
    expect(normalizeSearch({ page: 2 })).toMatchObject({ limit: 12, offset: 12, paged: true });
    expect(normalizeSearch({ size: 7 })).toMatchObject({ limit: 7, offset: 0, paged: true });
  });

  it('refuses pages out of range', () => {
    expect(() => normalizeSearch({ page: 0 })).toThrow(/^page:/);
    expect(() => normalizeSearch({ page: 1e12 })).toThrow(/^page:/);
    expect(() => normalizeSearch({ page: 2 ** 63 })).toThrow(/^page:/);
    expect(() => normalizeSearch({ size: 101 })).toThrow(/^size:/);
    expect(() => normalizeSearch({ size: 1.5 })).toThrow(/^size:/);
  });
});

describe('searchKey', () => {
  it('is the same for the same search in any field order and differs otherwise', () => {
    const a = normalizeSearch({ category: 'clothing', name: 'Hat', maxPrice: 20 });
    const b = normalizeSearch({ maxPrice: 20, name: 'hat ', category: 'clothing', color: '' });
    expect(searchKey(a)).toBe(searchKey(b));
    expect(searchKey(a)).not.toBe(searchKey(normalizeSearch({ category: 'clothing', name: 'hat', maxPrice: 21 })));
    expect(searchKey(normalizeSearch({ category: 'a,b' }))).not.toBe(
      searchKey(normalizeSearch({ category: 'a', subCategory: 'b' })),
    );
  });

  it('differs by the language the answer is worded in', () => {
    expect(searchKey(normalizeSearch({ name: 'bowl' }, 'hy'))).not.toBe(
      searchKey(normalizeSearch({ name: 'bowl' }, 'en')),
    );
  });
});

describe('escapeLike', () => {
  it('escapes exactly the LIKE metacharacters', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('(a+)+$ [x]*')).toBe('(a+)+$ [x]*');
  });
});
