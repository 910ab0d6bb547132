import { ApiError, apiCall, withFallbackMessage } from '../../lib/api/client.ts';
import type { Product, ProductWithTranslations } from '../../lib/api/product.ts';

/** GET /api/post/{id}: the product with its live stock, in the page's language; null when it does not exist (404). */
export function fetchProduct(id: number, signal?: AbortSignal): Promise<Product | null> {
  return productOrNull<Product>(`/post/${id}`, signal);
}

/** The same product with every language's words as stored (the edit form's); null when it does not exist. */
export function fetchProductWithTranslations(id: number): Promise<ProductWithTranslations | null> {
  return productOrNull<ProductWithTranslations>(`/post/${id}?translations=true`);
}

async function productOrNull<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return await apiCall<T>('GET', path, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw withFallbackMessage(err, 'Error loading product.');
  }
}
