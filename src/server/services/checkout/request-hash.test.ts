import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../../lib/checkout/request.ts';
import { checkoutRequestHash, mergeLines } from './request-hash.ts';

const address = {
  fullName: 'Ada Buyer',
  street: '1 Main St',
  city: 'Yerevan',
  state: undefined,
  zipCode: '0010',
  country: 'Armenia',
  phone: '+374 10 123456',
};
const request = (orderItems: CheckoutRequest['orderItems']): CheckoutRequest => ({
  paymentMethod: 'PayPal',
  shippingAddress: address,
  orderItems,
});

describe('checkout request hash', () => {
  it('ignores the order of lines and the browser’s unit prices', () => {
    const a = request([
      { productId: 1, size: '7', quantity: 1, unitPrice: 168.64 },
      { productId: 2, quantity: 2, unitPrice: 40 },
    ]);
    const b = request([
      { productId: 2, quantity: 2, unitPrice: 0.01 },
      { productId: 1, size: '7', quantity: 1 },
    ]);
    expect(checkoutRequestHash(a)).toBe(checkoutRequestHash(b));
  });
  it('changes with a quantity, a size or the address', () => {
    const base = checkoutRequestHash(request([{ productId: 1, size: '7', quantity: 1 }]));
    expect(checkoutRequestHash(request([{ productId: 1, size: '7', quantity: 2 }]))).not.toBe(base);
    expect(checkoutRequestHash(request([{ productId: 1, size: '8', quantity: 1 }]))).not.toBe(base);
    expect(
      checkoutRequestHash({
        ...request([{ productId: 1, size: '7', quantity: 1 }]),
        shippingAddress: { ...address, city: 'Gyumri' },
      }),
    ).not.toBe(base);
  });
  it('merges repeated lines', () => {
    expect(
      mergeLines([
        { productId: 3, size: 'M', quantity: 1 },
        { productId: 3, size: 'M', quantity: 2 },
        { productId: 3, size: 'L', quantity: 1 },
      ]),
    ).toEqual([
      { productId: 3, size: 'L', quantity: 1 },
      { productId: 3, size: 'M', quantity: 3 },
    ]);
  });
});
