import type { Product } from '../../lib/catalog/product.ts';
import { pageLanguageHeaders } from '../../lib/i18n/page-language.ts';
import { toCardData, type CardData } from './card-data.ts';
import type { SearchBody } from './listing-state.ts';

export interface ListingPage {
  products: CardData[];
  total: number;
}

/** A refusal or failure from the catalog API, carrying the server's own message when it sent one. */
export class CatalogError extends Error {}

async function messageOf(res: Response, fallback: string): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body?.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: fall through to the generic text.
  }
  return fallback;
}

/** POST /api/posts/search for one page; the total comes from X-Total-Count. */
export async function searchProducts(body: SearchBody, signal?: AbortSignal, base = '/api'): Promise<ListingPage> {
  const res = await fetch(`${base}/posts/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...pageLanguageHeaders() },
    body: JSON.stringify(body),
    signal,
    credentials: 'same-origin',
  });
  if (!res.ok) throw new CatalogError(await messageOf(res, 'Failed to fetch products'));
  const list = (await res.json()) as Product[];
  if (!Array.isArray(list)) throw new CatalogError('Failed to fetch products');
  const header = Number(res.headers.get('x-total-count'));
  const total = Number.isFinite(header) && res.headers.has('x-total-count') ? header : list.length;
  return { products: list.map(toCardData), total };
}

/** GET /api/post/{id}; null when the product does not exist (404). */
export async function fetchProduct(id: number, signal?: AbortSignal, base = '/api'): Promise<Product | null> {
  const res = await fetch(`${base}/post/${id}`, { headers: { accept: 'application/json', ...pageLanguageHeaders() }, signal, credentials: 'same-origin' });
  if (res.status === 404) return null;
  if (!res.ok) throw new CatalogError(await messageOf(res, 'Error loading product.'));
  return (await res.json()) as Product;
}
