import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  pageCount,
  priceRangeInverted,
  sameFilters,
  searchBody,
  withFilterChange,
  type ListingFilters,
} from './listing-state.ts';

describe('listing URL state', () => {
  it('leaves the defaults out of the URL', () => {
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
    expect(filtersFromSearch('')).toEqual(DEFAULT_FILTERS);
  });

  it('round-trips every filter', () => {
    const filters: ListingFilters = {
      q: 'olive & wood',
      minPrice: 10.5,
      maxPrice: 200,
      material: 'Ceramic',
      color: 'red',
      sort: 'price-asc',
      page: 3,
    };
    const search = filtersToSearch(filters);
    expect(search).toBe('?q=olive+%26+wood&min=10.5&max=200&material=Ceramic&color=red&sort=price-asc&page=3');
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('falls back to defaults for malformed values', () => {
    expect(filtersFromSearch('?min=-5&max=abc&sort=random&page=0')).toEqual({ ...DEFAULT_FILTERS, minPrice: 0 });
    expect(filtersFromSearch('?page=2.5').page).toBe(1);
    expect(filtersFromSearch('?page=-1').page).toBe(1);
    expect(filtersFromSearch('?min=').minPrice).toBeNull();
    expect(filtersFromSearch(`?q=${'x'.repeat(5000)}`).q).toHaveLength(200);
  });

  it('trims the search text in the URL and treats spaces as no change', () => {
    expect(filtersToSearch({ ...DEFAULT_FILTERS, q: '  mug ' })).toBe('?q=mug');
    expect(sameFilters({ ...DEFAULT_FILTERS, q: '   ' }, DEFAULT_FILTERS)).toBe(true);
    expect(sameFilters({ ...DEFAULT_FILTERS, q: 'mug ' }, { ...DEFAULT_FILTERS, q: 'mug' })).toBe(true);
  });

  it('goes back to page 1 on any filter change', () => {
    const onPage4 = { ...DEFAULT_FILTERS, page: 4 };
    expect(withFilterChange(onPage4, { color: 'blue' })).toEqual({ ...DEFAULT_FILTERS, color: 'blue', page: 1 });
  });
});

describe('search body', () => {
  it('asks for the newest first by default, 12 per page', () => {
    expect(searchBody({}, DEFAULT_FILTERS)).toEqual({ sortField: 'dateCreated', asc: false, page: 1, size: 12 });
  });

  it('maps every sort', () => {
    const sort = (s: ListingFilters['sort']) => {
      const { sortField, asc } = searchBody({}, { ...DEFAULT_FILTERS, sort: s });
      return `${sortField} ${asc}`;
    };
    expect(
      ['newest', 'oldest', 'name-asc', 'name-desc', 'price-asc', 'price-desc'].map((s) => sort(s as never)),
    ).toEqual(['dateCreated false', 'dateCreated true', 'name true', 'name false', 'price true', 'price false']);
  });

  it('carries the scope and filters, and swaps a reversed price range', () => {
    const body = searchBody(
      { category: 'jerusalem-jewelry', subCategory: 'rings' },
      { ...DEFAULT_FILTERS, q: ' ring ', minPrice: 300, maxPrice: 100, material: 'Silver', color: 'white', page: 2 },
    );
    expect(body).toEqual({
      sortField: 'dateCreated',
      asc: false,
      category: 'jerusalem-jewelry',
      subCategory: 'rings',
      name: 'ring',
      minPrice: 100,
      maxPrice: 300,
      material: 'Silver',
      color: 'white',
      page: 2,
      size: 12,
    });
  });

  it('sends a zero maximum but not a zero minimum', () => {
    expect(searchBody({}, { ...DEFAULT_FILTERS, minPrice: 0, maxPrice: 0 })).toMatchObject({ maxPrice: 0 });
    expect(searchBody({}, { ...DEFAULT_FILTERS, minPrice: 0 })).not.toHaveProperty('minPrice');
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });
});

describe('priceRangeInverted', () => {
  it('is true only when both prices are set and the minimum is above the maximum', () => {
    expect(priceRangeInverted({ minPrice: 50, maxPrice: 20 })).toBe(true);
    expect(priceRangeInverted({ minPrice: 20, maxPrice: 20 })).toBe(false);
    expect(priceRangeInverted({ minPrice: 50, maxPrice: null })).toBe(false);
    expect(priceRangeInverted({ minPrice: null, maxPrice: 0 })).toBe(false);
  });
});
