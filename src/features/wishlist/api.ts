import { apiCall } from '../cart/api-client.ts';
import type { ShopperProfile } from '../cart/store.ts';

const path = (login: string, productId: number) => `/users/${encodeURIComponent(login)}/wishList/${productId}`;

/** PUT /api/users/{login}/wishList/{productId}. */
export function addWish(login: string, productId: number): Promise<ShopperProfile> {
  return apiCall<ShopperProfile>('PUT', path(login, productId));
}

/** DELETE /api/users/{login}/wishList/{productId}. */
export function removeWish(login: string, productId: number): Promise<ShopperProfile> {
  return apiCall<ShopperProfile>('DELETE', path(login, productId));
}
