import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatUsd } from '../../../lib/money.ts';
import { refundableCents, refundAmountIssue, type RefundAmountIssue } from '../../../lib/orders/refunds.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, refunds, type RefundPurpose } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { AdminOrder } from '../../../lib/api/order.ts';
import { editedTotalCents, higherTotalMessage } from '../orders-admin/edit-item.ts';
import { takeStock } from '../orders-admin/stock.ts';
import { findOrderRow, loadOrder, lockOrderRow } from '../orders/queries.ts';
import { isUniqueViolation } from '../checkout/place-order.ts';
import { refundsOf, unansweredRefund, waitingMessage, type RefundRow } from './ledger.ts';
import { askProviderForRefund, type SettleOutcome } from './settle-refund.ts';
import { dropOrderProducts } from '../orders/order-products.ts';
import { said, type ServerMessage } from '../../http/server-message.ts';
import { orderMoveMessage, statusWords } from '../../http/order-words.ts';

const ORDER_NOT_FOUND = said('api.orderMissing');
const CHANGED_MEANWHILE = said('api.orderChangedMeanwhile');

export interface RefundRequest {
  /** What the refund is for: `partial` (an amount, or the rest), a move to Cancelled/Refunded, or a cheaper line. */
  purpose: RefundPurpose;
  /** Partial refunds only; none means everything that is left. */
  amountCents?: number;
  actorUserId: number | null;
}

/**
 * Sends money of a paid order back through the payment provider. The refund is recorded first (REQUESTED, with
 * its own PayPal-Request-Id) under the order's lock, then asked of the provider, then settled: the order changes
 * (status, line, stock) only when the money went back; a refusal leaves it as it was and says the provider's
 * reason (409); no answer leaves the refund to be asked again with the same id (502), by the next click or by the
 * background job, so a retry never refunds twice. While one refund has no answer, asking again repeats it.
 */
export async function refundOrder(services: Services, orderId: string, request: RefundRequest): Promise<AdminOrder> {
  const { db } = services.database;
  const waiting = await unansweredRefund(db, orderId);
  if (waiting) {
    const outcome = await askProviderForRefund(services, waiting);
    if (!sameIntent(waiting, request) && outcome.kind !== 'unanswered') {
      throw conflict(
        said(outcome.kind === 'settled' ? 'api.refundEarlierMade' : 'api.refundEarlierRefused', {
          amount: formatUsd(waiting.amountCents),
        }),
      );
    }
    return answer(services, orderId, outcome);
  }

  let intent: { row: RefundRow; stockChanged: boolean };
  try {
    intent = await db.transaction((tx) => recordIntent(tx, orderId, request, services.now()));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Another refund of the same order was recorded a moment earlier.
    const other = await unansweredRefund(db, orderId);
    throw conflict(other ? waitingMessage(other) : said('api.refundJustMade'));
  }
  if (intent.stockChanged) await dropOrderProducts(services, [orderId]);
  return answer(services, orderId, await askProviderForRefund(services, intent.row));
}

async function answer(services: Services, orderId: string, outcome: SettleOutcome): Promise<AdminOrder> {
  if (outcome.kind === 'unanswered') throw new HttpError(502, outcome.message);
  if (outcome.kind === 'refused') throw conflict(outcome.message);
  if (outcome.stockChanged) await dropOrderProducts(services, [orderId]);
  const [order, row] = await Promise.all([
    loadOrder(services.database.db, orderId, services.now()),
    findOrderRow(services.database.db, orderId),
  ]);
  if (!order || !row) throw notFound(ORDER_NOT_FOUND);
  return { ...order, customerEmail: row.customerEmail };
}

function sameIntent(waiting: RefundRow, request: RefundRequest): boolean {
  const a = waiting.purpose ?? { kind: 'partial' as const };
  const b = request.purpose;
  if (a.kind === 'partial' && b.kind === 'partial')
    return request.amountCents === undefined || request.amountCents === waiting.amountCents;
  if (a.kind === 'status' && b.kind === 'status') return a.to === b.to;
  if (a.kind === 'edit' && b.kind === 'edit')
    return a.itemId === b.itemId && a.quantity === b.quantity && a.unitPriceCents === b.unitPriceCents;
  return false;
}

/** Under the order's lock: checks the refund against the payment and writes it down before any money moves. */
async function recordIntent(
  tx: Db,
  orderId: string,
  request: RefundRequest,
  now: Date,
): Promise<{ row: RefundRow; stockChanged: boolean }> {
  const order = await lockOrderRow(tx, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status === 'Pending') throw conflict(said('api.refundUnpaid'));
  if (order.status === 'Cancelled' || order.status === 'Refunded')
    throw conflict(said('api.orderAlreadyInStatus', { status: statusWords(order.status) }));
  if (order.capturedCents === null || !order.providerCaptureId) throw conflict(said('api.refundPaidByHand'));
  const left = refundableCents(order.capturedCents, await refundsOf(tx, orderId));
  const purpose: RefundPurpose = { ...request.purpose };
  let amountCents: number;
  let stockChanged = false;

  if (purpose.kind === 'partial') {
    if (left <= 0) throw conflict(said('api.refundNothingLeft'));
    const issue = refundAmountIssue(request.amountCents === undefined ? undefined : request.amountCents / 100, left);
    if (issue) throw badRequest(refundAmountMessage(issue, left));
    amountCents = request.amountCents ?? left;
  } else if (purpose.kind === 'status') {
    const problem = orderMoveMessage(order.status, purpose.to);
    if (problem) throw conflict(problem);
    if (left <= 0) throw conflict(CHANGED_MEANWHILE);
    amountCents = left;
  } else {
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const line = lines.find((l) => l.id === purpose.itemId);
    if (!line) throw conflict(CHANGED_MEANWHILE);
    const total = editedTotalCents(order, lines, line.id, purpose);
    if (total > left) throw conflict(higherTotalMessage(total, left));
    amountCents = left - total;
    if (amountCents <= 0) throw conflict(CHANGED_MEANWHILE);
    // Units the change adds are taken now, so the line can change the moment the money went back.
    const extra = purpose.quantity - line.quantity;
    if (extra > 0 && order.stockReleasedAt === null) {
      await takeStock(tx, line, extra);
      purpose.stockTaken = extra;
      stockChanged = true;
    }
  }

  const [row] = await tx
    .insert(refunds)
    .values({
      orderId,
      amountCents,
      currency: order.currency,
      status: 'REQUESTED',
      requestId: `refund-${orderId}-${crypto.randomBytes(6).toString('hex')}`,
      origin: 'shop',
      purpose,
      actorUserId: request.actorUserId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { row: row!, stockChanged };
}

/** A refused amount in the shopper's language (the same checks as the All Orders screen). */
function refundAmountMessage(issue: RefundAmountIssue, leftCents: number): ServerMessage {
  if (issue === 'nothing-left') return said('api.refundNothingLeft');
  if (issue === 'over') return said('api.refundAmountOver', { amount: formatUsd(leftCents) });
  return said(issue === 'step' ? 'api.refundAmountStep' : 'api.refundAmountPositive');
}
