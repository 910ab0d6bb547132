/**
 * Login throttling rules, pure: the caller loads the failure times from the auth_failures table. Failures are
 * counted three ways, so that nobody can lock anybody else out:
 * - one account from one address: MAX_FAILURES in the window block that pair (the owner elsewhere signs in);
 * - one address across all accounts: ADDRESS_MAX_FAILURES block it (an office or a proxy shares one address);
 * - one account from everywhere: past ACCOUNT_SLOW_AFTER failures each attempt waits (accountDelayMs), never blocked.
 */

export const MAX_FAILURES = 10;
export const ADDRESS_MAX_FAILURES = 100;
export const ACCOUNT_SLOW_AFTER = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MAX_DELAY_MS = 5000;

/** How long an attempt on an account waits, given that account's failures from all addresses in the window. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_SLOW_AFTER) return 0;
  return Math.min(MAX_DELAY_MS, 250 * (failures - ACCOUNT_SLOW_AFTER + 1));
}

export interface ThrottleVerdict {
  blocked: boolean;
  /** Whole seconds until one more attempt is allowed (0 when not blocked). */
  retryAfterSeconds: number;
}

/**
 * Blocked once MAX_FAILURES failures lie inside the window; open again when enough of them have aged out that
 * fewer than MAX_FAILURES remain.
 */
export function throttleVerdict(
  failureTimes: readonly Date[],
  now: Date,
  max = MAX_FAILURES,
  windowMs = FAILURE_WINDOW_MS,
): ThrottleVerdict {
  const since = now.getTime() - windowMs;
  const recent = failureTimes
    .map((t) => t.getTime())
    .filter((t) => t > since)
    .sort((a, b) => a - b);
  if (recent.length < max) return { blocked: false, retryAfterSeconds: 0 };
  const reopensAt = recent[recent.length - max] + windowMs;
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000)) };
}

/** The longer of several verdicts (account and address are both checked). */
export function strictest(verdicts: readonly ThrottleVerdict[]): ThrottleVerdict {
  return verdicts.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a), {
    blocked: false,
    retryAfterSeconds: 0,
  });
}

export const throttleKeys = {
  account: (login: string) => `login:${login.trim().toLowerCase()}`,
  /** Without a known address (no socket, e.g. in-process calls) the pair falls back to the account alone. */
  pair: (login: string, ip: string | null) => `pair:${login.trim().toLowerCase()}|${ip ?? 'unknown'}`,
  address: (ip: string) => `ip:${ip}`,
  resetMail: (login: string) => `reset:${login.trim().toLowerCase()}`,
};
