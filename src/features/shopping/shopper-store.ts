import { atom } from 'nanostores';
import type { Profile } from '../../lib/api/profile.ts';
import { toSessionProfile } from '../auth/profile.ts';
import { $sessionProfile } from '../auth/session-store.ts';

/** The last profile the server answered on this page; null until loaded. */
export const $shopperProfile = atom<Profile | null>(null);

/**
 * Takes a profile answer as the truth: the page's copy and the header's session (cart count on every page).
 */
export function applyProfile(profile: Profile): void {
  $shopperProfile.set(profile);
  $sessionProfile.set(toSessionProfile(profile));
}

/** The server says we are not signed in (any more). */
export function forgetSession(): void {
  $shopperProfile.set(null);
  $sessionProfile.set(null);
}
