import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { withdrawMails } from '../../mail/outbox.ts';
import type { Services } from '../../services.ts';
import { cancelOpenOrder } from '../orders/cancel.ts';
import type { StockLine } from '../orders-admin/stock.ts';
import { noCaptureUnderWay } from './payment-window.ts';
import { openPaymentWindow } from './reopen-payment.ts';

/**
 * A customer's open checkout: the unpaid orders that still hold stock. A new checkout never competes with them
 * for the shelf: the same cart and address reuses the open order, anything else replaces it.
 */
function openOrdersOf(userId: number, now: Date) {
  return and(
    eq(orders.userId, userId),
    eq(orders.status, 'Pending'),
    isNull(orders.stockReleasedAt),
    noCaptureUnderWay(now),
  );
}

/**
 * The customer's open order for exactly this request (lines, sizes, quantities, address), made payable now; its id,
 * or undefined when there is none (or it closed meanwhile).
 */
export async function reuseOpenOrder(
  services: Services,
  userId: number,
  requestHash: string,
): Promise<string | undefined> {
  const [same] = await services.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(openOrdersOf(userId, services.now()), eq(orders.requestHash, requestHash)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!same) return undefined;
  try {
    await openPaymentWindow(services, same.id, userId);
  } catch (err) {
    // Cancelled, paid or sold out since the look-up: a new order it is.
    if (err instanceof HttpError && err.status === 409) return undefined;
    throw err;
  }
  return same.id;
}

/**
 * Inside the new order's transaction, before its stock is reserved: cancels the customer's open orders with a
 * history line (and drops their payment reminders) and answers the units they held, for the new order to count (netStockMoves). A failed
 * reservation rolls the cancellations back with it.
 */
export async function replaceOpenOrders(
  tx: Db,
  services: Pick<Services, 'now'>,
  userId: number,
  newOrderId: string,
): Promise<StockLine[]> {
  const now = services.now();
  const open = await tx.select({ id: orders.id }).from(orders).where(openOrdersOf(userId, now)).orderBy(orders.id);
  const freed: StockLine[] = [];
  for (const { id } of open) {
    const cancelled = await cancelOpenOrder(tx, id, now, {
      actorUserId: userId,
      note: `Replaced by a new checkout (order ${newOrderId}).`,
    });
    if (!cancelled.cancelled) continue;
    freed.push(...cancelled.freed);
    // The shopper is checking out right now: no "cancelled" mail, and no reminder to pay the replaced order.
    await withdrawMails(tx, services, id, ['order-awaiting-payment']);
  }
  return freed;
}
