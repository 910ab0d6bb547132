import { apiRequest, countHeader, withFallbackMessage } from '../../lib/api/client.ts';
import type { Product } from '../../lib/api/product.ts';
import type { ProductSearchRequest } from '../../lib/api/search.ts';
import { toCardData, type CardData } from './card-data.ts';

export interface ListingPage {
  products: CardData[];
  total: number;
}

/** POST /api/posts/search for one page; the total comes from X-Total-Count. */
export async function searchProducts(body: ProductSearchRequest, signal?: AbortSignal): Promise<ListingPage> {
  try {
    const answer = await apiRequest<Product[]>('POST', '/posts/search', { json: body, signal });
    return {
      products: answer.body.map(toCardData),
      total: countHeader(answer.headers, 'x-total-count', answer.body.length),
    };
  } catch (err) {
    throw withFallbackMessage(err, 'Failed to fetch products');
  }
}
