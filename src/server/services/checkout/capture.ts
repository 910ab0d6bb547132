import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Order } from '../../../lib/api/order.ts';
import { orders, orderStatusHistory, users } from '../../db/schema.ts';
import { conflict, HttpError, notFound, said } from '../../http/errors.ts';
import { PaymentError, type CapturedPayment } from '../../payments/provider.ts';
import type { Services } from '../../services.ts';
import { findOrderRow, loadOrder, type OrderRow } from '../orders/queries.ts';
import { recordCapture, type CaptureSource } from '../payments/record-capture.ts';
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
export async function captureOrderPayment(
  services: Services,
  orderId: string,
  caller: { id: number; isAdmin: boolean },
): Promise<CaptureOutcome> {
  const { db } = services.database;
  const row = await findOrderRow(db, orderId);
  if (!row) throw notFound(said('api.orderNotFound'));
  if (row.userId !== caller.id && !caller.isAdmin) throw new HttpError(403, said('api.notYourOrder'));

  if (row.status !== 'Pending') {
    if (row.paidAt) return outcome(services, orderId);
    throw conflict(notPayableMessage(row.status));
  }
  if (!row.providerOrderId) throw conflict(said('api.paymentNotStarted'));

  // Claim: only an order inside its window, stock still held, no other capture running, may be captured. The
  // marker keeps a cancellation out and the hold keeps expiry away until PayPal has answered.
  if (!(await claimForCapture(services, orderId, { windowOpen: true }))) {
    const again = await findOrderRow(db, orderId);
    const now = services.now();
    if (again?.paidAt) return outcome(services, orderId);
    if (again && again.status !== 'Pending') throw conflict(notPayableMessage(again.status));
    if (again && captureUnderWay(again, now)) throw conflict(said('api.paymentUnderWay'));
    throw conflict(said('api.paymentWindowClosed'));
  }
  await takePayment(services, row, { actorUserId: caller.id, via: 'buyer' });
  return outcome(services, orderId);
}

/**
 * For PayPal's "order approved" notification and the check before expiry: captures an approved order that still
 * holds its stock, even past its payment window (the buyer approved in time; only our capture call went missing).
 * False when the order cannot be captured now (paid, cancelled, its stock released, or the buyer's capture under way).
 */
export async function captureApprovedOrder(
  services: Services,
  orderId: string,
  via: 'notification' | 'reconciler',
): Promise<boolean> {
  const row = await findOrderRow(services.database.db, orderId);
  if (row?.status !== 'Pending' || !row.providerOrderId) return false;
  if (!(await claimForCapture(services, orderId, { windowOpen: false }))) return false;
  await takePayment(services, row, { actorUserId: null, via });
  return true;
}

async function claimForCapture(services: Services, orderId: string, opts: { windowOpen: boolean }): Promise<boolean> {
  const now = services.now();
  const holdUntil = new Date(now.getTime() + CAPTURE_HOLD_MS);
  const claimed = await services.database.db
    .update(orders)
    .set({
      paymentDueAt: sql`greatest(${orders.paymentDueAt}, ${holdUntil.toISOString()}::timestamptz)`,
      captureStartedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'Pending'),
        isNull(orders.stockReleasedAt),
        opts.windowOpen ? gt(orders.paymentDueAt, now) : undefined,
        noCaptureUnderWay(now),
      ),
    )
    .returning({ id: orders.id });
  return claimed.length > 0;
}

/** Captures through the provider and records the capture; every failure leaves the order unpaid with a reason. */
async function takePayment(services: Services, row: OrderRow, source: CaptureSource): Promise<void> {
  let captured: CapturedPayment;
  try {
    captured = await services.payments.captureOrder({
      providerOrderId: row.providerOrderId!,
      // A new id per attempt: after a decline the buyer may approve another card, which must not replay the decline.
      requestId: `capture-${row.id}-${crypto.randomBytes(6).toString('hex')}`,
    });
  } catch (err) {
    await captureEnded(services, row.id);
    if (!(err instanceof PaymentError)) throw err;
    await services.database.db.insert(orderStatusHistory).values({
      orderId: row.id,
      fromStatus: 'Pending',
      toStatus: 'Pending',
      note: `Capture failed (${err.kind}${err.issue ? `: ${err.issue}` : ''}).`,
      createdAt: services.now(),
    });
    if (err.kind === 'declined') throw new HttpError(402, said('api.paymentDeclinedTryAnother', { problem: err.said }));
    if (err.kind === 'rejected') throw new HttpError(409, err.said);
    throw new HttpError(502, err.said);
  }

  const recorded = await recordCapture(services, row.id, captured, source);
  if (recorded.kind !== 'paid') await captureEnded(services, row.id);
  if (recorded.kind === 'not-completed') {
    throw new HttpError(402, said('api.paymentNotCompleted', { status: recorded.status }));
  }
  if (recorded.kind === 'mismatch') throw new HttpError(502, recorded.message);
  if (recorded.kind === 'not-payable') throw conflict(notPayableMessage(recorded.status));
}

/** The capture call is over without a payment: the order may be cancelled or paid again. */
async function captureEnded(services: Services, orderId: string): Promise<void> {
  await services.database.db.update(orders).set({ captureStartedAt: null }).where(eq(orders.id, orderId));
}

async function outcome(services: Services, orderId: string): Promise<CaptureOutcome> {
  const order = (await loadOrder(services.database.db, orderId, services.now()))!;
  let payerGivenName = order.payerGivenName;
  if (!payerGivenName && order.userId !== null) {
    const [user] = await services.database.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, order.userId))
      .limit(1);
    payerGivenName = user?.firstName ?? null;
  }
  return { order, payerGivenName };
}
