import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import { notFound, said } from '../../http/errors.ts';
import { composeMail, mailContext } from '../../mail/compose.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Services } from '../../services.ts';
import { newsletterHeaders } from './headers.ts';

type NewsletterServices = Pick<Services, 'database' | 'now' | 'config' | 'content'>;

export const newToken = () => crypto.randomBytes(24).toString('base64url');

/**
 * Double opt-in. A new address, one not confirmed yet, or one that left the list gets a confirmation mail (written
 * in this transaction) in the subscriber's language and counts only once its link is opened; an address already on
 * the list gets nothing. The answer never tells which, so the form reveals nobody's subscription.
 */
export async function subscribe(services: NewsletterServices, rawEmail: string, locale: Locale): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  await services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email, locale, token: newToken(), createdAt: services.now() })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: {
          locale: sql`excluded.locale`,
          // Back after leaving: asked to confirm again.
          confirmedAt: sql`case when ${newsletterSubscribers.unsubscribed} then null else ${newsletterSubscribers.confirmedAt} end`,
          unsubscribed: false,
        },
      })
      .returning({ token: newsletterSubscribers.token, confirmedAt: newsletterSubscribers.confirmedAt });
    if (!row || row.confirmedAt) return;
    const context = mailContext(services, locale);
    const mail = await composeMail({ kind: 'newsletter-confirm', token: row.token }, context);
    await enqueueMail(tx, services, {
      kind: 'newsletter-confirm',
      reference: 'newsletter',
      to: email,
      locale,
      mail,
      headers: newsletterHeaders(services.config.publicSiteUrl, row.token),
    });
  });
}

const BAD_TOKEN = said('api.newsletter.badToken');
const validToken = (token: string) => /^[A-Za-z0-9_-]{16,64}$/.test(token);

/** The confirmation link: the address counts from now on (opening it again changes nothing). */
export async function confirmSubscription(services: NewsletterServices, token: string): Promise<{ email: string }> {
  if (!validToken(token)) throw notFound(BAD_TOKEN);
  const [row] = await services.database.db
    .update(newsletterSubscribers)
    .set({
      confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${services.now().toISOString()}::timestamptz)`,
    })
    .where(and(eq(newsletterSubscribers.token, token), eq(newsletterSubscribers.unsubscribed, false)))
    .returning({ email: newsletterSubscribers.email });
  if (!row) throw notFound(BAD_TOKEN);
  return row;
}

/** One-click unsubscribe (the mail's link, or a mail program's RFC 8058 POST): off the list at once. */
export async function unsubscribe(services: NewsletterServices, token: string): Promise<{ email: string }> {
  if (!validToken(token)) throw notFound(BAD_TOKEN);
  const [row] = await services.database.db
    .update(newsletterSubscribers)
    .set({ unsubscribed: true })
    .where(eq(newsletterSubscribers.token, token))
    .returning({ email: newsletterSubscribers.email });
  if (!row) throw notFound(BAD_TOKEN);
  return row;
}

/** The addresses that count: confirmed and still on the list, in the order they confirmed. */
export function confirmedSubscribers(services: Pick<Services, 'database'>) {
  return services.database.db
    .select({
      email: newsletterSubscribers.email,
      locale: newsletterSubscribers.locale,
      token: newsletterSubscribers.token,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.unsubscribed, false), sql`${newsletterSubscribers.confirmedAt} is not null`))
    .orderBy(newsletterSubscribers.confirmedAt, newsletterSubscribers.email);
}
