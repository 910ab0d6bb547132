import { and, eq } from 'drizzle-orm';
import type { Order } from '../../../lib/api/order.ts';
import type { Db } from '../../db/client.ts';
import { orders, orderStatusHistory } from '../../db/schema.ts';
import { conflict, forbidden, notFound, said } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { captureUnderWay, noCaptureUnderWay } from '../checkout/payment-window.ts';
import { queueOrderCancelledMail } from './mails.ts';
import { loadOrder } from './queries.ts';
import { returnStock, type StockLine } from '../orders-admin/stock.ts';
import { claimHeldStock } from './release-stock.ts';
import { dropOrderProducts } from './order-products.ts';
import type { ServerMessage } from '../../http/server-message.ts';

export interface OrderCaller {
  id: number;
  isAdmin: boolean;
}

/** The 409 for a paid order: money has moved, so the shop's refund policy applies instead of a button. */
export function paidOrderCancelMessage(services: Pick<Services, 'config'>): ServerMessage {
  const site = services.config.publicSiteUrl;
  return said('api.paidOrderNoCancel', {
    url: { en: `${site}/orders-and-returns`, hy: `${site}/hy/orders-and-returns`, ru: `${site}/ru/orders-and-returns` },
  });
}

/**
 * POST /order/{orderId}/cancel: the customer (or an administrator) cancels an unpaid order. Its stock goes back
 * at once unless the expiry job already returned it, the status becomes Cancelled with a history line, and the
 * customer's mail is queued, all in one transaction. An order whose capture is under way cannot be cancelled under it; a Cancelled order is
 * answered as it is, so a retried cancel is harmless.
 */
export async function cancelUnpaidOrder(
  services: Services,
  orderId: string,
  caller: OrderCaller,
  note?: string,
): Promise<Order> {
  const { db } = services.database;
  const now = services.now();
  const outcome = await db.transaction(async (tx) => {
    // The row lock makes the expiry job and a capture claim wait for this decision.
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw notFound(said('api.orderNotFound'));
    if (row.userId !== caller.id && !caller.isAdmin) throw forbidden(said('api.notYourOrder'));
    if (row.status === 'Cancelled') return null;
    if (row.status !== 'Pending') throw conflict(paidOrderCancelMessage(services));
    if (captureUnderWay(row, now)) {
      throw conflict(said('api.captureUnderWay'));
    }
    const by = row.userId === caller.id ? 'Cancelled by the customer.' : 'Cancelled by the shop.';
    const { freed } = await cancelOpenOrder(tx, orderId, now, {
      actorUserId: caller.id,
      note: [by, note?.trim()].filter(Boolean).join(' '),
    });
    for (const line of freed) await returnStock(tx, line);
    await queueOrderCancelledMail(tx, services, orderId);
    return { released: freed.length > 0 };
  });

  if (outcome?.released) await dropOrderProducts(services, [orderId]);
  return (await loadOrder(db, orderId, services.now()))!;
}

/**
 * Inside the caller's transaction: an unpaid order (no capture under way) becomes Cancelled with a history line
 * saying who and why, and its held stock is claimed for return (releaseHeldStock's once-only rule). `freed` lists
 * the units the caller must put back on the shelf in the same transaction (empty when the expiry job already did);
 * `cancelled` is false when the order was no longer open.
 */
export async function cancelOpenOrder(
  tx: Db,
  orderId: string,
  now: Date,
  entry: { actorUserId: number; note: string },
): Promise<{ cancelled: boolean; freed: StockLine[] }> {
  const open = and(eq(orders.status, 'Pending'), noCaptureUnderWay(now));
  const freed = await claimHeldStock(tx, orderId, now, open);
  const moved = await tx
    .update(orders)
    .set({ status: 'Cancelled', updatedAt: now })
    .where(and(eq(orders.id, orderId), open))
    .returning({ id: orders.id });
  if (!moved.length) return { cancelled: false, freed: freed ?? [] };
  const stock = freed
    ? 'Stock returned to the shelf.'
    : 'Its stock had already gone back when the payment window closed.';
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: 'Pending',
    toStatus: 'Cancelled',
    note: `${entry.note} ${stock}`,
    actorUserId: entry.actorUserId,
    createdAt: now,
  });
  return { cancelled: true, freed: freed ?? [] };
}
