import crypto from 'node:crypto';
import { said, type ServerMessage } from '../http/server-message.ts';

/**
 * Password hashing with scrypt (node:crypto). OWASP's minimum for scrypt is N=2^17, r=8, p=1 (~128 MiB, ~0.3 s).
 * The parameters travel inside the stored hash, so lowering the cost for tests (PASSWORD_SCRYPT_LOG_N) never
 * breaks verification of hashes made with another cost.
 *
 * Stored format: `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<key base64url>`.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** The production cost, unless PASSWORD_SCRYPT_LOG_N asks for another N (tests use a small one). */
export function defaultScryptCost(env: NodeJS.ProcessEnv = process.env): ScryptCost {
  const logN = Number(env.PASSWORD_SCRYPT_LOG_N);
  if (Number.isInteger(logN) && logN >= 10 && logN <= 20) return { ...OWASP_SCRYPT_COST, logN };
  return OWASP_SCRYPT_COST;
}

/** Why a password is refused, or null when it is acceptable. Counted in code points, not UTF-16 units. */
export function passwordProblem(password: string): ServerMessage | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return said('api.passwordTooShort', { count: PASSWORD_MIN_LENGTH });
  if (length > PASSWORD_MAX_LENGTH) return said('api.passwordTooLong', { count: PASSWORD_MAX_LENGTH });
  return null;
}

function scrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  // scrypt needs 128 * N * r bytes; node's default maxmem (32 MiB) is below OWASP's cost.
  const maxmem = 128 * N * cost.r + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: cost.r, p: cost.p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost = defaultScryptCost()): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, cost);
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Stored for an account made by Sign in with Google: no password matches it (it is not a scrypt hash) until the
 * owner sets one through the reset link.
 */
export const NO_PASSWORD = '!';

/** Constant-time comparison; a malformed stored hash simply never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 22) return false;
  if ([...password].length > PASSWORD_MAX_LENGTH) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  const actual = await scrypt(password, salt, { logN, r, p });
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/** Whether a hash was made with less than today's cost, so a successful login should re-hash it. */
export function needsRehash(stored: string, cost: ScryptCost = defaultScryptCost()): boolean {
  const [, logN, r, p] = stored.split('$').map(Number);
  return logN !== cost.logN || r !== cost.r || p !== cost.p;
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real verification, so an unknown login cannot be told from a wrong password by timing.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password for timing');
  await verifyPassword(password, await dummyHash);
  return false;
}
