import { isOverdue } from './order.ts';
import type { Order } from '../api/order.ts';

/**
 * What the invoice and My Orders say about an order's money, from the order alone, so they never claim a payment
 * that did not happen: a capture id means PayPal (or test mode) took it; a paid date without one means the shop
 * marked it paid by hand; refunds are listed as the provider reported them.
 */
export type PaymentFact =
  | { kind: 'awaiting'; dueAt: string | null }
  | { kind: 'expired'; closedAt: string | null }
  | { kind: 'paid'; via: 'paypal' | 'test' | 'shop'; at: string; captureId: string | null }
  | {
      kind: 'refund';
      id: string;
      amount: number;
      at: string;
      state: 'completed' | 'pending' | 'failed';
      status: string;
    }
  | { kind: 'refunded'; at: string }
  | { kind: 'cancelled'; at: string; paid: boolean };

type OrderFacts = Pick<
  Order,
  'status' | 'paymentDueAt' | 'paidAt' | 'captureId' | 'paymentProvider' | 'refunds' | 'statusHistory' | 'dateCreated'
>;

/** When the order last moved to `status` (its history's time), else when it was placed. */
function enteredAt(order: OrderFacts, status: string): string {
  return (
    [...order.statusHistory].reverse().find((h) => h.toStatus === status && h.fromStatus !== status)?.at ??
    order.dateCreated
  );
}

export function paymentFacts(order: OrderFacts, now: Date): PaymentFact[] {
  if (order.status === 'Pending') {
    return [
      isOverdue(order, now)
        ? { kind: 'expired', closedAt: order.paymentDueAt }
        : { kind: 'awaiting', dueAt: order.paymentDueAt },
    ];
  }
  const facts: PaymentFact[] = [];
  if (order.paidAt) {
    const via = order.captureId ? (order.paymentProvider === 'test' ? 'test' : 'paypal') : 'shop';
    facts.push({ kind: 'paid', via, at: order.paidAt, captureId: order.captureId });
  }
  for (const r of order.refunds ?? []) {
    // REQUESTED: asked, PayPal has not answered yet; PENDING: accepted, on its way; anything else did not go through.
    const state =
      r.status === 'COMPLETED'
        ? 'completed'
        : r.status === 'PENDING' || r.status === 'REQUESTED'
          ? 'pending'
          : 'failed';
    facts.push({ kind: 'refund', id: r.id, amount: r.amount, at: r.createdAt, state, status: r.status });
  }
  if (order.status === 'Cancelled')
    facts.push({ kind: 'cancelled', at: enteredAt(order, 'Cancelled'), paid: order.paidAt !== null });
  if (order.status === 'Refunded' && !(order.refunds ?? []).some((r) => r.status === 'COMPLETED')) {
    facts.push({ kind: 'refunded', at: enteredAt(order, 'Refunded') });
  }
  return facts;
}

/** An unpaid order may be paid now or cancelled by its customer (the server checks again). */
export function isAwaitingPayment(order: Pick<Order, 'status'>): boolean {
  return order.status === 'Pending';
}

/**
 * Orders that ended without any payment (cancelled unpaid, or left unpaid past the window): My Orders folds them
 * away so they do not crowd the real ones.
 */
export function closedWithoutPayment(order: Pick<Order, 'status' | 'paymentDueAt' | 'paidAt'>, now: Date): boolean {
  return order.paidAt === null && (order.status === 'Cancelled' || isOverdue(order, now));
}
