import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { GoogleIdentity } from '../../oidc/google.ts';
import { NO_PASSWORD } from '../../security/passwords.ts';
import type { Services } from '../../services.ts';
import { normalizeLogin } from './authenticate.ts';
import { rememberLocale } from './accounts.ts';

export type GoogleAccount = { ok: true; userId: number; created: boolean } | { ok: false; reason: 'unverified' };

const NAME_MAX = 100;

/** First and last name from the ID token: given and family name, else the full name split once, else the address. */
export function namesFromGoogle(identity: Pick<GoogleIdentity, 'givenName' | 'familyName' | 'name' | 'email'>): {
  firstName: string;
  lastName: string;
} {
  const clip = (s: string) => [...s].slice(0, NAME_MAX).join('');
  if (identity.givenName) return { firstName: clip(identity.givenName), lastName: clip(identity.familyName ?? '') };
  if (identity.name) {
    const [first, ...rest] = identity.name.split(/\s+/);
    return { firstName: clip(first), lastName: clip(rest.join(' ')) };
  }
  return { firstName: clip(identity.email?.split('@')[0] ?? ''), lastName: clip(identity.familyName ?? '') };
}

/**
 * The account a Google sign-in opens: the one whose login is the verified address, or a new USER account with the
 * names from the ID token, in the page's language and with no usable password (the reset link sets one). An
 * unverified address opens nothing: whoever controls a Google account could otherwise claim any address.
 */
export async function accountForGoogle(
  services: Services,
  identity: GoogleIdentity,
  locale: Locale,
): Promise<GoogleAccount> {
  if (!identity.email || !identity.emailVerified) return { ok: false, reason: 'unverified' };
  const login = normalizeLogin(identity.email);
  const { db } = services.database;
  const now = services.now();
  const names = namesFromGoogle(identity);
  // Insert-or-nothing, then read: two sign-ins of one new person at once make one account.
  const [created] = await db
    .insert(users)
    .values({
      login,
      passwordHash: NO_PASSWORD,
      ...names,
      roles: ['USER'],
      locale,
      createdAt: now,
      passwordChangedAt: now,
    })
    .onConflictDoNothing({ target: users.login })
    .returning({ id: users.id });
  if (created) return { ok: true, userId: created.id, created: true };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.login, login)).limit(1);
  await rememberLocale(services, existing.id, locale);
  return { ok: true, userId: existing.id, created: false };
}
