import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { centsToDecimalString, PaymentError, type CapturedPayment } from '../../payments/provider.ts';
import type { Order } from '../../../lib/orders/order.ts';
import { orderItems, orders, orderStatusHistory, users } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { removeOrderedLines } from '../cart/cart.ts';
import { queueOrderPaidMails } from '../orders/mails.ts';
import { findOrderRow, loadOrder } from '../orders/queries.ts';
import { CAPTURE_HOLD_MS, captureUnderWay, noCaptureUnderWay, notPayableMessage } from './payment-window.ts';

export interface CaptureOutcome {
  order: Order;
  /** Payer's given name from PayPal, else the customer's first name: 'Payment completed by {name}'. */
  payerGivenName: string | null;
}

/**
 * POST /order/{orderId}/capture: takes the approved payment and only then marks the order Paid. The capture must be
 * COMPLETED for exactly the order's amount and currency; anything else leaves the order unpaid with a reason.
 * A capture of an order that is already Paid changes nothing and answers the order again.
 */
export async function captureOrderPayment(services: Services, orderId: string, caller: { id: number; isAdmin: boolean }): Promise<CaptureOutcome> {
  const { db } = services.database;
  const row = await findOrderRow(db, orderId);
  if (!row) throw notFound('No order found.');
  if (row.userId !== caller.id && !caller.isAdmin) throw new HttpError(403, 'This is not your order.');

  if (row.status !== 'Pending') {
    if (row.paidAt) return outcome(services, orderId);
    throw conflict(notPayableMessage(row.status));
  }
  if (!row.providerOrderId) throw conflict('Payment for this order has not been started; place the order again.');

  // Claim: only an order inside its window, stock still held, no other capture running, may be captured. The
  // marker keeps a cancellation out and the hold keeps expiry away until PayPal has answered.
  const now = services.now();
  const holdUntil = new Date(now.getTime() + CAPTURE_HOLD_MS);
  const claimed = await db
    .update(orders)
    .set({ paymentDueAt: sql`greatest(${orders.paymentDueAt}, ${holdUntil.toISOString()}::timestamptz)`, captureStartedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'Pending'), isNull(orders.stockReleasedAt), gt(orders.paymentDueAt, now), noCaptureUnderWay(now)))
    .returning({ id: orders.id });
  if (!claimed.length) {
    const again = await findOrderRow(db, orderId);
    if (again?.paidAt) return outcome(services, orderId);
    if (again && again.status !== 'Pending') throw conflict(notPayableMessage(again.status));
    if (again && captureUnderWay(again, now)) throw conflict('This order is being paid right now; reload it in a moment.');
    throw conflict('The 30-minute payment window for this order has closed and its items went back on sale. Choose Pay now on the order to reserve them again, or check out again.');
  }

  let captured: CapturedPayment;
  try {
    captured = await services.payments.captureOrder({
      providerOrderId: row.providerOrderId,
      // A new id per attempt: after a decline the buyer may approve another card, which must not replay the decline.
      requestId: `capture-${orderId}-${crypto.randomBytes(6).toString('hex')}`,
    });
  } catch (err) {
    await captureEnded(services, orderId);
    if (!(err instanceof PaymentError)) throw err;
    await note(services, orderId, `Capture failed (${err.kind}${err.issue ? `: ${err.issue}` : ''}).`);
    if (err.kind === 'declined') throw new HttpError(402, `${err.message} Please choose another way to pay.`);
    if (err.kind === 'rejected') throw new HttpError(409, err.message);
    throw new HttpError(502, err.message);
  }

  if (captured.status !== 'COMPLETED') {
    await captureEnded(services, orderId);
    await note(services, orderId, `Capture not completed (status ${captured.status}).`);
    throw new HttpError(402, `PayPal has not completed the payment (status ${captured.status}). The order stays unpaid.`);
  }
  if (captured.amountCents !== row.totalCents || captured.currency !== row.currency) {
    await captureEnded(services, orderId);
    const got = captured.amountCents >= 0 ? `${centsToDecimalString(captured.amountCents)} ${captured.currency}` : 'an unreadable amount';
    const want = `${centsToDecimalString(row.totalCents)} ${row.currency}`;
    const which = captured.captureId ? `Capture ${captured.captureId}` : 'The capture';
    await note(services, orderId, `${which} was for ${got}, not ${want}: not accepted; refund it by hand.`);
    throw new HttpError(502, `The payment was for ${got} instead of ${want}, so the order was not marked paid. The shop has been told and will sort it out.`);
  }

  const paidNow = services.now();
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({ status: 'Paid', paidAt: paidNow, updatedAt: paidNow, providerCaptureId: captured.captureId, payerGivenName: captured.payerGivenName, captureStartedAt: null })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'Pending')))
      .returning({ id: orders.id, userId: orders.userId });
    if (!updated.length) return false; // a concurrent capture of the same order got there first
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: 'Pending',
      toStatus: 'Paid',
      note: `Paid through ${row.paymentProvider === 'paypal' ? 'PayPal' : 'test-payment mode'}${captured.captureId ? ` (capture ${captured.captureId})` : ''}.`,
      actorUserId: caller.id,
      createdAt: paidNow,
    });
    if (row.userId !== null) {
      const lines = await tx.select({ productId: orderItems.productId, size: orderItems.size }).from(orderItems).where(eq(orderItems.orderId, orderId));
      await removeOrderedLines(tx, row.userId, lines);
    }
    // Written with the payment; the outbox delivers them, so a mail server outage never undoes or loses anything.
    await queueOrderPaidMails(tx, services, orderId, { notifyShop: true });
    return true;
  });

  return outcome(services, orderId);
}

async function outcome(services: Services, orderId: string): Promise<CaptureOutcome> {
  const order = (await loadOrder(services.database.db, orderId, services.now()))!;
  let payerGivenName = order.payerGivenName;
  if (!payerGivenName && order.userId !== null) {
    const [user] = await services.database.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, order.userId)).limit(1);
    payerGivenName = user?.firstName ?? null;
  }
  return { order, payerGivenName };
}

/** The capture call is over without a payment: the order may be cancelled or paid again. */
async function captureEnded(services: Services, orderId: string): Promise<void> {
  await services.database.db.update(orders).set({ captureStartedAt: null }).where(eq(orders.id, orderId));
}

async function note(services: Services, orderId: string, text: string): Promise<void> {
  await services.database.db.insert(orderStatusHistory).values({ orderId, fromStatus: 'Pending', toStatus: 'Pending', note: text, createdAt: services.now() });
}
