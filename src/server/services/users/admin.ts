import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../security/passwords.ts';
import { normalizeRoles } from '../../security/roles.ts';
import type { Services } from '../../services.ts';
import { normalizeLogin } from './authenticate.ts';
import { revokeAllSessions } from './sessions.ts';
import { wordsOf } from '../../http/server-message.ts';

/**
 * The first administrator. There is no default admin account: `npm run admin -- --email E [--password P]`
 * (scripts/admin.ts) or SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD at start (`ensureAdminFromEnv`) create one, or
 * promote an existing account.
 */

export interface EnsureAdminResult {
  login: string;
  created: boolean;
  promoted: boolean;
  passwordChanged: boolean;
  /** Set when no password was given and the account was created: shown once, never stored in clear. */
  generatedPassword?: string;
}

/** 18 random bytes as base64url: 24 characters, ~144 bits. */
export const generatePassword = () => crypto.randomBytes(18).toString('base64url');

const email = z.email();

export async function ensureAdmin(
  deps: { database: Database; now: () => Date },
  opts: { email: string; password?: string; firstName?: string; lastName?: string },
): Promise<EnsureAdminResult> {
  const login = normalizeLogin(opts.email);
  if (!email.safeParse(login).success) throw new Error(`"${opts.email}" is not an e-mail address.`);
  if (opts.password !== undefined) {
    const problem = passwordProblem(opts.password);
    if (problem) throw new Error(wordsOf(problem, 'en'));
  }
  const { db } = deps.database;
  const now = deps.now();
  const [existing] = await db.select().from(users).where(eq(users.login, login)).limit(1);

  if (!existing) {
    const generatedPassword = opts.password === undefined ? generatePassword() : undefined;
    await db.insert(users).values({
      login,
      passwordHash: await hashPassword(opts.password ?? generatedPassword!),
      firstName: opts.firstName ?? 'Shop',
      lastName: opts.lastName ?? 'Administrator',
      roles: ['USER', 'ADMINISTRATOR'],
      createdAt: now,
      passwordChangedAt: now,
    });
    return { login, created: true, promoted: true, passwordChanged: true, generatedPassword };
  }

  const roles = normalizeRoles(existing.roles);
  const promoted = !roles.includes('ADMINISTRATOR');
  const passwordChanged = opts.password !== undefined && !(await verifyPassword(opts.password, existing.passwordHash));
  await db.transaction(async (tx) => {
    const patch: Partial<typeof users.$inferInsert> = {};
    if (promoted) patch.roles = normalizeRoles([...roles, 'ADMINISTRATOR']);
    if (passwordChanged) {
      patch.passwordHash = await hashPassword(opts.password!);
      patch.passwordChangedAt = now;
    }
    if (Object.keys(patch).length) await tx.update(users).set(patch).where(eq(users.id, existing.id));
    if (passwordChanged) await revokeAllSessions(deps, existing.id, tx);
  });
  return { login, created: false, promoted, passwordChanged };
}

/**
 * Called by the start script: with SHOP_ADMIN_EMAIL set, makes that account an administrator (creating it, with
 * SHOP_ADMIN_PASSWORD or a generated password printed once). Without it, does nothing.
 */
export async function ensureAdminFromEnv(services: Services): Promise<EnsureAdminResult | null> {
  const { adminEmail, adminPassword } = services.config;
  if (!adminEmail) return null;
  const result = await ensureAdmin(services, { email: adminEmail, password: adminPassword });
  const log = services.log.child({ name: 'admin' });
  if (result.created) {
    // The one password ever logged, on purpose: the owner asked for an account without choosing its password.
    const shown = result.generatedPassword
      ? `; its password (shown once, change it on /account): ${result.generatedPassword}`
      : '';
    log.info(`Administrator ${result.login} created from SHOP_ADMIN_EMAIL${shown}.`);
  } else if (result.promoted) {
    log.info(`Account ${result.login} promoted to administrator (SHOP_ADMIN_EMAIL).`);
  }
  if (!result.created && result.passwordChanged)
    log.info(`Password of ${result.login} set from SHOP_ADMIN_PASSWORD; its sessions were ended.`);
  return result;
}
