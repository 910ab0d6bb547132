import { describe, expect, it } from 'vitest';
import { firstPage, indexCatalog, productsInScope } from './catalog-index.ts';
import type { Product } from '../api/product.ts';
import { testProduct } from './test-products.ts';

const product = testProduct;

describe('catalog index', () => {
  const products = [
    product('ceramics', 'magnets', '2025-01-01T00:00:00.000Z'),
    product('gifts', 'magnets', '2025-03-01T00:00:00.000Z'),
    product('ceramics', 'tiles', '2025-02-01T00:00:00.000Z'),
    product('ceramics', 'tiles', '2025-02-01T00:00:00.000Z'),
    product('gifts', null, '2024-12-01T00:00:00.000Z'),
  ];
  const index = indexCatalog(products);
  const ids = (list: readonly Product[]) => list.map((p) => p.id);

  it('sorts newest first, ties by higher id (as the API does)', () => {
    expect(ids(index.all)).toEqual([2, 4, 3, 1, 5]);
  });

  it('scopes by category, by sub-category across categories, and by exact pair', () => {
    expect(ids(productsInScope(index, { category: 'ceramics' }))).toEqual([4, 3, 1]);
    expect(ids(productsInScope(index, { subCategory: 'magnets' }))).toEqual([2, 1]);
    expect(ids(productsInScope(index, { category: 'ceramics', subCategory: 'magnets' }))).toEqual([1]);
    expect(productsInScope(index, { category: 'none' })).toEqual([]);
  });

  it('cuts the first page and counts the whole list', () => {
    const page = firstPage(index, {}, 2);
    expect(ids(page.products)).toEqual([2, 4]);
    expect(page.total).toBe(5);
  });
});
