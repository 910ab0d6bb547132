import type { Cart } from '../../lib/cart/types.ts';
import type { Profile } from '../../lib/account/profile.ts';
import type { SessionProfile } from './session-store.ts';

export type { MaskedPaymentMethod, Profile, Role } from '../../lib/account/profile.ts';

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
