import { and, asc, eq, isNull } from 'drizzle-orm';
import { moveNotifiesCustomer, moveReturnsStock, orderMoveProblem, type OrderStatusName } from '../../../lib/orders/status.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, orderStatusHistory } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { invalidateCatalogCache } from '../catalog/cache.ts';
import { cancelUnpaidOrder } from '../orders/cancel.ts';
import { findOrderRow, loadOrder } from '../orders/queries.ts';
import { queueOrderCancelledMail, queueOrderPaidMails, queueOrderRefundedMail, queueOrderShippedMail } from '../orders/mails.ts';
import type { AdminOrder } from './list.ts';
import { returnStock, takeStock } from './stock.ts';

export const ORDER_NOT_FOUND = 'Order not found.';
export const ORDER_CHANGED_MEANWHILE = 'The order was changed meanwhile; reload it and try again.';

/**
 * An administrator moves an order to another status (src/lib/orders/status.ts decides which moves are legal).
 * In one transaction: the conditional status update, the stock (returned exactly once, guarded by
 * stock_released_at), a status-history entry and the customer's mail about it (paid, shipped, cancelled, refunded).
 */
export async function changeOrderStatus(
  services: Services,
  orderId: string,
  to: OrderStatusName,
  actorUserId: number,
  note?: string,
): Promise<AdminOrder> {
  const { db } = services.database;
  const unpaid = to === 'Cancelled' ? await findOrderRow(db, orderId) : undefined;
  if (unpaid?.status === 'Pending') {
    // The customer's own Cancel order rules: not under a capture, stock back once, the cancellation mail.
    const order = await cancelUnpaidOrder(services, orderId, { id: actorUserId, isAdmin: true }, note);
    return { ...order, customerEmail: unpaid.customerEmail };
  }
  const now = services.now();
  const outcome = await db.transaction(async (tx) => {
    const order = await findOrderRow(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const from = order.status;
    const problem = orderMoveProblem(from, to);
    if (problem) throw conflict(problem);

    const stockHeld = order.stockReleasedAt === null;
    const releases = stockHeld && moveReturnsStock(from, to);
    // An unpaid order whose window ran out already gave its stock back; being paid after all takes it again.
    const reserves = !stockHeld && to === 'Paid';

    const moved = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'Paid' && !order.paidAt ? { paidAt: now } : {}),
        ...(releases ? { stockReleasedAt: now } : {}),
        ...(reserves ? { stockReleasedAt: null } : {}),
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, from), releases ? isNull(orders.stockReleasedAt) : undefined))
      .returning({ id: orders.id });
    if (moved.length === 0) throw conflict(ORDER_CHANGED_MEANWHILE);

    const lines =
      releases || reserves
        ? await tx
            .select({ productId: orderItems.productId, size: orderItems.size, name: orderItems.name, quantity: orderItems.quantity })
            .from(orderItems)
            .where(eq(orderItems.orderId, orderId))
            .orderBy(asc(orderItems.productId), asc(orderItems.size))
        : [];
    for (const line of lines) {
      if (releases) await returnStock(tx, line);
      else await takeStock(tx, line);
    }

    const stockNote = releases ? 'Stock returned to the shelf.' : reserves ? 'Stock taken from the shelf again.' : null;
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: from,
      toStatus: to,
      note: [note?.trim(), stockNote].filter(Boolean).join(' ') || null,
      actorUserId,
      createdAt: now,
    });
    if (moveNotifiesCustomer(to)) await queueStatusMail(tx, services, orderId, to, order.totalCents);
    return { customerEmail: order.customerEmail, stockChanged: lines.length > 0 };
  });

  if (outcome.stockChanged) invalidateCatalogCache(services);
  const order = await loadOrder(db, orderId, services.now());
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return { ...order, customerEmail: outcome.customerEmail };
}

/** The customer's mail for the move; an administrator who marks an order paid needs no new-order notice. */
async function queueStatusMail(tx: Db, services: Services, orderId: string, to: OrderStatusName, totalCents: number): Promise<void> {
  if (to === 'Paid') await queueOrderPaidMails(tx, services, orderId, { notifyShop: false });
  else if (to === 'Shipped') await queueOrderShippedMail(tx, services, orderId);
  else if (to === 'Cancelled') await queueOrderCancelledMail(tx, services, orderId);
  else if (to === 'Refunded') await queueOrderRefundedMail(tx, services, orderId, totalCents);
}
