import { cartItemIdOf } from '../../lib/cart/cart-item-id.ts';
import { apiCall } from '../../lib/api/client.ts';
import type { Profile } from '../../lib/api/profile.ts';

const userPath = (login: string) => `/users/${encodeURIComponent(login)}`;

/** GET /api/users/me: the signed-in shopper's profile (401 when signed out). */
export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiCall<Profile>('GET', '/users/me', { signal });
}

/** PUT /api/users/{login}/cartList: add a size of a product; an existing line grows. */
export function addCartLine(login: string, productId: number, selectedSize: string, quantity = 1): Promise<Profile> {
  return apiCall<Profile>('PUT', `${userPath(login)}/cartList`, {
    json: { cartItemId: cartItemIdOf(productId, selectedSize), productId, selectedSize, quantity },
  });
}

/** DELETE /api/users/{login}/cartList with the cart item. */
export function removeCartLine(login: string, productId: number, selectedSize: string): Promise<Profile> {
  return apiCall<Profile>('DELETE', `${userPath(login)}/cartList`, {
    json: { cartItemId: cartItemIdOf(productId, selectedSize), productId, selectedSize },
  });
}

/** PUT /api/users/{login}/cartList/{cartItemId}/update/{isAdd}: one more or one fewer. */
export function stepCartLine(login: string, cartItemId: string, isAdd: boolean): Promise<Profile> {
  return apiCall<Profile>('PUT', `${userPath(login)}/cartList/${encodeURIComponent(cartItemId)}/update/${isAdd}`);
}

/** GET /api/shippingCost/{country}/{weight}: EMS in dollars (a preview; checkout recomputes it). */
export function fetchShipping(country: string, weightGrams: number, signal?: AbortSignal): Promise<number> {
  return apiCall<number>('GET', `/shippingCost/${encodeURIComponent(country)}/${Math.ceil(weightGrams)}`, { signal });
}
