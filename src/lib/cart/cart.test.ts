import { describe, expect, it } from 'vitest';
import { cartItemIdOf, parseCartItemId } from './cart-item-id.ts';
import { canDecrease, canIncrease, cartQuantityProblem } from './quantity.ts';

describe('cart item ids', () => {
  it('round-trips ring, clothing, free-text and dashed sizes', () => {
    for (const size of ['7.5', 'XXL', 'One size', 'custom', 'S-M', '10 1/2']) {
      expect(parseCartItemId(cartItemIdOf(42, size))).toEqual({ productId: 42, size });
    }
    expect(cartItemIdOf(12, '7.5')).toBe('12-7.5');
  });
  it('refuses ids without a product id or a size', () => {
    for (const bad of ['', '12', '12-', '-XL', 'abc-XL', '0-XL']) expect(parseCartItemId(bad), bad).toBeUndefined();
  });
});

describe('cart quantity', () => {
  const ring = { name: 'Armenian ring', size: '7', stock: 3 };
  it('accepts 1 to the stock of the size', () => {
    expect(cartQuantityProblem(1, ring)).toBeNull();
    expect(cartQuantityProblem(3, ring)).toBeNull();
  });
  it('says why it refuses', () => {
    expect(cartQuantityProblem(0, ring)).toEqual({ key: 'api.quantityAtLeastOne' });
    expect(cartQuantityProblem(1.5, ring)).toEqual({ key: 'api.quantityAtLeastOne' });
    expect(cartQuantityProblem(4, ring)).toEqual({
      key: 'api.onlyInStock',
      vars: { name: 'Armenian ring', size: '7', count: 3 },
    });
    expect(cartQuantityProblem(1, { ...ring, stock: 0 })).toEqual({
      key: 'api.outOfStock',
      vars: { name: 'Armenian ring', size: '7' },
    });
  });
  it('tells the stepper which way it may go', () => {
    expect(canIncrease(2, 3)).toBe(true);
    expect(canIncrease(3, 3)).toBe(false);
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
  });
});
