/**
 * Who may do what to whom. Pure rules used by the route handlers; every route checks both role and owner.
 * USER: own data only. MODERATOR: also manages products. ADMINISTRATOR: everything, including roles and all orders.
 */

import { ROLES, type Role } from '../../lib/api/profile.ts';
import { said, type ServerMessage } from '../http/server-message.ts';

export { ROLES, type Role };
/** The only role that can be granted or revoked through the API; ADMINISTRATOR comes from `npm run admin`. */
export const GRANTABLE_ROLES = ['MODERATOR'] as const;

export interface Actor {
  id: number;
  login: string;
  roles: readonly Role[];
}

export const hasRole = (actor: Actor, ...roles: Role[]) => roles.some((r) => actor.roles.includes(r));
export const isAdmin = (actor: Actor) => hasRole(actor, 'ADMINISTRATOR');
export const canManageProducts = (actor: Actor) => hasRole(actor, 'ADMINISTRATOR', 'MODERATOR');

/** Logins are e-mail addresses compared case-insensitively. */
export const sameLogin = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The owner or an administrator. */
export const isSelfOrAdmin = (actor: Actor, login: string) => sameLogin(actor.login, login) || isAdmin(actor);

/** Only an administrator changes roles, and never their own (nobody gives themselves a role). */
export function roleChangeProblem(actor: Actor, targetLogin: string): ServerMessage | null {
  if (!isAdmin(actor)) return said('api.rolesAdminOnly');
  if (sameLogin(actor.login, targetLogin)) return said('api.rolesNotOwn');
  return null;
}

/** Roles in a stable order with USER always present; unknown names dropped. */
export function normalizeRoles(roles: readonly string[]): Role[] {
  const set = new Set<string>(['USER', ...roles]);
  return ROLES.filter((r) => set.has(r));
}
