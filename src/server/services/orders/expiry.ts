import { and, eq, isNull, lte } from 'drizzle-orm';
import { orders, orderStatusHistory } from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import { every } from '../every.ts';
import { settleBeforeRelease } from '../payments/reconcile.ts';
import { releaseHeldStock } from './release-stock.ts';
import { dropOrderProducts } from './order-products.ts';

/** How long a placed order holds its stock while the customer pays (DESIGN: unpaid orders expire after 30 min). */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/**
 * Puts the stock of every unpaid order past its payment window back on the shelf, exactly once per order
 * (releaseHeldStock), with a history line in the same transaction. First the payment provider is asked about each
 * (payments/reconcile.ts): an approved payment is captured and a completed one recorded instead. A released order
 * stays Pending (shown as Overdue): it can no longer be captured, but its customer may reopen the payment (Pay now)
 * or cancel it. Returns how many orders released their stock. Safe to run from several timers and instances at once.
 */
export async function releaseExpiredOrders(services: Services): Promise<number> {
  const { db } = services.database;
  const due = await db
    .select({ id: orders.id, providerOrderId: orders.providerOrderId, paymentDueAt: orders.paymentDueAt })
    .from(orders)
    .where(and(eq(orders.status, 'Pending'), isNull(orders.stockReleasedAt), lte(orders.paymentDueAt, services.now())))
    .limit(500);
  const released: string[] = [];
  for (const order of due) {
    if (!(await settleBeforeRelease(services, order))) continue;
    const { id } = order;
    const now = services.now();
    const done = await db.transaction(async (tx) => {
      const stillDue = and(eq(orders.status, 'Pending'), lte(orders.paymentDueAt, now));
      if (!(await releaseHeldStock(tx, id, now, stillDue))) return false;
      await tx.insert(orderStatusHistory).values({
        orderId: id,
        fromStatus: 'Pending',
        toStatus: 'Pending',
        note: 'Not paid within 30 minutes: the reserved stock went back to the shelf.',
        createdAt: now,
      });
      return true;
    });
    if (done) released.push(id);
  }
  await dropOrderProducts(services, released);
  return released.length;
}

/**
 * Runs releaseExpiredOrders every `intervalMs` (default one minute) until the returned stop() is called.
 * For the server start; checkout also runs it before placing an order.
 */
export function startOrderExpiryTimer(services: Services, intervalMs = 60_000): () => void {
  const log = services.log.child({ name: 'orders' });
  return every(
    intervalMs,
    async () => {
      const n = await releaseExpiredOrders(services);
      if (n) log.info({ orders: n }, `released the stock of ${n} unpaid order${n === 1 ? '' : 's'}`);
    },
    (err) => log.error({ err }, 'releasing expired orders failed'),
  );
}
