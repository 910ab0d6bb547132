import { and, asc, eq } from 'drizzle-orm';
import { formatUsd } from '../../../lib/money.ts';
import { refundableCents } from '../../../lib/orders/refunds.ts';
import type { Db } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import type { OrderRow } from '../orders/queries.ts';
import { said, type ServerMessage } from '../../http/server-message.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** An order's refunds, oldest first. */
export function refundsOf(db: Db, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/** Cents that can still go back through the provider: the capture less every refund that counts. */
export async function leftToRefundCents(db: Db, order: Pick<OrderRow, 'id' | 'capturedCents'>): Promise<number> {
  if (order.capturedCents === null) return 0;
  return refundableCents(order.capturedCents, await refundsOf(db, order.id));
}

/** The refund asked of the provider that has no answer yet (at most one per order). */
export async function unansweredRefund(db: Db, orderId: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'REQUESTED')))
    .limit(1);
  return row;
}

export function waitingMessage(row: Pick<RefundRow, 'amountCents'>): ServerMessage {
  return said('api.refundWaiting', { amount: formatUsd(row.amountCents) });
}

/** 409 while a refund has no answer: the order must not change under money that may be on its way back. */
export async function refuseWhileRefundUnanswered(db: Db, orderId: string): Promise<void> {
  const waiting = await unansweredRefund(db, orderId);
  if (waiting) throw conflict(waitingMessage(waiting));
}
