import crypto from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox, type MailStatus } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import type { ComposedMail, MailKind } from './compose.ts';
import { mailDomain } from './mailer.ts';
import type { MailSummary } from '../../lib/api/mail.ts';
import { said } from '../http/server-message.ts';

export interface OutboxMail {
  kind: MailKind;
  /** The order id or message number the mail is about. */
  reference?: string | null;
  to: string;
  replyTo?: string;
  locale: Locale;
  mail: ComposedMail;
  /** Held back until then (default: at once). */
  sendAfter?: Date;
  /** Not worth sending after this; such a mail's body is erased once sent or expired (reset links are secrets). */
  expiresAt?: Date;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe pair. */
  headers?: Record<string, string>;
}

/**
 * Writes a mail into the outbox. Call it with the transaction of the change that causes the mail, so both commit
 * or neither does; the sender (sender.ts) delivers it after the commit.
 */
export async function enqueueMail(
  tx: Db,
  services: Pick<Services, 'now' | 'config'>,
  mail: OutboxMail,
): Promise<number> {
  const now = services.now();
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      reference: mail.reference ?? null,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      locale: mail.locale,
      subject: mail.mail.subject,
      html: mail.mail.html,
      text: mail.mail.text,
      messageId: `<${crypto.randomUUID()}@${mailDomain(services.config.publicSiteUrl)}>`,
      nextAttemptAt: mail.sendAfter ?? now,
      expiresAt: mail.expiresAt ?? null,
      headers: mail.headers ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Takes back mails not yet on their way (an "awaiting payment" reminder once the order is paid or cancelled).
 * Same transaction rule as enqueueMail. A mail a sender is delivering at this moment still goes out.
 */
export async function withdrawMails(
  tx: Db,
  services: Pick<Services, 'now'>,
  reference: string,
  kinds: MailKind[],
): Promise<number> {
  const now = services.now();
  const gone = await tx
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.reference, reference),
        inArray(mailOutbox.kind, kinds),
        eq(mailOutbox.status, 'waiting'),
        or(isNull(mailOutbox.leaseUntil), lte(mailOutbox.leaseUntil, now)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}

function summary(row: typeof mailOutbox.$inferSelect): MailSummary {
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    to: row.toAddress,
    subject: row.subject,
    locale: row.locale,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'waiting' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** One page of mails in a status, newest first, with how many there are in all. */
export async function listMails(
  db: Db,
  query: { status: MailStatus; page: number; size: number },
): Promise<{ mails: MailSummary[]; total: number }> {
  const where = eq(mailOutbox.status, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { mails: rows.map(summary), total: Number(total?.n ?? 0) };
}

export const MAIL_NOT_FOUND = 'No such mail.';
const NO_SUCH_MAIL = said('api.mailNotFound');

/**
 * The administrator sends a failed mail again: it waits for the sender with a fresh set of attempts. Only failed
 * mails (a waiting one is on its way, a sent one arrived), and never one whose content has expired.
 */
export async function resendMail(db: Db, services: Pick<Services, 'now'>, id: number): Promise<MailSummary> {
  const now = services.now();
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'waiting', attempts: 0, nextAttemptAt: now, leaseUntil: null, updatedAt: now })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, 'failed'),
        or(isNull(mailOutbox.expiresAt), gt(mailOutbox.expiresAt, now)),
      ),
    )
    .returning();
  if (row) return summary(row);
  const [current] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  if (!current) throw notFound(NO_SUCH_MAIL);
  if (current.status === 'sent') throw conflict(said('api.mailAlreadySent'));
  if (current.status === 'waiting') throw conflict(said('api.mailAlreadyWaiting'));
  throw conflict(said('api.mailLinkExpired'));
}

/** How many mails wait for delivery and how many failed, for /api/health. */
export async function mailCounts(db: Db): Promise<{ waiting: number; failed: number }> {
  const rows = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['waiting', 'failed']))
    .groupBy(mailOutbox.status);
  const of = (status: MailStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { waiting: of('waiting'), failed: of('failed') };
}

/** Delivered mails are kept this long for the record, then deleted. */
export const SENT_MAIL_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

export async function pruneSentMails(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SENT_MAIL_RETENTION_MS);
  const old = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.createdAt, cutoff)))
    .orderBy(asc(mailOutbox.id))
    .limit(1000);
  const gone = await db.delete(mailOutbox).where(inArray(mailOutbox.id, old)).returning({ id: mailOutbox.id });
  return gone.length;
}
