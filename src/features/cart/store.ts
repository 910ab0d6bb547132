import { atom } from 'nanostores';
import type { Product } from '../../lib/catalog/product.ts';
import type { Cart } from '../../lib/cart/types.ts';
import type { Order, OrderAddress } from '../../lib/orders/order.ts';
import { $sessionProfile } from '../auth/session-store.ts';

/** The profile as the shop API answers cart, wishlist and account calls (the parts the shopping pages read). */
export interface ShopperProfile {
  login: string;
  firstName: string;
  lastName: string;
  roles: string[];
  address: OrderAddress | null;
  cart: Cart;
  wishList: Product[];
  orders: Order[];
}

/** The last profile the server answered on this page; null until loaded. */
export const $shopperProfile = atom<ShopperProfile | null>(null);

/**
 * Takes a profile answer as the truth: the page's copy and the header's session (cart count on every page).
 */
export function applyProfile(profile: ShopperProfile): void {
  $shopperProfile.set(profile);
  $sessionProfile.set({
    login: profile.login,
    firstName: profile.firstName,
    lastName: profile.lastName,
    roles: profile.roles,
    cartCount: profile.cart?.count ?? 0,
    wishListCount: profile.wishList?.length ?? 0,
  });
}

/** The server says we are not signed in (any more). */
export function forgetSession(): void {
  $shopperProfile.set(null);
  $sessionProfile.set(null);
}
