/**
 * The texts the user calls show on failure, as dictionary keys (`auth.error.*`); the islands translate them.
 * A key not in the dictionary is shown as is, so a server's own message can travel the same way.
 */

export type UserCall =
  | 'login'
  | 'register'
  | 'update'
  | 'password'
  | 'address'
  | 'payment'
  | 'profile'
  | 'logout'
  | 'delete';

export interface UiError {
  /** A dictionary key, or a literal message. */
  message: string;
  vars?: Record<string, string | number>;
}

const fallbacks: Record<UserCall, string> = {
  login: 'auth.error.loginFailed',
  register: 'auth.error.generic',
  update: 'auth.error.updateFailed',
  password: 'auth.error.generic',
  address: 'auth.error.addressFailed',
  payment: 'auth.error.paymentFailed',
  profile: 'auth.error.fetchProfile',
  logout: 'auth.error.generic',
  delete: 'auth.error.generic',
};

/** Whole minutes to wait, at least 1, from a Retry-After header in seconds. */
export function minutesToWait(retryAfter: string | null): number {
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15;
}

/** The message for a failed answer: status-specific texts first, then the call's fallback. */
export function errorFor(
  call: UserCall,
  status: number,
  body: { message?: unknown } | null,
  retryAfter: string | null = null,
): UiError {
  if (status === 429) return { message: 'auth.error.tooManyAttempts', vars: { count: minutesToWait(retryAfter) } };
  if (call === 'login') {
    if (status === 404) return { message: 'auth.error.accountNotFound' };
    if (status === 403) return { message: 'auth.error.invalidCredentials' };
    return { message: fallbacks.login };
  }
  if (call === 'register' && status === 409) {
    const text = typeof body?.message === 'string' ? body.message : '';
    const login = text.match(/^already exists \((.*)\)$/)?.[1];
    return login ? { message: 'auth.error.alreadyExists', vars: { login } } : { message: fallbacks.register };
  }
  if (call === 'password' && status === 403) return { message: 'auth.error.wrongCurrentPassword' };
  if (status === 401) return { message: 'auth.error.signedOut' };
  // A 400 names what was wrong (a card that fails the Luhn check, a zip code with letters): show it.
  if (status === 400 && typeof body?.message === 'string' && body.message) return { message: body.message };
  return { message: fallbacks[call] };
}

export const networkError: UiError = { message: 'auth.error.network' };
