import { describe, expect, it } from 'vitest';
import { PRODUCT_INPUT_MESSAGES } from '../../lib/products/product-input.ts';
import { translateProblem } from './product-problem.ts';

const t = (key: string) => `«${key}»`;

describe('translateProblem', () => {
  it('translates every message of the product rules', () => {
    for (const message of Object.values(PRODUCT_INPUT_MESSAGES)) {
      expect(translateProblem(t, message), message).toMatch(/^«admin\.form\.\w+»$/);
    }
  });

  it('passes any other message through as it came', () => {
    expect(translateProblem(t, 'Product 12 is in an order')).toBe('Product 12 is in an order');
  });
});
