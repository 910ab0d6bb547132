/**
 * The browser's calls to /api/users. The session is the HttpOnly cookie the server sets; these functions never
 * keep a password: login sends it once as `Authorization: Basic` and forgets it.
 */
import type { AddressInput } from '../../lib/account/address.ts';
import { pageLanguageHeaders } from '../../lib/i18n/page-language.ts';
import { errorFor, networkError, type UiError, type UserCall } from './errors.ts';
import type { Profile } from './profile.ts';

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; error: UiError };

const BASE = '/api/users';

/** UTF-8 safe base64 for Basic credentials (btoa alone throws on non-Latin-1 passwords). */
export function basicCredentials(login: string, password: string): string {
  const bytes = new TextEncoder().encode(`${login}:${password}`);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}

async function call<T>(userCall: UserCall, path: string, init: RequestInit = {}): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(`${BASE}${path}`, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...pageLanguageHeaders(), ...init.headers } });
  } catch {
    return { ok: false, status: 0, error: networkError };
  }
  const body = (await res.json().catch(() => null)) as T & { message?: unknown };
  if (res.ok) return { ok: true, data: body };
  return { ok: false, status: res.status, error: errorFor(userCall, res.status, body, res.headers.get('retry-after')) };
}

const jsonBody = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const enc = encodeURIComponent;

export const usersApi = {
  login: (login: string, password: string) =>
    call<Profile>('login', '/login', { method: 'POST', headers: { authorization: basicCredentials(login, password) } }),
  register: (r: { login: string; password: string; firstName: string; lastName: string }) => call<Profile>('register', '/register', jsonBody('POST', r)),
  logout: () => call<{ message: string }>('logout', '/logout', { method: 'POST' }),
  me: () => call<Profile>('profile', '/me'),
  updateNames: (names: { firstName: string; lastName: string }) => call<Profile>('update', '', jsonBody('PUT', names)),
  changePassword: (current: string, next: string) =>
    call<Profile>('password', '/password', { method: 'PUT', headers: { 'x-current-password': current, 'x-password': next } }),
  requestReset: (email: string) => call<{ message: string }>('profile', `/password/recovery/${enc(email)}`),
  resetPassword: (token: string, password: string) =>
    call<{ message: string }>('password', `/password/recovery/${enc(token)}`, { method: 'PUT', headers: { 'x-password': password } }),
  saveAddress: (login: string, address: AddressInput) => call<Profile>('address', `/address/${enc(login)}`, jsonBody('POST', address)),
  savePaymentMethod: (login: string, card: { cardType: string; cardName: string; cardNumber: string; cvv: string; expiry: string }) =>
    call<Profile>('payment', `/payment-method/${enc(login)}`, jsonBody('PUT', card)),
};
