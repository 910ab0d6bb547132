import { describe, expect, it } from 'vitest';
import { orderIdFromPath } from './order-id.ts';

describe('orderIdFromPath', () => {
  it('reads /orders/{id} and /order/{id} in any language', () => {
    expect(orderIdFromPath('/orders/abcDEF123_-xyz')).toBe('abcDEF123_-xyz');
    expect(orderIdFromPath('/order/abc/')).toBe('abc');
    expect(orderIdFromPath('/hy/orders/abc')).toBe('abc');
  });
  it('has no id on the shell or elsewhere', () => {
    expect(orderIdFromPath('/orders/_')).toBeNull();
    expect(orderIdFromPath('/orders')).toBeNull();
    expect(orderIdFromPath('/cart')).toBeNull();
  });
});
