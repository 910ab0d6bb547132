import { describe, expect, it } from 'vitest';
import type { Cart } from '../../lib/api/cart.ts';
import { addressProblems, checkoutBody, checkoutFingerprint, draftFrom, summaryOf } from './address-form.ts';

const countries = ['Armenia', 'Aruba (Isle)'];
const good = {
  fullName: 'Ani',
  street: '1 Main',
  city: 'Yerevan',
  state: '',
  zipCode: '0010',
  country: 'Armenia',
  phone: '+374 10 123456',
};

const cart: Cart = {
  items: [
    {
      cartItemId: '1-7',
      selectedSize: '7',
      quantity: 2,
      available: 5,
      lineTotal: 337.28,
      product: {
        id: 1,
        name: 'Ring',
        desc: '',
        care: '',
        missingLanguages: [],
        price: 168.64,
        weight: 20,
        category: 'jerusalem-jewelry',
        subCategory: 'rings',
        color: null,
        material: null,
        imageUrls: [],
        sizeQuantities: [],
        dateCreated: '',
      },
    },
    {
      cartItemId: '2-One size',
      selectedSize: 'One size',
      quantity: 1,
      available: 3,
      lineTotal: 45.5,
      product: {
        id: 2,
        name: 'Bowl',
        desc: '',
        care: '',
        missingLanguages: [],
        price: 45.5,
        weight: 650,
        category: 'armenian-ceramics',
        subCategory: 'bowls',
        color: null,
        material: null,
        imageUrls: [],
        sizeQuantities: [],
        dateCreated: '',
      },
    },
  ],
  totalPrice: 382.78,
  totalWeight: 690,
  count: 3,
  shippingPrice: null,
};

describe('checkout address form', () => {
  it('prefills from the billing address, dropping a country not on the list', () => {
    expect(draftFrom({ ...good, state: undefined }, countries)).toEqual(good);
    expect(draftFrom({ ...good, country: 'Atlantis' }, countries).country).toBe('');
    expect(draftFrom(null, countries).fullName).toBe('');
  });
  it('names each field that needs attention', () => {
    expect(addressProblems(good, countries)).toEqual({});
    expect(
      addressProblems({ ...good, fullName: ' ', zipCode: '12a', country: '', phone: 'call me' }, countries),
    ).toEqual({
      fullName: 'checkout.error.required',
      zipCode: 'checkout.error.zipCode',
      country: 'checkout.error.country',
      phone: 'checkout.error.phone',
    });
  });
  it('builds the request from the cart, state left out when empty', () => {
    const body = checkoutBody('ani@example.com', cart, { ...good, city: ' Yerevan ' });
    expect(body.shippingAddress).toEqual({ ...good, state: undefined });
    expect(body.orderItems).toEqual([
      { productId: 1, size: '7', quantity: 2, unitPrice: 168.64 },
      { productId: 2, size: 'One size', quantity: 1, unitPrice: 45.5 },
    ]);
    expect(checkoutFingerprint(body)).toBe(checkoutFingerprint(checkoutBody('ani@example.com', cart, good)));
  });
  it('sums the summary in cents and grams', () => {
    expect(summaryOf(cart, null)).toEqual({
      subtotalCents: 38_278,
      weightGrams: 690,
      shippingCents: null,
      grandTotalCents: 38_278,
    });
    expect(summaryOf(cart, 42.73).grandTotalCents).toBe(42_551);
  });
});
