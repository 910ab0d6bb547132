import { describe, expect, it } from 'vitest';
import {
  ORDER_ITEM_MESSAGES as M,
  orderItemEditProblem,
  orderItemEditSchema,
  orderTotals,
  unitPriceCents,
} from './item-edit.ts';

describe('order item edits', () => {
  it('accepts a quantity of at least 1 and a price in cents', () => {
    expect(orderItemEditProblem({ quantity: 1, unitPrice: 0 })).toBeNull();
    expect(orderItemEditProblem({ quantity: 3, unitPrice: 19.99 })).toBeNull();
    expect(unitPriceCents(orderItemEditSchema.parse({ quantity: 1, unitPrice: 19.99 }))).toBe(1999);
  });

  it.each([
    [{ quantity: 0, unitPrice: 1 }, M.quantity],
    [{ quantity: -2, unitPrice: 1 }, M.quantity],
    [{ quantity: 1.5, unitPrice: 1 }, M.quantity],
    [{ unitPrice: 1 }, M.quantity],
    [{ quantity: 1, unitPrice: -0.01 }, M.unitPrice],
    [{ quantity: 1, unitPrice: null }, M.unitPrice],
    [{ quantity: 1, unitPrice: 1.005 }, M.unitPriceStep],
  ])('refuses %j with "%s"', (edit, message) => {
    expect(orderItemEditProblem(edit)).toBe(message);
  });

  it('recomputes totals from the lines, keeping the shipping charged', () => {
    expect(
      orderTotals(
        [
          { unitPriceCents: 1999, quantity: 2, weightGrams: 100 },
          { unitPriceCents: 500, quantity: 1, weightGrams: 50 },
        ],
        1200,
      ),
    ).toEqual({ subtotalCents: 4498, discountCents: 0, weightGrams: 250, totalCents: 5698 });
  });

  it("takes the lines' discount shares off the total", () => {
    const lines = [{ unitPriceCents: 1000, quantity: 2, weightGrams: 100, discountCents: 300 }];
    expect(orderTotals(lines, 1200)).toEqual({
      subtotalCents: 2000,
      discountCents: 300,
      weightGrams: 200,
      totalCents: 2900,
    });
  });
});
