import type { Services } from '../../services.ts';
import { listOrdersForUser } from '../orders/queries.ts';
import { extendProfile, type Profile } from '../users/profile.ts';
import { loadWishList } from '../wishlist/wishlist.ts';
import { loadCart } from './cart.ts';

/**
 * The shopping half of the profile (SPEC §3): `cart` is the Cart {items, totalPrice, totalWeight, count,
 * shippingPrice}, `cartList` its items, `wishList` the saved products and `orders` the customer's orders, newest
 * first.
 */
export async function shoppingProfilePart(services: Services, userId: number) {
  const [cart, wishList, orders] = await Promise.all([
    loadCart(services, userId),
    loadWishList(services, userId),
    listOrdersForUser(services.database.db, userId, services.now()),
  ]);
  return { cart, cartList: cart.items, wishList, orders } satisfies Partial<Profile>;
}

/** Called by the cart routes' factory; registering twice is harmless. */
export function registerShoppingProfile(): void {
  extendProfile(shoppingProfilePart);
}
