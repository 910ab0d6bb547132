import { describe, expect, it } from 'vitest';
import { pageSubject } from './page-subject.ts';

describe('pageSubject', () => {
  it('names the product of a product page or its edit form, in any language', () => {
    expect(pageSubject('product/12')).toEqual({ kind: 'product', id: 12 });
    expect(pageSubject('hy/product/12/')).toEqual({ kind: 'product', id: 12 });
    expect(pageSubject('ru/product/edit/7')).toEqual({ kind: 'product', id: 7 });
  });

  it('gives id 0, a product that cannot exist, for an id that is not a positive integer in range', () => {
    expect(pageSubject('product/abc')).toEqual({ kind: 'product', id: 0 });
    expect(pageSubject('product/99999999999')).toEqual({ kind: 'product', id: 0 });
    expect(pageSubject('product/1e3')).toEqual({ kind: 'product', id: 0 });
  });

  it('names the order of an invoice', () => {
    expect(pageSubject('orders/AbC-123')).toEqual({ kind: 'order', id: 'AbC-123' });
    expect(pageSubject('hy/order/xyz')).toEqual({ kind: 'order', id: 'xyz' });
  });

  it('is null for the bare shells and every other page', () => {
    for (const path of [
      'product/_',
      'hy/orders/_',
      'product/edit/_',
      'shop/armenian-ceramics',
      '',
      'hy',
      'product',
      'product/1/2',
      'about',
    ])
      expect(pageSubject(path), path).toBeNull();
  });
});
