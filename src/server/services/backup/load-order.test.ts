import { describe, expect, it } from 'vitest';
import { loadOrder } from './load-order.ts';

describe('loadOrder', () => {
  it('puts every table after the tables it references', () => {
    const order = loadOrder(
      ['order_items', 'orders', 'products', 'users', 'wishlist_items', 'meta'],
      [
        { table: 'order_items', references: 'orders' },
        { table: 'order_items', references: 'products' },
        { table: 'orders', references: 'users' },
        { table: 'wishlist_items', references: 'users' },
        { table: 'wishlist_items', references: 'products' },
      ],
    );
    expect(order).toEqual(['meta', 'products', 'users', 'orders', 'wishlist_items', 'order_items']);
  });

  it('ignores a table referencing itself and references to tables outside the list', () => {
    expect(
      loadOrder(
        ['categories', 'comments'],
        [
          { table: 'comments', references: 'comments' },
          { table: 'comments', references: 'users' },
        ],
      ),
    ).toEqual(['categories', 'comments']);
  });

  it('reports a cycle between tables', () => {
    expect(() =>
      loadOrder(
        ['a', 'b', 'c'],
        [
          { table: 'a', references: 'b' },
          { table: 'b', references: 'a' },
        ],
      ),
    ).toThrow('The tables a, b reference each other in a cycle');
  });
});
