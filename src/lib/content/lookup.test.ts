import { describe, expect, it } from 'vitest';
import { loadContent } from '../../server/content/load.ts';
import { findCategory, findSubCategory, ringSku, sizesForSubCategory, subCategoryBelongs } from './lookup.ts';

const content = loadContent();

describe('content look-ups', () => {
  it('finds categories and sub-categories within their category', () => {
    expect(findCategory(content, 'olive-wood-gifts')?.title).toBe('Olive Wood Gifts');
    expect(findCategory(content, 'nope')).toBeUndefined();
    expect(findSubCategory(content, 'clothing', 'kippa')?.title).toBeTruthy();
    expect(subCategoryBelongs(content, 'jerusalem-jewelry', 'rings')).toBe(true);
    expect(subCategoryBelongs(content, 'clothing', 'rings')).toBe(false);
    // 'magnets' recurs in several categories
    expect(subCategoryBelongs(content, 'armenian-ceramics', 'magnets')).toBe(true);
    expect(subCategoryBelongs(content, 'christian-gifts', 'magnets')).toBe(true);
  });

  it('offers ring, clothing and general sizes', () => {
    expect(sizesForSubCategory(content, 'rings')).toHaveLength(19);
    expect(sizesForSubCategory(content, 'rings')[0]).toEqual({ value: '5', name: '5' });
    expect(sizesForSubCategory(content, 't-shirt').map((s) => s.value)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(sizesForSubCategory(content, 'vases').map((s) => s.value)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'custom']);
    expect(sizesForSubCategory(content, null).map((s) => s.value)).toContain('custom');
    expect(ringSku(content, '12.5')).toBe('armring-125');
    expect(ringSku(content, 'XL')).toBeUndefined();
  });
});
