import { eq } from 'drizzle-orm';
import { formatUsd } from '../../../lib/money.ts';
import { refundCounts } from '../../../lib/orders/refunds.ts';
import { canMoveOrder, orderMoveProblem } from '../../../lib/orders/status.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orderStatusHistory, refunds } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { PaymentError, type ProviderRefund } from '../../payments/provider.ts';
import type { Services } from '../../services.ts';
import { moveOrderStatus } from '../orders-admin/change-status.ts';
import { applyItemEdit } from '../orders-admin/edit-item.ts';
import { returnStock } from '../orders-admin/stock.ts';
import { queueOrderRefundedMail } from '../orders/mails.ts';
import { findOrderRow, lockOrderRow, type OrderRow } from '../orders/queries.ts';
import { leftToRefundCents, type RefundRow } from './ledger.ts';
import { said, wordsOf, type ServerMessage } from '../../http/server-message.ts';

/** What became of a refund asked of the provider. */
export type SettleOutcome =
  | { kind: 'settled'; refund: RefundRow; stockChanged: boolean }
  | { kind: 'refused'; message: ServerMessage }
  | { kind: 'unanswered'; message: ServerMessage };

/** The provider's answer: a refund (possibly FAILED), or a refusal in its words (its English is kept as the reason). */
export type RefundAnswer = { refund: ProviderRefund } | { refused: ServerMessage };

export const providerLabel = (order: Pick<OrderRow, 'paymentProvider'>) =>
  order.paymentProvider === 'paypal' ? 'PayPal' : 'test-payment mode';

/**
 * Asks the provider for a recorded refund with the refund's own request id (so asking again never refunds twice)
 * and settles it with the answer. No answer (a timeout, a dropped connection, a 5xx) leaves it REQUESTED.
 */
export async function askProviderForRefund(services: Services, row: RefundRow): Promise<SettleOutcome> {
  const { db } = services.database;
  const order = await findOrderRow(db, row.orderId);
  if (!order?.providerCaptureId) return settleRefund(services, row.id, { refused: said('api.refundNoCapture') });
  let refund: ProviderRefund;
  try {
    refund = await services.payments.refundCapture({
      captureId: order.providerCaptureId,
      amountCents: row.amountCents,
      currency: row.currency,
      requestId: row.requestId,
      reference: order.id,
      noteToPayer: `Refund for your Old City Gifts order ${order.id}.`,
    });
  } catch (err) {
    if (!(err instanceof PaymentError)) throw err;
    if (err.retryable) {
      await db.update(refunds).set({ updatedAt: services.now() }).where(eq(refunds.id, row.id));
      return { kind: 'unanswered', message: unansweredMessage(row.amountCents, err.said) };
    }
    return settleRefund(services, row.id, { refused: err.said });
  }
  return settleRefund(services, row.id, { refund });
}

export function unansweredMessage(amountCents: number, reason: ServerMessage): ServerMessage {
  return said('api.refundUnanswered', { reason, amount: formatUsd(amountCents) });
}

/** Settles a REQUESTED refund in its own transaction; a refund settled meanwhile (by a retry or a notification) is answered as it stands. */
export async function settleRefund(services: Services, refundId: number, answer: RefundAnswer): Promise<SettleOutcome> {
  const { db } = services.database;
  return db.transaction(async (tx) => {
    const [first] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
    if (!first) throw new HttpError(404, said('api.refundNotFound'));
    // The order first, then its refund: every writer of an order's money takes the locks in this order.
    const order = (await lockOrderRow(tx, first.orderId))!;
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (current!.status !== 'REQUESTED') return settledAlready(current!);
    return settleRefundInTransaction(tx, services, order, current!, answer, services.now());
  });
}

function settledAlready(row: RefundRow): SettleOutcome {
  if (refundCounts(row.status)) return { kind: 'settled', refund: row, stockChanged: false };
  return { kind: 'refused', message: said('api.refundRefusedEarlier', { reason: row.reason ?? row.status }) };
}

type MailServices = Pick<Services, 'config' | 'content' | 'now'>;

/**
 * Inside a transaction that holds the order's lock and the REQUESTED refund's lock: records the provider's answer.
 * A refusal (or a FAILED/CANCELLED refund) leaves the order as it was, gives back stock taken for the change, and
 * notes the provider's reason; money sent back (COMPLETED, PENDING) applies what the refund was for.
 */
export async function settleRefundInTransaction(
  tx: Db,
  services: MailServices,
  order: OrderRow,
  row: RefundRow,
  answer: RefundAnswer,
  now: Date,
): Promise<SettleOutcome> {
  const refused =
    'refused' in answer
      ? answer.refused
      : answer.refund.status === 'FAILED' || answer.refund.status === 'CANCELLED'
        ? refusalOf(answer.refund)
        : null;
  if (refused !== null) {
    const reason = wordsOf(refused, 'en');
    const providerRefundId = 'refund' in answer ? answer.refund.id : null;
    const status = 'refund' in answer && answer.refund.status === 'CANCELLED' ? 'CANCELLED' : 'FAILED';
    await tx.update(refunds).set({ status, reason, providerRefundId, updatedAt: now }).where(eq(refunds.id, row.id));
    if (row.purpose?.kind === 'edit' && row.purpose.stockTaken > 0 && order.stockReleasedAt === null) {
      const [line] = await tx.select().from(orderItems).where(eq(orderItems.id, row.purpose.itemId));
      if (line) await returnStock(tx, line, row.purpose.stockTaken);
    }
    await note(tx, order, `Refund of ${formatUsd(row.amountCents)} not made: ${reason}`, row.actorUserId, now);
    return { kind: 'refused', message: refused };
  }

  const refund = (answer as { refund: ProviderRefund }).refund;
  const amountCents = refund.amountCents > 0 ? refund.amountCents : row.amountCents;
  const [settled] = await tx
    .update(refunds)
    .set({
      status: refund.status === 'COMPLETED' ? 'COMPLETED' : 'PENDING',
      providerRefundId: refund.id,
      amountCents,
      reason:
        refund.status === 'COMPLETED'
          ? null
          : (refund.reason ?? (refund.status === 'PENDING' ? null : `status ${refund.status}`)),
      updatedAt: now,
    })
    .where(eq(refunds.id, row.id))
    .returning();
  const stockChanged = await applyRefundPurpose(tx, services, order, settled!, now);
  return { kind: 'settled', refund: settled!, stockChanged };
}

function refusalOf(refund: ProviderRefund): ServerMessage {
  return refund.reason
    ? said('api.refundRefusedWithReason', { status: refund.status, reason: refund.reason })
    : said('api.refundRefusedStatus', { status: refund.status });
}

/**
 * Once money went back: changes the line, or moves the order, as the refund was asked for; a refund that leaves
 * nothing of the payment makes the order Refunded. Each change runs in a savepoint: if the order can no longer take
 * it, the refund still stands and the history says what could not be done. The customer's mail (cancelled,
 * refunded) is queued in the same transaction.
 */
export async function applyRefundPurpose(
  tx: Db,
  services: MailServices,
  order: OrderRow,
  refund: RefundRow,
  now: Date,
): Promise<boolean> {
  const pending =
    refund.status === 'PENDING' ? `; PayPal is still sending it${refund.reason ? ` (${refund.reason})` : ''}` : '';
  const said = `Refunded ${formatUsd(refund.amountCents)} through ${providerLabel(order)} (refund ${refund.providerRefundId}${pending}).`;
  const purpose = refund.purpose ?? { kind: 'partial' as const };
  const actor = refund.actorUserId;

  if (purpose.kind === 'edit' || (purpose.kind === 'status' && !orderMoveProblem(order.status, purpose.to))) {
    try {
      return await tx.transaction(async (sp) => {
        if (purpose.kind === 'status') {
          const text = [purpose.note, said].filter(Boolean).join(' ');
          return (await moveOrderStatus(sp, services, order, purpose.to, actor, text, now, refund.amountCents))
            .stockChanged;
        }
        const change = { quantity: purpose.quantity, unitPriceCents: purpose.unitPriceCents };
        const { stockChanged } = await applyItemEdit(
          sp,
          order,
          purpose.itemId,
          change,
          purpose.stockTaken,
          actor,
          said,
          now,
        );
        await queueOrderRefundedMail(sp, services, order.id, refund.amountCents);
        return stockChanged;
      });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      await note(tx, order, `${said} The change it was for could not be made: ${err.message}`, actor, now);
      await queueOrderRefundedMail(tx, services, order.id, refund.amountCents);
      return false;
    }
  }

  if ((await leftToRefundCents(tx, order)) === 0 && canMoveOrder(order.status, 'Refunded')) {
    return (
      await moveOrderStatus(
        tx,
        services,
        order,
        'Refunded',
        actor,
        `${said} Nothing is left of the payment.`,
        now,
        refund.amountCents,
      )
    ).stockChanged;
  }
  await note(tx, order, said, actor, now);
  await queueOrderRefundedMail(tx, services, order.id, refund.amountCents);
  return false;
}

async function note(tx: Db, order: OrderRow, text: string, actorUserId: number | null, now: Date): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    note: text,
    actorUserId,
    createdAt: now,
  });
}
