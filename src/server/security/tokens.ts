import crypto from 'node:crypto';

/** Opaque secrets (sessions, reset links): 256 random bits, base64url. Only their SHA-256 is ever stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token this module could have made: 43 base64url characters. Anything else is refused without a lookup. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
