import { describe, expect, it } from 'vitest';
import { colorOf, isRing, localWeight, productIdFromPath } from './product-info.ts';

describe('product info', () => {
  it('knows rings by sub-category', () => {
    expect(isRing({ subCategory: 'rings' })).toBe(true);
    expect(isRing({ subCategory: 'bracelets' })).toBe(false);
    expect(isRing({ subCategory: null })).toBe(false);
  });
  it('names colours and gives CSS swatches, except for Other', () => {
    expect(colorOf('#36454F')).toEqual({ name: 'Charcoal', css: '#36454F' });
    expect(colorOf('red')).toEqual({ name: 'Red', css: 'red' });
    expect(colorOf('other')).toEqual({ name: 'Other', css: undefined });
    expect(colorOf(null)).toBeNull();
  });
  it('reads the product id from a path in any language', () => {
    expect(productIdFromPath('/product/42')).toBe(42);
    expect(productIdFromPath('/hy/product/42/')).toBe(42);
    expect(productIdFromPath('/product/_')).toBeNull();
    expect(productIdFromPath('/product/042')).toBeNull();
    expect(productIdFromPath('/product/99999999999')).toBeNull();
    expect(productIdFromPath('/product/1e3')).toBeNull();
  });
  it('formats weight as 850 g / 1.25 kg in English, with local units elsewhere', () => {
    expect(localWeight(850, 'en')).toBe('850 g');
    expect(localWeight(1250, 'en')).toBe('1.25 kg');
    expect(localWeight(850, 'ru')).toBe('850 г');
    expect(localWeight(1250, 'ru')).toBe('1,25 кг');
    expect(localWeight(999.6, 'hy')).toMatch(/^1000 գ$|^1\u00a0?000 գ$/);
  });
});
