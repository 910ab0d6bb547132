import type { Profile } from '../../lib/api/profile.ts';
import type { SessionProfile } from './session-store.ts';

/** What the header keeps between pages: names, roles and two counts. */
export function toSessionProfile(p: Profile): SessionProfile {
  return {
    login: p.login,
    firstName: p.firstName,
    lastName: p.lastName,
    roles: [...p.roles],
    cartCount: p.cart.count,
    wishListCount: p.wishList.length,
  };
}
