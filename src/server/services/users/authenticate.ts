import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import {
  hashPassword,
  NO_PASSWORD,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../security/passwords.ts';
import { normalizeRoles } from '../../security/roles.ts';
import {
  accountDelayMs,
  ADDRESS_MAX_FAILURES,
  strictest,
  throttleKeys,
  throttleVerdict,
} from '../../security/throttle.ts';
import type { Services } from '../../services.ts';
import type { SessionUser } from './sessions.ts';
import { clearFailures, recentFailures, recordFailure } from './throttle.ts';

export type PasswordCheck =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: 'unknown' | 'wrong' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export const normalizeLogin = (login: string) => login.trim().toLowerCase();

/**
 * Failures allowed per client address across accounts in the window: 100, unless AUTH_IP_MAX_FAILURES raises it
 * (a test server where every browser shares 127.0.0.1, a shop behind a NAT that many customers share).
 */
export function addressMaxFailures(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.AUTH_IP_MAX_FAILURES);
  return Number.isInteger(n) && n >= ADDRESS_MAX_FAILURES ? n : ADDRESS_MAX_FAILURES;
}

/**
 * Login and HTTP Basic both come here: throttled per account-and-address pair and per address, slowed per account
 * (security/throttle.ts), timing-equal for unknown accounts, and a successful login re-hashes a password stored
 * at an older cost.
 */
export async function checkPassword(
  services: Services,
  rawLogin: string,
  password: string,
  ip: string | null,
): Promise<PasswordCheck> {
  const login = normalizeLogin(rawLogin);
  const account = throttleKeys.account(login);
  const pair = throttleKeys.pair(login, ip);
  const address = ip ? throttleKeys.address(ip) : null;
  const keys = [account, pair, ...(address ? [address] : [])];
  const failures = await recentFailures(services, keys);
  const now = services.now();
  const verdict = strictest([
    throttleVerdict(failures.get(pair)!, now),
    ...(address ? [throttleVerdict(failures.get(address)!, now, addressMaxFailures())] : []),
  ]);
  if (verdict.blocked) return { ok: false, reason: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  const delay = accountDelayMs(failures.get(account)!.length);
  if (delay > 0) await sleep(delay);

  const { db } = services.database;
  const [row] = await db.select().from(users).where(eq(users.login, login)).limit(1);
  if (!row) {
    await verifyAgainstDummy(password);
    await recordFailure(services, keys);
    return { ok: false, reason: 'unknown' };
  }
  // An account without a password (made by Sign in with Google) spends a real verification's time too.
  const matches =
    row.passwordHash === NO_PASSWORD
      ? await verifyAgainstDummy(password)
      : await verifyPassword(password, row.passwordHash);
  if (!matches) {
    await recordFailure(services, keys);
    return { ok: false, reason: 'wrong' };
  }
  // The pair's slate is clean again; the account's count stays, so a guesser elsewhere is still slowed.
  await clearFailures(services, pair);
  if (needsRehash(row.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, row.id));
  }
  return {
    ok: true,
    user: {
      id: row.id,
      login: row.login,
      firstName: row.firstName,
      lastName: row.lastName,
      roles: normalizeRoles(row.roles),
    },
  };
}
