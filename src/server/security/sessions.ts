/** Session lifetime rules (DESIGN.md "Identity"): 5 hours idle, 30 days absolute. */

export const SESSION_IDLE_MS = 5 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so a busy page does not write on every call. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export function sessionExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_ABSOLUTE_MS);
}

export function isSessionAlive(s: SessionTimes, now: Date): boolean {
  if (s.revokedAt) return false;
  if (now.getTime() >= s.expiresAt.getTime()) return false;
  return now.getTime() - s.lastSeenAt.getTime() < SESSION_IDLE_MS;
}

export function shouldTouch(s: SessionTimes, now: Date): boolean {
  return now.getTime() - s.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
