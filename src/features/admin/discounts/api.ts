import { apiCall } from '../../../lib/api/client.ts';
import type { DiscountCode, DiscountCodeInput } from '../../../lib/api/discount.ts';
import type { Category } from '../../../lib/api/product.ts';

/** GET /api/discount-codes: every code with the uses it holds (administrators). */
export const fetchCodes = () => apiCall<DiscountCode[]>('GET', '/discount-codes');

/** POST /api/discount-codes, or PUT /api/discount-codes/{id} for an existing one. */
export function saveCode(input: DiscountCodeInput, id?: number): Promise<DiscountCode> {
  return id === undefined
    ? apiCall<DiscountCode>('POST', '/discount-codes', { json: input })
    : apiCall<DiscountCode>('PUT', `/discount-codes/${id}`, { json: input });
}

/** GET /api/categories: what a code may be limited to. */
export const fetchCategories = () => apiCall<Category[]>('GET', '/categories');
