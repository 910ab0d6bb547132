import { describe, expect, it } from 'vitest';
import { anyInStock, lowSizes, stockFingerprint } from './stock-levels.ts';

describe('lowSizes', () => {
  it('lists the sizes in stock with five or fewer left', () => {
    const sizes = [
      { size: 'S', quantity: 0 },
      { size: 'M', quantity: 1 },
      { size: 'L', quantity: 5 },
      { size: 'XL', quantity: 6 },
    ];
    expect(lowSizes(sizes).map((s) => s.size)).toEqual(['M', 'L']);
  });
});

describe('anyInStock', () => {
  it('is true while one size has a unit left', () => {
    expect(
      anyInStock([
        { size: 'S', quantity: 0 },
        { size: 'M', quantity: 1 },
      ]),
    ).toBe(true);
    expect(anyInStock([{ size: 'S', quantity: 0 }])).toBe(false);
    expect(anyInStock([])).toBe(false);
  });
});

describe('stockFingerprint', () => {
  const sizes = [
    { size: 'S', quantity: 2 },
    { size: 'M', quantity: 0 },
  ];
  it('is the same for the same price and counts', () => {
    const copy = sizes.map((s) => ({ ...s }));
    expect(stockFingerprint(12.5, sizes)).toBe(stockFingerprint(12.5, copy));
  });
  it('changes with the price, a count, a size or the order of sizes', () => {
    const built = stockFingerprint(12.5, sizes);
    expect(stockFingerprint(13, sizes)).not.toBe(built);
    expect(stockFingerprint(12.5, [sizes[0]!, { size: 'M', quantity: 1 }])).not.toBe(built);
    expect(stockFingerprint(12.5, [sizes[0]!])).not.toBe(built);
    expect(stockFingerprint(12.5, [sizes[1]!, sizes[0]!])).not.toBe(built);
  });
});
