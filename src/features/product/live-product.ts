import type { Product } from '../../lib/api/product.ts';
import { fetchProduct } from '../shopping/product-api.ts';

const reads = new Map<number, Promise<Product | null>>();

/**
 * GET /api/post/{id}, asked once per page load: the page script that decides whether the purchase box must wake
 * and the box itself share the answer. A failed read is forgotten, so the next asker tries again.
 */
export function liveProduct(id: number): Promise<Product | null> {
  let read = reads.get(id);
  if (!read) {
    read = fetchProduct(id);
    reads.set(id, read);
    read.catch(() => reads.delete(id));
  }
  return read;
}
