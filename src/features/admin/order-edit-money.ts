import { lineDiscountAfterEdit } from '../../lib/discounts/pricing.ts';
import { toCents } from '../../lib/money.ts';
import type { OrderStatusName } from '../../lib/orders/status.ts';

interface OrderMoney {
  /** Dollars, as the order carries them. */
  total: number;
  /** What is left of the payment to refund, in dollars; 0 on an unpaid order. */
  refundable: number;
}

interface LineMoney {
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** The line's share of a discount code's discount, in dollars. */
  discount?: number;
}

/**
 * What correcting one line does to a paid order's money: the new total, and what goes back to the customer.
 * Cheaper sends the difference back; dearer cannot be charged, so a negative refund means the edit is refused.
 * An unpaid order, or a line left as it was, moves no money. The quantity and price are the fields as typed.
 */
export function itemEditMoney(order: OrderMoney, line: LineMoney, quantity: string, unitPrice: string) {
  const paidCents = toCents(order.refundable);
  const change = { unitPriceCents: toCents(Number(unitPrice) || 0), quantity: Math.trunc(Number(quantity)) || 0 };
  const before = {
    unitPriceCents: toCents(line.unitPrice),
    quantity: line.quantity,
    discountCents: toCents(line.discount ?? 0),
  };
  const newTotalCents =
    toCents(order.total) -
    (toCents(line.lineTotal) - before.discountCents) +
    (change.unitPriceCents * change.quantity - lineDiscountAfterEdit(before, change));
  const changed = Number(quantity) !== line.quantity || toCents(Number(unitPrice)) !== toCents(line.unitPrice);
  return { paidCents, newTotalCents, refundCents: changed && paidCents > 0 ? paidCents - newTotalCents : 0 };
}

/** Cancelling or refunding a paid order first sends back what is left of its payment: that amount in cents, or 0. */
export function statusChangeRefundCents(next: OrderStatusName | '', order: Pick<OrderMoney, 'refundable'>): number {
  return (next === 'Cancelled' || next === 'Refunded') && order.refundable > 0 ? toCents(order.refundable) : 0;
}
