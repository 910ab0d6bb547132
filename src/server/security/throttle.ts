/**
 * Login throttling rule: at most MAX_FAILURES failed attempts per window, counted separately per account and per
 * client address. Pure: the caller loads the failure times from the auth_failures table.
 */

export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface ThrottleVerdict {
  blocked: boolean;
  /** Whole seconds until one more attempt is allowed (0 when not blocked). */
  retryAfterSeconds: number;
}

/**
 * Blocked once MAX_FAILURES failures lie inside the window; open again when enough of them have aged out that
 * fewer than MAX_FAILURES remain.
 */
export function throttleVerdict(failureTimes: readonly Date[], now: Date, max = MAX_FAILURES, windowMs = FAILURE_WINDOW_MS): ThrottleVerdict {
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
  return verdicts.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a), { blocked: false, retryAfterSeconds: 0 });
}

export const throttleKeys = {
  account: (login: string) => `login:${login.trim().toLowerCase()}`,
  address: (ip: string) => `ip:${ip}`,
  resetMail: (login: string) => `reset:${login.trim().toLowerCase()}`,
};
