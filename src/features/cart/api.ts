import { cartItemIdOf } from '../../lib/cart/cart-item-id.ts';
import { apiCall } from './api-client.ts';
import type { ShopperProfile } from './store.ts';

const userPath = (login: string) => `/users/${encodeURIComponent(login)}`;

/** GET /api/users/me: the signed-in shopper's profile (401 when signed out). */
export function fetchProfile(signal?: AbortSignal): Promise<ShopperProfile> {
  return apiCall<ShopperProfile>('GET', '/users/me', { signal });
}

/** PUT /api/users/{login}/cartList: add a size of a product; an existing line grows. */
export function addCartLine(login: string, productId: number, selectedSize: string, quantity = 1): Promise<ShopperProfile> {
  return apiCall<ShopperProfile>('PUT', `${userPath(login)}/cartList`, {
    json: { cartItemId: cartItemIdOf(productId, selectedSize), productId, selectedSize, quantity },
  });
}

/** DELETE /api/users/{login}/cartList with the cart item. */
export function removeCartLine(login: string, productId: number, selectedSize: string): Promise<ShopperProfile> {
  return apiCall<ShopperProfile>('DELETE', `${userPath(login)}/cartList`, {
    json: { cartItemId: cartItemIdOf(productId, selectedSize), productId, selectedSize },
  });
}

/** PUT /api/users/{login}/cartList/{cartItemId}/update/{isAdd}: one more or one fewer. */
export function stepCartLine(login: string, cartItemId: string, isAdd: boolean): Promise<ShopperProfile> {
  return apiCall<ShopperProfile>('PUT', `${userPath(login)}/cartList/${encodeURIComponent(cartItemId)}/update/${isAdd}`);
}

/** GET /api/shippingCost/{country}/{weight}: EMS in dollars (a preview; checkout recomputes it). */
export function fetchShipping(country: string, weightGrams: number, signal?: AbortSignal): Promise<number> {
  return apiCall<number>('GET', `/shippingCost/${encodeURIComponent(country)}/${Math.ceil(weightGrams)}`, { signal });
}
