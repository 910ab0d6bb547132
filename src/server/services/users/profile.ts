import { eq } from 'drizzle-orm';
import type { Profile } from '../../../lib/api/profile.ts';
import { users } from '../../db/schema.ts';
import { notFound, said } from '../../http/errors.ts';
import { normalizeRoles } from '../../security/roles.ts';
import type { Services } from '../../services.ts';
import { loadCart } from '../cart/cart.ts';
import { listOrdersForUser } from '../orders/queries.ts';
import { loadWishList } from '../wishlist/wishlist.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';

/** The account's own fields: names, roles, the saved address and the payment method, masked. */
async function loadAccount(services: Pick<Services, 'database'>, userId: number) {
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
  if (!row) throw notFound(said('api.accountNotFound'));
  const pm = row.paymentMethod;
  return {
    login: row.login,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: normalizeRoles(row.roles),
    address: row.address ?? null,
    paymentMethod: pm
      ? {
          cardType: pm.cardType,
          cardName: pm.cardName,
          last4: pm.last4,
          expiry: pm.expiry,
          masked: `•••• •••• •••• ${pm.last4}`,
        }
      : null,
  };
}

/**
 * The profile every account, cart and wishlist call answers with: the account, its wishlist, its cart (and the
 * cart's lines again as `cartList`, which older clients read) and its orders, newest first. Products are worded
 * in the request's language (English where a text is not written in it).
 */
export async function buildProfile(services: Services, userId: number, locale: Locale): Promise<Profile> {
  const account = await loadAccount(services, userId);
  const [wishList, cart, orders] = await Promise.all([
    loadWishList(services, userId, locale),
    loadCart(services, userId, locale),
    listOrdersForUser(services.database.db, userId, services.now()),
  ]);
  return { ...account, wishList, cart, orders, cartList: cart.items };
}
