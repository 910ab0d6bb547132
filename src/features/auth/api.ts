/**
 * The browser's calls to /api/users. The session is the HttpOnly cookie the server sets; these functions never
 * keep a password: login sends it once as `Authorization: Basic` and forgets it.
 */
import type { AddressInput } from '../../lib/account/address.ts';
import { ApiError, apiCall, apiHref, type ApiOptions } from '../../lib/api/client.ts';
import type { Message } from '../../lib/api/error.ts';
import type { Profile } from '../../lib/api/profile.ts';
import type { SignInOptions } from '../../lib/api/sign-in.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { errorFor, networkError, type UiError, type UserCall } from './errors.ts';

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; error: UiError };

const BASE = '/users';

/** UTF-8 safe base64 for Basic credentials (btoa alone throws on non-Latin-1 passwords). */
export function basicCredentials(login: string, password: string): string {
  const bytes = new TextEncoder().encode(`${login}:${password}`);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}

/** One account call; a refusal becomes the UI's own words for that call (the server's, for a 400). */
async function call<T>(
  userCall: UserCall,
  path: string,
  options: ApiOptions & { method?: string } = {},
): Promise<Answer<T>> {
  const { method = 'GET', ...rest } = options;
  try {
    return { ok: true, data: await apiCall<T>(method, `${BASE}${path}`, rest) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 0) return { ok: false, status: 0, error: networkError };
    return {
      ok: false,
      status: err.status,
      error: errorFor(userCall, err.status, { message: err.message }, err.retryAfter),
    };
  }
}

const jsonBody = (method: string, json: unknown) => ({ method, json });

const enc = encodeURIComponent;

export const usersApi = {
  login: (login: string, password: string) =>
    call<Profile>('login', '/login', { method: 'POST', headers: { authorization: basicCredentials(login, password) } }),
  register: (r: { login: string; password: string; firstName: string; lastName: string }) =>
    call<Profile>('register', '/register', jsonBody('POST', r)),
  logout: () => call<Message>('logout', '/logout', { method: 'POST' }),
  me: () => call<Profile>('profile', '/me'),
  updateNames: (names: { firstName: string; lastName: string }) => call<Profile>('update', '', jsonBody('PUT', names)),
  changePassword: (current: string, next: string) =>
    call<Profile>('password', '/password', {
      method: 'PUT',
      headers: { 'x-current-password': current, 'x-password': next },
    }),
  requestReset: (email: string) => call<Message>('profile', `/password/recovery/${enc(email)}`),
  resetPassword: (token: string, password: string) =>
    call<Message>('password', `/password/recovery/${enc(token)}`, {
      method: 'PUT',
      headers: { 'x-password': password },
    }),
  saveAddress: (login: string, address: AddressInput) =>
    call<Profile>('address', `/address/${enc(login)}`, jsonBody('POST', address)),
  savePaymentMethod: (
    login: string,
    card: { cardType: string; cardName: string; cardNumber: string; cvv: string; expiry: string },
  ) => call<Profile>('payment', `/payment-method/${enc(login)}`, jsonBody('PUT', card)),
};

/** Whether Sign in with Google is on: the login page is static, so it asks. */
export const fetchSignInOptions = () => apiCall<SignInOptions>('GET', '/auth/options');

/** The Google button's link: the server starts the flow and comes back to `next` in this language. */
export const googleSignInHref = (locale: Locale, next: string | null) =>
  apiHref(`/auth/google?${new URLSearchParams(next ? { locale, next } : { locale })}`);
