import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { pruneSentMails } from './outbox.ts';
import { describeFailure, retryDelayMs } from './retry.ts';

/** A claimed mail is this sender's for this long; a sender that died mid-way leaves it to the next after that. */
export const LEASE_MS = 2 * 60 * 1000;

export interface DeliveryPass {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for good (last attempt, refused address, or expired). */
  failed: number;
}

type Row = typeof mailOutbox.$inferSelect;

/**
 * One pass of the sender: claims up to `limit` due mails and delivers them through services.mailer, marking each
 * sent, or scheduling its next attempt (retry.ts), or failed. Claiming takes a lease in one statement over rows
 * locked with FOR UPDATE SKIP LOCKED, so any number of shop instances on one PostgreSQL share the work without
 * sending a mail twice; nothing is locked while a mail is on the wire.
 */
export async function deliverDueMails(
  services: Pick<Services, 'database' | 'mailer' | 'now' | 'log'>,
  limit = 20,
): Promise<DeliveryPass> {
  const { db } = services.database;
  const now = services.now();
  const pass: DeliveryPass = { sent: 0, retrying: 0, failed: 0 };

  const expired = await db
    .update(mailOutbox)
    .set({
      status: 'failed',
      lastError: 'Not sent: its link had expired by then.',
      html: '',
      text: '',
      leaseUntil: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(mailOutbox.status, 'waiting'),
        lte(mailOutbox.expiresAt, now),
        or(isNull(mailOutbox.leaseUntil), lte(mailOutbox.leaseUntil, now)),
      ),
    )
    .returning({ id: mailOutbox.id });
  pass.failed += expired.length;

  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'waiting'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.leaseUntil), lte(mailOutbox.leaseUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1`, updatedAt: now })
    .where(inArray(mailOutbox.id, due))
    .returning();

  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const outcome = await deliver(services, row);
    pass[outcome]++;
  }
  return pass;
}

async function deliver(
  services: Pick<Services, 'database' | 'mailer' | 'now' | 'log'>,
  row: Row,
): Promise<keyof DeliveryPass> {
  const { db } = services.database;
  try {
    await services.mailer.send({
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      messageId: row.messageId,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      ...(row.headers ? { headers: row.headers } : {}),
    });
  } catch (error) {
    const failure = describeFailure(error);
    const now = services.now();
    const wait = failure.permanent ? null : retryDelayMs(row.attempts);
    await db
      .update(mailOutbox)
      .set(
        wait === null
          ? { status: 'failed', lastError: failure.message, leaseUntil: null, updatedAt: now }
          : {
              nextAttemptAt: new Date(now.getTime() + wait),
              lastError: failure.message,
              leaseUntil: null,
              updatedAt: now,
            },
      )
      .where(eq(mailOutbox.id, row.id));
    const next = wait === null ? 'gave up' : `next try in ${Math.round(wait / 1000)} s`;
    services.log
      .child({ name: 'mail' })
      .warn(
        { mailId: row.id, to: row.toAddress, subject: row.subject, attempt: row.attempts, error: failure.message },
        `"${row.subject}" to ${row.toAddress}: attempt ${row.attempts} failed (${failure.message}); ${next}`,
      );
    return wait === null ? 'failed' : 'retrying';
  }
  const now = services.now();
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: now,
      lastError: null,
      leaseUntil: null,
      updatedAt: now,
      ...(row.expiresAt ? { html: '', text: '' } : {}),
    })
    .where(eq(mailOutbox.id, row.id));
  return 'sent';
}

export interface MailSender {
  /** Stops the loop after the pass in progress. */
  stop(): Promise<void>;
}

/**
 * The running shop's sender: a delivery pass every `intervalMs` (at once again while passes come back full), and
 * an hourly clean-up of mails delivered long ago. Passes never overlap within one process.
 */
export function startMailSender(
  services: Pick<Services, 'database' | 'mailer' | 'now' | 'log'>,
  intervalMs = 2000,
): MailSender {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let lastPrune = 0;

  const run = async () => {
    let full = false;
    try {
      const pass = await deliverDueMails(services);
      full = pass.sent + pass.retrying + pass.failed >= 20;
      if (Date.now() - lastPrune > 3_600_000) {
        lastPrune = Date.now();
        await pruneSentMails(services.database.db, services.now());
      }
    } catch (err) {
      services.log.child({ name: 'mail' }).error({ err }, 'the sender pass failed');
    }
    if (!stopped) {
      timer = setTimeout(() => (current = run()), full ? 0 : intervalMs);
      timer.unref();
    }
  };
  timer = setTimeout(() => (current = run()), 0);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
