import { and, eq } from 'drizzle-orm';
import { formatUsd } from '../../../lib/money.ts';
import { orderTotals, unitPriceCents, type OrderItemEdit } from '../../../lib/orders/item-edit.ts';
import { itemsEditable } from '../../../lib/orders/status.ts';
import { orderItems, orders, orderStatusHistory } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { invalidateCatalogCache } from '../catalog/cache.ts';
import { findOrderRow, loadOrder } from '../orders/queries.ts';
import { ORDER_CHANGED_MEANWHILE, ORDER_NOT_FOUND } from './change-status.ts';
import type { AdminOrder } from './list.ts';
import { returnStock, takeStock } from './stock.ts';

/**
 * An administrator corrects the quantity or unit price of one line of an order that has not shipped yet.
 * In one transaction: the line, the stock difference (while the order still holds its stock), the order's
 * subtotal, weight and total (shipping stays as charged), and a status-history entry saying what changed.
 */
export async function editOrderItem(
  services: Services,
  orderId: string,
  productId: number,
  edit: OrderItemEdit,
  actorUserId: number,
): Promise<AdminOrder> {
  const { db } = services.database;
  const now = services.now();
  const outcome = await db.transaction(async (tx) => {
    const order = await findOrderRow(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!itemsEditable(order.status)) throw conflict(`A ${order.status} order cannot be changed any more.`);

    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const matching = lines.filter((l) => l.productId === productId && (edit.size === undefined || l.size === edit.size));
    if (matching.length === 0) throw notFound('This product is not in the order.');
    if (matching.length > 1) {
      throw badRequest(`size: the product is in this order in sizes ${matching.map((l) => l.size).join(', ')}; say which one.`);
    }
    const line = matching[0];
    const newPrice = unitPriceCents(edit);
    if (line.quantity === edit.quantity && line.unitPriceCents === newPrice) return { stockChanged: false, customerEmail: order.customerEmail };

    const delta = edit.quantity - line.quantity;
    const stockHeld = order.stockReleasedAt === null;
    if (stockHeld && delta > 0) await takeStock(tx, line, delta);
    if (stockHeld && delta < 0) await returnStock(tx, line, -delta);

    await tx.update(orderItems).set({ quantity: edit.quantity, unitPriceCents: newPrice }).where(eq(orderItems.id, line.id));
    const updatedLines = lines.map((l) => (l.id === line.id ? { ...l, quantity: edit.quantity, unitPriceCents: newPrice } : l));
    const totals = orderTotals(updatedLines, order.shippingCents);
    const saved = await tx
      .update(orders)
      .set({ ...totals, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    if (saved.length === 0) throw conflict(ORDER_CHANGED_MEANWHILE);

    const changes = [
      line.quantity !== edit.quantity ? `quantity ${line.quantity} → ${edit.quantity}` : null,
      line.unitPriceCents !== newPrice ? `unit price ${formatUsd(line.unitPriceCents)} → ${formatUsd(newPrice)}` : null,
    ].filter(Boolean);
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: order.status,
      toStatus: order.status,
      note: `${line.name} (product ${line.productId}, size ${line.size}): ${changes.join(', ')}; total ${formatUsd(order.totalCents)} → ${formatUsd(totals.totalCents)}.`,
      actorUserId,
      createdAt: now,
    });
    return { stockChanged: stockHeld && delta !== 0, customerEmail: order.customerEmail };
  });

  if (outcome.stockChanged) invalidateCatalogCache(services);
  const order = await loadOrder(db, orderId, services.now());
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return { ...order, customerEmail: outcome.customerEmail };
}
