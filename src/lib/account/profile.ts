import type { Cart } from '../cart/types.ts';
import type { Order, OrderAddress } from '../orders/order.ts';

export type Role = 'USER' | 'MODERATOR' | 'ADMINISTRATOR';

/** What a payment method looks like to anyone, the owner included: never the number or CVV. */
export interface MaskedPaymentMethod {
  cardType: string;
  cardName: string;
  last4: string;
  /** YYYY-MM */
  expiry: string;
  /** `•••• •••• •••• 1111` */
  masked: string;
}

/**
 * The profile every /api/users call answers with (SPEC §3). Never a hash, token or card number.
 * The server fills wishList, cart, cartList and orders through `extendProfile` (src/server/services/users/profile.ts).
 */
export interface Profile {
  login: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  address: OrderAddress | null;
  paymentMethod: MaskedPaymentMethod | null;
  wishList: unknown[];
  /** The Cart object (items, totals); an empty list until the shopping part is registered. */
  cart: Cart | unknown[] | null;
  cartList?: unknown[];
  orders: Order[];
}
