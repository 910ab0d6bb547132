import type { Cart } from '../../lib/cart/types.ts';
import type { Order, OrderAddress } from '../../lib/orders/order.ts';
import type { SessionProfile } from './session-store.ts';

/** The profile the /api/users calls answer with (never a password, token or card number). */
export type Role = 'USER' | 'MODERATOR' | 'ADMINISTRATOR';

export interface MaskedPaymentMethod {
  cardType: string;
  cardName: string;
  last4: string;
  /** YYYY-MM */
  expiry: string;
  masked: string;
}

export interface Profile {
  login: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  address: OrderAddress | null;
  paymentMethod: MaskedPaymentMethod | null;
  wishList: unknown[];
  cart: Cart | unknown[] | null;
  cartList?: unknown[];
  orders: Order[];
}

/** What the header keeps between pages: names, roles and two counts. */
export function toSessionProfile(p: Profile): SessionProfile {
  const cart = p.cart as Partial<Cart> | null;
  let cartCount = 0;
  if (cart && typeof cart === 'object' && typeof cart.count === 'number') cartCount = cart.count;
  else if (Array.isArray(p.cartList)) cartCount = p.cartList.reduce<number>((n, i) => n + (Number((i as { quantity?: number }).quantity) || 0), 0);
  return {
    login: p.login,
    firstName: p.firstName,
    lastName: p.lastName,
    roles: [...p.roles],
    cartCount,
    wishListCount: Array.isArray(p.wishList) ? p.wishList.length : 0,
  };
}
