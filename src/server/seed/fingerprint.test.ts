import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { generateCatalog, type SeedCatalog } from './generate.ts';

/**
 * The seed catalog's shape, pinned: product order (which becomes the id order), prices, weights, sizes and stock,
 * pictures, categories, colours, materials, SKUs and dates. Texts may be reworded or translated; none of these may
 * move, because tests, screenshots and shops' links rely on the same products behind the same ids.
 */
function fingerprint(catalog: SeedCatalog): string {
  const rows = catalog.products.map((p, index) => [
    p.sku,
    p.priceCents,
    p.weightGrams,
    p.category,
    p.subCategory,
    p.color,
    p.material,
    p.imageUrls,
    p.createdAt.toISOString(),
    catalog.sizes.filter((s) => s.productIndex === index).map((s) => [s.size, s.quantity, s.position, s.sku ?? null]),
  ]);
  return createHash('sha256')
    .update(JSON.stringify([rows, catalog.images.map((i) => i.url)]))
    .digest('hex');
}

describe('seed catalog fingerprint', () => {
  const content = loadContent();

  it('keeps the 480 products in the same order with the same prices, sizes, pictures and categories', () => {
    expect(fingerprint(generateCatalog(content))).toBe(
      'de51c2383a835db3c23caa0e28fd167d0faf1ba72414a2db7e0220d4e2b9a730',
    );
  });

  it('keeps a larger catalog the same too', () => {
    expect(fingerprint(generateCatalog(content, { count: 3000 }))).toBe(
      'b5165c2d3be88a439c1bea2868ace3a7252dfe79476c51e1b6b5edc082856e4d',
    );
  });
});
