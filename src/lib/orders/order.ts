import type { DisplayStatus, OrderStatus } from '../api/order.ts';

/** A Pending order past its payment window shows as Overdue. */
export function isOverdue(order: { status: string; paymentDueAt: string | Date | null }, now: Date): boolean {
  if (order.status !== 'Pending' || !order.paymentDueAt) return false;
  return new Date(order.paymentDueAt).getTime() <= now.getTime();
}

export function displayStatusOf(
  order: { status: string; paymentDueAt: string | Date | null },
  now: Date,
): DisplayStatus {
  return isOverdue(order, now) ? 'Overdue' : (order.status as OrderStatus);
}
