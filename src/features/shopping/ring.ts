/** Whether a product is a ring, on its own: listing cards need only this, not the rest of product-info.ts. */
import sizesFile from '../../../content/sizes.json' with { type: 'json' };
import type { Product } from '../../lib/api/product.ts';

const ringSubCategories: readonly string[] = sizesFile.rings.subCategories;

/** The add-to-cart modal is titled 'Select Size' for rings. */
export function isRing(product: Pick<Product, 'subCategory'>): boolean {
  return product.subCategory !== null && ringSubCategories.includes(product.subCategory);
}
