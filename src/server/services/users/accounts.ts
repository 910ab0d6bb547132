import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { passwordResets, users, type Address, type StoredPaymentMethod } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, said } from '../../http/errors.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { composeMail, mailContext } from '../../mail/compose.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { hashPassword, passwordProblem } from '../../security/passwords.ts';
import { normalizeRoles, ROLES, type Role } from '../../security/roles.ts';
import { RESET_TOKEN_TTL_MS } from '../../security/sessions.ts';
import { throttleKeys } from '../../security/throttle.ts';
import { hashToken, looksLikeToken, newToken } from '../../security/tokens.ts';
import type { Services } from '../../services.ts';
import {
  cardNumberIssue,
  cvvDigits,
  cvvProblem,
  digitsOnly,
  expiryIssue,
  formatExpiry,
  type CardType,
} from '../../../lib/account/payment-card.ts';
import { normalizeLogin } from './authenticate.ts';
import { createSession, revokeAllSessions } from './sessions.ts';
import { checkThrottle, recordFailure } from './throttle.ts';

/** Account operations: each is one transaction; callers have already checked who may do it. */

export interface UserRow {
  id: number;
  login: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  /** The language of the customer's mails. */
  locale: Locale;
}

/** The columns a UserRow is read from, whether selected or returned by the insert that creates the account. */
const userRowColumns = {
  id: users.id,
  login: users.login,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  locale: users.locale,
};

export async function findUserByLogin(services: Services, login: string): Promise<UserRow | null> {
  const [row] = await services.database.db
    .select(userRowColumns)
    .from(users)
    .where(eq(users.login, normalizeLogin(login)))
    .limit(1);
  return row ? { ...row, roles: normalizeRoles(row.roles) } : null;
}

export async function requireUserByLogin(services: Services, login: string): Promise<UserRow> {
  const user = await findUserByLogin(services, login);
  if (!user) throw notFound(said('api.accountNotFound'));
  return user;
}

function checkedPassword(password: string): string {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  return password;
}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

export interface Registration {
  login: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A new USER account whose mails are in `locale` (the registration page's); 409 `already exists ({login})` when the login is taken. */
export async function registerUser(
  services: Services,
  input: Registration,
  roles: Role[] = ['USER'],
  locale: Locale = 'en',
): Promise<UserRow> {
  const login = normalizeLogin(input.login);
  const passwordHash = await hashPassword(checkedPassword(input.password));
  try {
    const [row] = await services.database.db
      .insert(users)
      .values({
        login,
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        roles,
        locale,
        createdAt: services.now(),
        passwordChangedAt: services.now(),
      })
      .onConflictDoNothing({ target: users.login })
      .returning(userRowColumns);
    if (!row) throw conflict(said('api.accountExists', { login }));
    return { ...row, roles: normalizeRoles(row.roles) };
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(said('api.accountExists', { login }));
    throw e;
  }
}

export async function updateNames(
  services: Services,
  userId: number,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await services.database.db
    .update(users)
    .set({ firstName: names.firstName.trim(), lastName: names.lastName.trim() })
    .where(eq(users.id, userId));
}

/** New password, every session revoked, and a fresh session token for the caller. */
export async function changePassword(services: Services, userId: number, newPassword: string): Promise<string> {
  const passwordHash = await hashPassword(checkedPassword(newPassword));
  return services.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: services.now() }).where(eq(users.id, userId));
    await revokeAllSessions(services, userId, tx);
    return createSession(services, userId, tx);
  });
}

/** At most this many reset mails per address per throttle window, so the form cannot flood someone's inbox. */
const RESET_MAILS_PER_WINDOW = 3;

/** The language a signed-in customer's pages are in from now on (sign-in with a page's Accept-Language). */
export async function rememberLocale(services: Services, userId: number, locale: Locale | null): Promise<void> {
  if (!locale) return;
  await services.database.db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), sql`${users.locale} <> ${locale}`));
}

/**
 * Sends a reset link when the address has an account, in the language of the page that asked (else the
 * account's). The caller answers the same either way; the link is made in the background so the answer time
 * does not tell whether the account exists.
 */
export async function requestPasswordReset(
  services: Services,
  email: string,
  pageLocale: Locale | null = null,
): Promise<void> {
  const login = normalizeLogin(email);
  const user = await findUserByLogin(services, login);
  const key = throttleKeys.resetMail(login);
  if ((await checkThrottle(services, [key], RESET_MAILS_PER_WINDOW)).blocked) return;
  await recordFailure(services, [key]);
  if (!user) return;
  issueResetLink(services, user, pageLocale ?? user.locale).catch((err: unknown) =>
    services.log.child({ name: 'users' }).error({ err, userId: user.id }, 'a reset link could not be made'),
  );
}

/** The token and its mail in one transaction; the mail expires with the link, and its copy is erased once sent. */
async function issueResetLink(services: Services, user: UserRow, locale: Locale): Promise<void> {
  const token = newToken();
  const now = services.now();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  const mail = await composeMail(
    { kind: 'password-reset', name: user.firstName, token },
    mailContext(services, locale),
  );
  await services.database.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ tokenHash: hashToken(token), userId: user.id, createdAt: now, expiresAt });
    await enqueueMail(tx, services, { kind: 'password-reset', to: user.login, locale, mail, expiresAt });
  });
}

const invalidResetLink = () => new HttpError(400, said('api.resetLinkInvalid'));

/** Uses a reset token once: sets the password, spends every open reset token and ends every session. */
export async function resetPassword(services: Services, token: string, newPassword: string): Promise<void> {
  checkedPassword(newPassword);
  if (!looksLikeToken(token)) throw invalidResetLink();
  const passwordHash = await hashPassword(newPassword);
  const now = services.now();
  await services.database.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          sql`${passwordResets.usedAt} is null`,
          sql`${passwordResets.expiresAt} > ${now}`,
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) throw invalidResetLink();
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, spent.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, spent.userId), sql`${passwordResets.usedAt} is null`));
    await revokeAllSessions(services, spent.userId, tx);
  });
}

export async function setAddress(services: Services, userId: number, address: Address): Promise<void> {
  await services.database.db.update(users).set({ address }).where(eq(users.id, userId));
}

export interface PaymentMethodInput {
  cardType: CardType;
  cardName: string;
  cardNumber: string;
  cvv: string;
  expiry: string;
}

const CARD_NUMBER_KEYS = {
  digits: 'api.cardDigitsOnly',
  checksum: 'api.cardNotValid',
  brand: 'api.cardWrongBrand',
} as const;
const EXPIRY_KEYS = {
  format: 'api.cardExpiryFormat',
  expired: 'api.cardExpired',
  tooFar: 'api.cardExpiryTooFar',
} as const;

/** Checks number (Luhn, brand), CVV format and expiry; keeps type, holder, last four and month only. */
export async function setPaymentMethod(services: Services, userId: number, input: PaymentMethodInput): Promise<void> {
  const numberIssue = cardNumberIssue(input.cardType, input.cardNumber);
  if (numberIssue) throw badRequest(said(CARD_NUMBER_KEYS[numberIssue], { type: input.cardType }));
  if (cvvProblem(input.cardType, input.cvv))
    throw badRequest(said('api.cardCvv', { count: cvvDigits(input.cardType) }));
  const expiry = expiryIssue(input.expiry, services.now());
  if (expiry) throw badRequest(said(EXPIRY_KEYS[expiry]));
  const stored: StoredPaymentMethod = {
    cardType: input.cardType,
    cardName: input.cardName.trim(),
    last4: digitsOnly(input.cardNumber).slice(-4),
    expiry: formatExpiry(input.expiry),
  };
  await services.database.db.update(users).set({ paymentMethod: stored }).where(eq(users.id, userId));
}

async function administratorCount(services: Services): Promise<number> {
  const [row] = await services.database.db
    .select({ n: count() })
    .from(users)
    .where(sql`${users.roles} @> '["ADMINISTRATOR"]'::jsonb`);
  return Number(row?.n ?? 0);
}

/** Deletes the account (sessions, resets, cart, wishlist go with it; orders keep their rows without the user). */
export async function deleteUser(services: Services, target: UserRow): Promise<void> {
  if (target.roles.includes('ADMINISTRATOR') && (await administratorCount(services)) <= 1) {
    throw conflict(said('api.lastAdministrator'));
  }
  await services.database.db.delete(users).where(eq(users.id, target.id));
}

export async function setRole(services: Services, target: UserRow, role: Role, granted: boolean): Promise<void> {
  if (!ROLES.includes(role) || role === 'USER') throw forbidden();
  const roles = granted
    ? normalizeRoles([...target.roles, role])
    : normalizeRoles(target.roles.filter((r) => r !== role));
  await services.database.db.update(users).set({ roles }).where(eq(users.id, target.id));
}

export interface UserListItem {
  login: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  createdAt: string;
}

/** Administrators' user list: a case-insensitive search over login and names, as data (LIKE wildcards escaped). */
export async function listUsers(
  services: Services,
  opts: { q?: string; page: number; limit: number },
): Promise<{ users: UserListItem[]; total: number; page: number; limit: number }> {
  const q = opts.q?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const where = pattern
    ? or(ilike(users.login, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
    : undefined;
  const { db } = services.database;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        login: users.login,
        firstName: users.firstName,
        lastName: users.lastName,
        roles: users.roles,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.login))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map((r) => ({ ...r, roles: normalizeRoles(r.roles), createdAt: r.createdAt.toISOString() })),
    total: Number(total?.n ?? 0),
    page: opts.page,
    limit: opts.limit,
  };
}
