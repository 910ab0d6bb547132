import { ApiError, apiCall, withFallbackMessage } from '../../lib/api/client.ts';
import type { Product } from '../../lib/api/product.ts';

/** GET /api/post/{id}: the product with its live stock; null when it does not exist (404). */
export async function fetchProduct(id: number, signal?: AbortSignal): Promise<Product | null> {
  try {
    return await apiCall<Product>('GET', `/post/${id}`, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw withFallbackMessage(err, 'Error loading product.');
  }
}
