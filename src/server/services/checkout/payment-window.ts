import { isNull, lte, or, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { PAYMENT_WINDOW_MS } from '../orders/expiry.ts';
import { said, type ServerMessage } from '../../http/server-message.ts';
import { statusWords } from '../../http/order-words.ts';

/**
 * The rules of an unpaid order's payment window. Each window has its own PayPal order: windows last 30 minutes
 * and PayPal keeps an unapproved order for 3 hours, so the buttons never show a PayPal order that has expired.
 */

/** Time a capture in progress keeps the order from expiring or being cancelled under it (PayPal answers in seconds). */
export const CAPTURE_HOLD_MS = 5 * 60 * 1000;

/** Less time than this left to pay, and reopening the payment starts a fresh window: approving takes a few minutes. */
export const MIN_TIME_TO_PAY_MS = 10 * 60 * 1000;

export interface WindowState {
  stockReleasedAt: Date | null;
  paymentDueAt: Date | null;
}

/**
 * What reopening the payment of an unpaid order does:
 * - keep: the stock is held and there is time enough; the same window and PayPal order;
 * - renew: the stock is held but the window is nearly over; a new window and a new PayPal order;
 * - retake: the window closed and the stock went back; take it again, then a new window and PayPal order.
 */
export function reopeningOf(order: WindowState, now: Date): 'keep' | 'renew' | 'retake' {
  if (order.stockReleasedAt) return 'retake';
  if (!order.paymentDueAt || order.paymentDueAt.getTime() - now.getTime() < MIN_TIME_TO_PAY_MS) return 'renew';
  return 'keep';
}

/** The end of a window opened now. */
export function windowEnd(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_WINDOW_MS);
}

/** True while our capture call for the order may still be running (a crashed one stops counting after the hold). */
export function captureUnderWay(order: { captureStartedAt: Date | null }, now: Date): boolean {
  return order.captureStartedAt !== null && now.getTime() - order.captureStartedAt.getTime() < CAPTURE_HOLD_MS;
}

/** The same rule as captureUnderWay, negated, for conditional updates. */
export function noCaptureUnderWay(now: Date): SQL {
  return or(isNull(orders.captureStartedAt), lte(orders.captureStartedAt, new Date(now.getTime() - CAPTURE_HOLD_MS)))!;
}

/** PayPal-Request-Id for creating window `attempt`'s PayPal order: a retry gets the same order, a new window a new one. */
export function createRequestId(orderId: string, attempt: number): string {
  return attempt <= 1 ? `create-${orderId}` : `create-${orderId}-${attempt}`;
}

/** Why an order cannot be paid, in the customer's words. */
export function notPayableMessage(status: string): ServerMessage {
  if (status === 'Cancelled') return said('api.orderCancelledNoPay');
  if (status === 'Pending') return said('api.orderNotPayableNow');
  return said('api.orderAlreadyPaid', { status: statusWords(status) });
}
