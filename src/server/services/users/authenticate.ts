import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../security/passwords.ts';
import { normalizeRoles } from '../../security/roles.ts';
import { MAX_FAILURES, strictest, throttleKeys } from '../../security/throttle.ts';
import type { Services } from '../../services.ts';
import type { SessionUser } from './sessions.ts';
import { checkThrottle, clearFailures, recordFailure } from './throttle.ts';

export type PasswordCheck =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: 'unknown' | 'wrong' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export const normalizeLogin = (login: string) => login.trim().toLowerCase();

/**
 * Failures allowed per client address in the window: 10 (the rule), unless AUTH_IP_MAX_FAILURES raises it for a
 * test server where every browser shares 127.0.0.1, or for a shop behind a NAT that many customers share.
 */
export function addressMaxFailures(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.AUTH_IP_MAX_FAILURES);
  return Number.isInteger(n) && n >= MAX_FAILURES ? n : MAX_FAILURES;
}

/**
 * Login and HTTP Basic both come here: throttled per account and per client address (10 failures / 15 min),
 * timing-equal for unknown accounts, and a successful login re-hashes a password stored at an older cost.
 */
export async function checkPassword(services: Services, rawLogin: string, password: string, ip: string | null): Promise<PasswordCheck> {
  const login = normalizeLogin(rawLogin);
  const keys = [throttleKeys.account(login), ...(ip ? [throttleKeys.address(ip)] : [])];
  const verdict = strictest([
    await checkThrottle(services, [throttleKeys.account(login)]),
    ...(ip ? [await checkThrottle(services, [throttleKeys.address(ip)], addressMaxFailures())] : []),
  ]);
  if (verdict.blocked) return { ok: false, reason: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };

  const { db } = services.database;
  const [row] = await db.select().from(users).where(eq(users.login, login)).limit(1);
  if (!row) {
    await verifyAgainstDummy(password);
    await recordFailure(services, keys);
    return { ok: false, reason: 'unknown' };
  }
  if (!(await verifyPassword(password, row.passwordHash))) {
    await recordFailure(services, keys);
    return { ok: false, reason: 'wrong' };
  }
  await clearFailures(services, throttleKeys.account(login));
  if (needsRehash(row.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, row.id));
  }
  return {
    ok: true,
    user: { id: row.id, login: row.login, firstName: row.firstName, lastName: row.lastName, roles: normalizeRoles(row.roles) },
  };
}
