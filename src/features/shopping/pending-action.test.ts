import { describe, expect, it } from 'vitest';
import { PENDING_ACTION_MAX_AGE_MS, pendingActionFor } from './pending-action.ts';

const now = 1_800_000_000_000;
const saved = (action: unknown, savedAt = now - 1000) => JSON.stringify({ savedAt, action });

describe('pendingActionFor', () => {
  it('gives back the cart action with its size and quantity, or the wishlist action, for the same product', () => {
    expect(pendingActionFor(saved({ kind: 'cart', productId: 7, size: 'M', quantity: 2 }), 7, now)).toEqual({
      kind: 'cart',
      productId: 7,
      size: 'M',
      quantity: 2,
    });
    expect(pendingActionFor(saved({ kind: 'cart', productId: 7 }), 7, now)).toEqual({ kind: 'cart', productId: 7 });
    expect(pendingActionFor(saved({ kind: 'wishlist', productId: 7 }), 7, now)).toEqual({
      kind: 'wishlist',
      productId: 7,
    });
  });

  it('ignores another product, an old or future save, unknown kinds, bad quantities and unreadable text', () => {
    expect(pendingActionFor(saved({ kind: 'cart', productId: 8, size: 'M' }), 7, now)).toBeNull();
    expect(
      pendingActionFor(saved({ kind: 'cart', productId: 7 }, now - PENDING_ACTION_MAX_AGE_MS - 1), 7, now),
    ).toBeNull();
    expect(pendingActionFor(saved({ kind: 'cart', productId: 7 }, now + 60_000), 7, now)).toBeNull();
    expect(pendingActionFor(saved({ kind: 'delete', productId: 7 }), 7, now)).toBeNull();
    expect(pendingActionFor(saved({ kind: 'cart', productId: 7, size: 'M', quantity: -3 }), 7, now)).toEqual({
      kind: 'cart',
      productId: 7,
      size: 'M',
    });
    expect(pendingActionFor('{not json', 7, now)).toBeNull();
    expect(pendingActionFor(null, 7, now)).toBeNull();
  });
});
