import { eq } from 'drizzle-orm';
import type { Profile } from '../../../lib/account/profile.ts';
import { users } from '../../db/schema.ts';
import { normalizeRoles } from '../../security/roles.ts';
import type { Services } from '../../services.ts';
import { notFound } from '../../http/errors.ts';

export type { MaskedPaymentMethod, Profile } from '../../../lib/account/profile.ts';

type ShoppingFields = 'wishList' | 'cart' | 'cartList' | 'orders';
type ProfilePart = (services: Services, userId: number) => Promise<Partial<Pick<Profile, ShoppingFields>>>;
const parts: ProfilePart[] = [];

/**
 * Lets another domain add its lists to the profile, e.g. in its route module:
 * `extendProfile(async (services, userId) => ({ cart: await loadCart(services, userId) }))`.
 * Loaders run in registration order; each may fill any of wishList, cart, cartList, orders.
 */
export function extendProfile(part: ProfilePart): void {
  if (!parts.includes(part)) parts.push(part);
}

export async function buildProfile(services: Services, userId: number): Promise<Profile> {
  const [row] = await services.database.db
    .select({
      login: users.login,
      firstName: users.firstName,
      lastName: users.lastName,
      roles: users.roles,
      address: users.address,
      paymentMethod: users.paymentMethod,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('Account not found!');
  const pm = row.paymentMethod;
  const profile: Profile = {
    login: row.login,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: normalizeRoles(row.roles),
    address: row.address ?? null,
    paymentMethod: pm
      ? { cardType: pm.cardType, cardName: pm.cardName, last4: pm.last4, expiry: pm.expiry, masked: `•••• •••• •••• ${pm.last4}` }
      : null,
    wishList: [],
    cart: [],
    orders: [],
  };
  for (const part of parts) Object.assign(profile, await part(services, userId));
  return profile;
}
