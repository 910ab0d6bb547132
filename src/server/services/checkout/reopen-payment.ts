import { eq } from 'drizzle-orm';
import type { Order } from '../../../lib/api/order.ts';
import { orders, orderStatusHistory } from '../../db/schema.ts';
import { conflict, forbidden, HttpError, notFound, said } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { OrderCaller } from '../orders/cancel.ts';
import { findOrderRow, loadOrder } from '../orders/queries.ts';
import { stockLinesOf, takeStock } from '../orders-admin/stock.ts';
import { captureUnderWay, notPayableMessage, reopeningOf, windowEnd } from './payment-window.ts';
import { ensurePaymentOrder } from './payment-order.ts';
import { dropOrderProducts } from '../orders/order-products.ts';
import { retakeUse } from '../discounts/uses.ts';

/**
 * POST /order/{orderId}/pay ("Pay now"): the customer comes back to an unpaid order and pays it, same order, same
 * total. The answer carries the PayPal order the buttons approve; the capture call then works as at checkout.
 */
export async function payNow(services: Services, orderId: string, caller: OrderCaller): Promise<Order> {
  const { db } = services.database;
  const row = await findOrderRow(db, orderId);
  if (!row) throw notFound(said('api.orderNotFound'));
  if (row.userId !== caller.id && !caller.isAdmin) throw forbidden(said('api.notYourOrder'));
  await openPaymentWindow(services, orderId, caller.id);
  await ensurePaymentOrder(services, orderId);
  return (await loadOrder(db, orderId, services.now()))!;
}

/**
 * Makes an unpaid order payable now (see reopeningOf): the same window while there is time enough; otherwise a
 * fresh 30-minute window with its own PayPal order, taking the stock again first when the expiry job had returned
 * it (409 when it has sold out meanwhile). While a capture is under way nothing changes. For Pay now and for a
 * checkout that reuses the customer's open order.
 */
export async function openPaymentWindow(services: Services, orderId: string, actorUserId: number): Promise<void> {
  const now = services.now();
  const retook = await services.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw notFound(said('api.orderNotFound'));
    if (row.status !== 'Pending') throw conflict(notPayableMessage(row.status));
    if (captureUnderWay(row, now)) return false;
    const plan = reopeningOf(row, now);
    if (plan === 'keep') return false;

    if (plan === 'retake') {
      const lines = await stockLinesOf(tx, orderId);
      try {
        for (const line of lines) await takeStock(tx, line);
      } catch (err) {
        if (!(err instanceof HttpError) || err.status !== 409) throw err;
        throw conflict(said('api.cannotPayAsIs', { problem: err.said }));
      }
      // The discount code's use goes back with the stock; it must still be there to take again.
      await retakeUse(tx, orderId, true);
    }
    await tx
      .update(orders)
      .set({
        paymentDueAt: windowEnd(now),
        stockReleasedAt: null,
        providerOrderId: null,
        paymentAttempt: row.paymentAttempt + 1,
        updatedAt: now,
      })
      .where(eq(orders.id, orderId));
    const who = actorUserId === row.userId ? 'the customer' : 'the shop';
    const what = plan === 'retake' ? 'the stock was reserved again for 30 minutes' : 'a new 30-minute window';
    const previous = row.providerOrderId ? ` (payment order ${row.providerOrderId} is no longer used)` : '';
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: 'Pending',
      toStatus: 'Pending',
      note: `Payment reopened by ${who}: ${what}, with a new payment order${previous}.`,
      actorUserId,
      createdAt: now,
    });
    return plan === 'retake';
  });
  if (retook) await dropOrderProducts(services, [orderId]);
}
