import { count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { INBOX_FILTERS, InboxMessage, InboxPage } from '../../../lib/api/contact-inbox.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { notFound, said } from '../../http/errors.ts';

type Row = typeof contactMessages.$inferSelect;

const asMessage = (row: Row): InboxMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  locale: row.locale,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

const filters: Record<(typeof INBOX_FILTERS)[number], SQL | undefined> = {
  open: isNull(contactMessages.answeredAt),
  answered: isNotNull(contactMessages.answeredAt),
  all: undefined,
};

/** One page of the contact inbox, newest first. */
export async function listInbox(
  db: Db,
  query: { filter: (typeof INBOX_FILTERS)[number]; page: number; size: number },
): Promise<InboxPage> {
  const where = filters[query.filter];
  const [rows, [total], [open]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.answeredAt)),
  ]);
  return { messages: rows.map(asMessage), total: Number(total?.n ?? 0), open: Number(open?.n ?? 0) };
}

const NO_MESSAGE = said('api.inbox.notFound');

/** Opened by an administrator: read from the first opening on. */
export async function markRead(db: Db, id: number, now: Date): Promise<InboxMessage> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: sql`coalesce(${contactMessages.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound(NO_MESSAGE);
  return asMessage(row);
}

/** Marked answered (or open again); answering also counts as reading it. */
export async function markAnswered(db: Db, id: number, answered: boolean, now: Date): Promise<InboxMessage> {
  const [row] = await db
    .update(contactMessages)
    .set(
      answered
        ? {
            answeredAt: sql`coalesce(${contactMessages.answeredAt}, ${now.toISOString()}::timestamptz)`,
            readAt: sql`coalesce(${contactMessages.readAt}, ${now.toISOString()}::timestamptz)`,
          }
        : { answeredAt: null },
    )
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound(NO_MESSAGE);
  return asMessage(row);
}
