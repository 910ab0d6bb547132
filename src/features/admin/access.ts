/**
 * Who may open an admin screen. The server decides every call; this only picks the screen to draw:
 * signed out → ask to sign in; signed in without the role → "not allowed"; otherwise the screen.
 */
export type Access = 'checking' | 'signedOut' | 'forbidden' | 'allowed';

/** products: MODERATOR or ADMINISTRATOR; orders and users: ADMINISTRATOR only. */
export type AdminArea = 'products' | 'orders' | 'users';

export function canUse(roles: readonly string[], area: AdminArea): boolean {
  if (roles.includes('ADMINISTRATOR')) return true;
  return area === 'products' && roles.includes('MODERATOR');
}

export function accessFor(me: { roles: readonly string[] } | null, area: AdminArea): Access {
  if (!me) return 'signedOut';
  return canUse(me.roles, area) ? 'allowed' : 'forbidden';
}
