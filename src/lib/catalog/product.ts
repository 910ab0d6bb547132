import type { Product } from '../api/product.ts';

/** A product is In Stock when its first size's quantity is above 0. */
export function isInStock(product: Pick<Product, 'sizeQuantities'>): boolean {
  return (product.sizeQuantities[0]?.quantity ?? 0) > 0;
}

export function totalQuantity(product: Pick<Product, 'sizeQuantities'>): number {
  return product.sizeQuantities.reduce((sum, s) => sum + s.quantity, 0);
}
