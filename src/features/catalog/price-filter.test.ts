import { describe, expect, it } from 'vitest';
import { activeFilterCount, parsePrice, priceText } from './price-filter.ts';

describe('parsePrice', () => {
  it('reads a typed price in whole cents, never below 0', () => {
    expect(parsePrice('12.345')).toBe(12.35);
    expect(parsePrice(' 40 ')).toBe(40);
    expect(parsePrice('-5')).toBe(0);
  });

  it('is no filter when empty or not a number', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('   ')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
  });

  it('round-trips through the field text', () => {
    expect(parsePrice(priceText(19.99))).toBe(19.99);
    expect(priceText(null)).toBe('');
  });
});

describe('activeFilterCount', () => {
  const none = { minPrice: null, maxPrice: null, material: '', color: '' };

  it('counts the set folded-away filters', () => {
    expect(activeFilterCount(none)).toBe(0);
    expect(activeFilterCount({ ...none, minPrice: 0, color: 'blue' })).toBe(2);
    expect(activeFilterCount({ minPrice: 1, maxPrice: 2, material: 'silver', color: 'blue' })).toBe(4);
  });
});
