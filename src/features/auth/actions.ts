/**
 * The signed-in visitor's state and the calls that change it: every call sets `loading`, then replaces
 * the profile with the server's answer, or stores the error (a dictionary key, see errors.ts).
 * The full profile (address, masked card, orders) lives in memory only; `$sessionProfile` (session-store.ts)
 * keeps the small part the header needs, persisted for 5 hours. Neither ever holds a password or token.
 */
import { atom } from 'nanostores';
import type { AddressInput } from '../../lib/account/address.ts';
import { usersApi, type Answer } from './api.ts';
import type { UiError } from './errors.ts';
import { toSessionProfile } from './profile.ts';
import type { Profile } from '../../lib/api/profile.ts';
import { $sessionProfile } from './session-store.ts';

export interface UserState {
  profile: Profile | null;
  loading: boolean;
  error: UiError | null;
}

export const $user = atom<UserState>({ profile: null, loading: false, error: null });

/** Keeps both stores in step with a profile the server answered. */
export function acceptProfile(profile: Profile): void {
  $user.set({ profile, loading: false, error: null });
  $sessionProfile.set(toSessionProfile(profile));
}

function signedOut(): void {
  $user.set({ profile: null, loading: false, error: null });
  $sessionProfile.set(null);
}

/** Runs one profile call with the loading flag and error handling every call shares. */
async function run(request: () => Promise<Answer<Profile>>): Promise<Answer<Profile>> {
  $user.set({ ...$user.get(), loading: true, error: null });
  const answer = await request();
  if (answer.ok) acceptProfile(answer.data);
  else {
    if (answer.status === 401) $sessionProfile.set(null);
    $user.set({
      ...$user.get(),
      profile: answer.status === 401 ? null : $user.get().profile,
      loading: false,
      error: answer.error,
    });
  }
  return answer;
}

export const login = (email: string, password: string) =>
  run(() => usersApi.login(email.trim().toLowerCase(), password.trim()));

export const register = (r: { login: string; password: string; firstName: string; lastName: string }) =>
  run(() =>
    usersApi.register({
      login: r.login.trim(),
      password: r.password.trim(),
      firstName: r.firstName.trim(),
      lastName: r.lastName.trim(),
    }),
  );

/** Reads the current profile; a 401 means the session is gone, which clears the stores. */
export const refreshProfile = () => run(() => usersApi.me());

export const updateNames = (firstName: string, lastName: string) =>
  run(() => usersApi.updateNames({ firstName: firstName.trim(), lastName: lastName.trim() }));

/** The answer carries a fresh session cookie; the old sessions are gone. */
export const changePassword = (current: string, next: string) =>
  run(() => usersApi.changePassword(current.trim(), next.trim()));

export const saveAddress = (login: string, address: AddressInput) => run(() => usersApi.saveAddress(login, address));

export const savePaymentMethod = (login: string, card: Parameters<typeof usersApi.savePaymentMethod>[1]) =>
  run(() => usersApi.savePaymentMethod(login, card));

/** Ends the session on the server (best effort) and clears both stores. */
export async function logout(): Promise<void> {
  $user.set({ ...$user.get(), loading: true });
  await usersApi.logout();
  signedOut();
}

export function clearError(): void {
  $user.set({ ...$user.get(), error: null });
}
