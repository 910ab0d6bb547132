import { describe, expect, it } from 'vitest';
import { anyInStock, lowSizes } from './stock-levels.ts';

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
