import { ApiError, apiCall, withFallbackMessage } from '../../lib/api/client.ts';
import type { ProductWithTranslations } from '../../lib/api/product.ts';

/** GET /api/post/{id}: the product with its live stock and stored words; null when it does not exist (404). */
export async function fetchProduct(id: number, signal?: AbortSignal): Promise<ProductWithTranslations | null> {
  try {
    return await apiCall<ProductWithTranslations>('GET', `/post/${id}`, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw withFallbackMessage(err, 'Error loading product.');
  }
}
