import { describe, expect, it } from 'vitest';
import { COLLECTION_TYPES } from '../../src/features/collections/collection-types.ts';
import { defaultContent } from '../../src/server/content/load.ts';
import { DEFAULT_PRODUCT_COUNT, generateCatalog } from '../../src/server/seed/generate.ts';

/** Every tile of the collections type menu leads to a listing with products in the seed catalog. */
describe('collection types against the seed catalog', () => {
  const { products } = generateCatalog(defaultContent(), { count: DEFAULT_PRODUCT_COUNT });
  for (const type of COLLECTION_TYPES) {
    it(`${type.group}/${type.key} → ${type.path} is not empty`, () => {
      const n = products.filter(
        (p) =>
          (!type.scope.category || p.category === type.scope.category) &&
          (!type.scope.subCategory || p.subCategory === type.scope.subCategory),
      ).length;
      expect(n).toBeGreaterThan(0);
    });
  }
});
