import { and, eq, isNull } from 'drizzle-orm';
import { moveNotifiesCustomer, moveReturnsStock, type OrderStatusName } from '../../../lib/orders/status.ts';
import type { Db } from '../../db/client.ts';
import { orders, orderStatusHistory } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { cancelUnpaidOrder } from '../orders/cancel.ts';
import {
  queueOrderCancelledMail,
  queueOrderPaidMails,
  queueOrderRefundedMail,
  queueOrderShippedMail,
} from '../orders/mails.ts';
import { findOrderRow, loadOrder, lockOrderRow, type OrderRow } from '../orders/queries.ts';
import { leftToRefundCents, refuseWhileRefundUnanswered } from '../refunds/ledger.ts';
import { refundOrder } from '../refunds/refund-order.ts';
import type { AdminOrder } from '../../../lib/api/order.ts';
import { returnStock, stockLinesOf, takeStock } from './stock.ts';
import { dropOrderProducts } from '../orders/order-products.ts';
import { retakeUse } from '../discounts/uses.ts';
import { said } from '../../http/server-message.ts';
import { orderMoveMessage } from '../../http/order-words.ts';

/** The 404's English, for the API document. */
export const ORDER_NOT_FOUND_TEXT = 'Order not found.';
export const ORDER_NOT_FOUND = said('api.orderMissing');
export const ORDER_CHANGED_MEANWHILE = said('api.orderChangedMeanwhile');

/**
 * An administrator moves an order to another status (src/lib/orders/status.ts decides which moves are legal).
 * Cancelling an unpaid order follows the customer's own Cancel order (services/orders/cancel.ts). Cancelling or
 * refunding an order paid through the provider refunds what is left of its payment first, and the move happens
 * only once the provider sent the money back (services/refunds/refund-order.ts). Otherwise, in one
 * transaction: the move, its stock, a history entry and the customer's mail about it.
 */
export async function changeOrderStatus(
  services: Services,
  orderId: string,
  to: OrderStatusName,
  actorUserId: number,
  note?: string,
): Promise<AdminOrder> {
  const { db } = services.database;
  const trimmedNote = note?.trim() || null;
  if (to === 'Cancelled' || to === 'Refunded') {
    const row = await findOrderRow(db, orderId);
    if (row?.status === 'Pending' && to === 'Cancelled') {
      // The customer's own Cancel order rules: not under a capture, stock back once, the cancellation mail.
      const order = await cancelUnpaidOrder(services, orderId, { id: actorUserId, isAdmin: true }, note);
      return { ...order, customerEmail: row.customerEmail };
    }
    if (row && row.status !== 'Pending' && (await leftToRefundCents(db, row)) > 0) {
      return refundOrder(services, orderId, { purpose: { kind: 'status', to, note: trimmedNote }, actorUserId });
    }
  }

  const now = services.now();
  const outcome = await db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    await refuseWhileRefundUnanswered(tx, orderId);
    // Marked Paid by hand, never captured: the shop returns that money by hand too.
    const byHand = order.paidAt !== null && order.capturedCents === null && (to === 'Cancelled' || to === 'Refunded');
    const text =
      [trimmedNote, byHand ? 'No payment through PayPal on record: any money goes back by hand.' : null]
        .filter(Boolean)
        .join(' ') || null;
    const { stockChanged } = await moveOrderStatus(tx, services, order, to, actorUserId, text, now);
    return { customerEmail: order.customerEmail, stockChanged };
  });

  if (outcome.stockChanged) await dropOrderProducts(services, [orderId]);
  const order = await loadOrder(db, orderId, services.now());
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return { ...order, customerEmail: outcome.customerEmail };
}

/**
 * Inside a transaction that holds the order's row lock: moves it to `to` (409 when the move is not legal), returns
 * its stock exactly once when the move says so (guarded by stock_released_at), takes it again when an expired
 * order becomes Paid, writes the history entry and queues the customer's mail. `refundedCents` is what the move
 * sent back, for the Refunded mail (by default the whole total, as an order paid by hand is refunded by hand).
 */
export async function moveOrderStatus(
  tx: Db,
  services: MailServices,
  order: OrderRow,
  to: OrderStatusName,
  actorUserId: number | null,
  note: string | null,
  now: Date,
  refundedCents: number = order.totalCents,
): Promise<{ stockChanged: boolean }> {
  const from = order.status;
  const problem = orderMoveMessage(from, to);
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
    .where(and(eq(orders.id, order.id), eq(orders.status, from), releases ? isNull(orders.stockReleasedAt) : undefined))
    .returning({ id: orders.id });
  if (moved.length === 0) throw conflict(ORDER_CHANGED_MEANWHILE);

  const lines = releases || reserves ? await stockLinesOf(tx, order.id) : [];
  // Paid after its window closed: the discount code's use is taken again, as the price was paid with it.
  if (reserves) await retakeUse(tx, order.id, false);
  for (const line of lines) {
    if (releases) await returnStock(tx, line);
    else await takeStock(tx, line);
  }

  const stockNote = releases ? 'Stock returned to the shelf.' : reserves ? 'Stock taken from the shelf again.' : null;
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    note: [note, stockNote].filter(Boolean).join(' ') || null,
    actorUserId,
    createdAt: now,
  });
  if (moveNotifiesCustomer(to)) await queueStatusMail(tx, services, order.id, to, refundedCents);
  return { stockChanged: lines.length > 0 };
}

type MailServices = Pick<Services, 'config' | 'content' | 'now'>;

/** The customer's mail for the move; an administrator who marks an order paid needs no new-order notice. */
async function queueStatusMail(
  tx: Db,
  services: MailServices,
  orderId: string,
  to: OrderStatusName,
  refundedCents: number,
): Promise<void> {
  if (to === 'Paid') await queueOrderPaidMails(tx, services, orderId, { notifyShop: false });
  else if (to === 'Shipped') await queueOrderShippedMail(tx, services, orderId);
  else if (to === 'Cancelled') await queueOrderCancelledMail(tx, services, orderId);
  else if (to === 'Refunded') await queueOrderRefundedMail(tx, services, orderId, refundedCents);
}
