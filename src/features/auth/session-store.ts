import { computed } from 'nanostores';
import type { Profile } from '../../lib/api/profile.ts';
import { savedAtom } from '../../lib/state/saved-state.ts';

/**
 * What the browser knows about the signed-in visitor. The session itself is an HttpOnly cookie the page cannot
 * read; this is the profile the server answered with, kept so every page can draw its header without a request.
 * It never holds a password, a token or a card number.
 */
export type SessionProfile = Pick<Profile, 'login' | 'firstName' | 'lastName' | 'roles'> & {
  /** Number of units in the cart, for the header badge. */
  cartCount: number;
  wishListCount: number;
};

/** Where the profile is saved; the layout's boot script reads it before the first paint. */
export const SESSION_STORAGE_KEY = 'shop:session';

/** Saved for 5 hours. Islands read it in effects and handlers only (see savedAtom), never while rendering. */
export const $sessionProfile = savedAtom<SessionProfile | null>(SESSION_STORAGE_KEY, null);

export const $isSignedIn = computed($sessionProfile, (p) => p !== null);
export const $isAdmin = computed($sessionProfile, (p) => p?.roles.includes('ADMINISTRATOR') ?? false);
export const $canManageProducts = computed(
  $sessionProfile,
  (p) => p?.roles.includes('ADMINISTRATOR') || p?.roles.includes('MODERATOR') || false,
);
