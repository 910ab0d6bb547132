import { describe, expect, it } from 'vitest';
import { netStockMoves } from './stock-moves.ts';

describe('net stock moves of a checkout that replaces open orders', () => {
  it('adds up freed and wanted units per product and size, in lock order', () => {
    expect(
      netStockMoves(
        [
          { productId: 9, size: 'M', quantity: 1 },
          { productId: 2, size: '7', quantity: 2 },
          { productId: 9, size: 'M', quantity: 2 },
        ],
        [
          { productId: 2, size: '7', quantity: 1 },
          { productId: 5, size: 'One size', quantity: 1 },
          { productId: 2, size: '6.5', quantity: 3 },
        ],
      ),
    ).toEqual([
      { productId: 2, size: '6.5', freed: 0, wanted: 3 },
      { productId: 2, size: '7', freed: 2, wanted: 1 },
      { productId: 5, size: 'One size', freed: 0, wanted: 1 },
      { productId: 9, size: 'M', freed: 3, wanted: 0 },
    ]);
  });
  it('is empty when nothing moves', () => {
    expect(netStockMoves([], [])).toEqual([]);
  });
});
