import { describe, expect, it } from 'vitest';
import { indexCatalog } from './catalog-index.ts';
import { relatedProducts } from './related.ts';
import { testProduct } from './test-products.ts';

const product = (category: string, subCategory: string | null, day: number) =>
  testProduct(category, subCategory, new Date(Date.UTC(2026, 0, day)).toISOString());

describe('relatedProducts', () => {
  const mug = product('ceramics', 'mugs', 1);
  const mug2 = product('ceramics', 'mugs', 2);
  const mug3 = product('ceramics', 'mugs', 3);
  const plate = product('ceramics', 'plates', 4);
  const loose = product('ceramics', null, 5);
  // The same sub-category route under another category is another sub-category.
  const woodMug = product('olive-wood', 'mugs', 6);
  const index = indexCatalog([mug, mug2, mug3, plate, loose, woodMug]);

  it('takes its own sub-category first, then the rest of the category, newest first, never itself', () => {
    expect(relatedProducts(index, mug).map((p) => p.id)).toEqual([mug3.id, mug2.id, loose.id, plate.id]);
  });

  it('stops at the limit', () => {
    expect(relatedProducts(index, mug, 2).map((p) => p.id)).toEqual([mug3.id, mug2.id]);
  });

  it('uses the category alone for a product without a sub-category, and may find nothing', () => {
    expect(relatedProducts(index, loose).map((p) => p.id)).toEqual([plate.id, mug3.id, mug2.id, mug.id]);
    expect(relatedProducts(index, woodMug)).toEqual([]);
  });
});
