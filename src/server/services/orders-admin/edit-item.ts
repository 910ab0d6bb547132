import { and, eq } from 'drizzle-orm';
import { formatUsd } from '../../../lib/money.ts';
import { orderTotals, unitPriceCents, type OrderItemEdit } from '../../../lib/orders/item-edit.ts';
import { lineDiscountAfterEdit } from '../../../lib/discounts/pricing.ts';
import { itemsEditable } from '../../../lib/orders/status.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, orderStatusHistory } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { loadOrder, lockOrderRow, type OrderRow } from '../orders/queries.ts';
import { leftToRefundCents, refuseWhileRefundUnanswered } from '../refunds/ledger.ts';
import { refundOrder } from '../refunds/refund-order.ts';
import { ORDER_CHANGED_MEANWHILE, ORDER_NOT_FOUND } from './change-status.ts';
import type { AdminOrder } from '../../../lib/api/order.ts';
import { returnStock, takeStock } from './stock.ts';
import { dropOrderProducts } from '../orders/order-products.ts';
import { said, type ServerMessage } from '../../http/server-message.ts';
import { statusWords } from '../../http/order-words.ts';

type ItemRow = typeof orderItems.$inferSelect;

/** A line's new quantity and unit price. */
export interface LineChange {
  quantity: number;
  unitPriceCents: number;
}

/**
 * An administrator corrects the quantity or unit price of one line of an order that has not shipped yet. On an
 * order paid through the provider the new total may not exceed what the customer paid (the shop cannot charge
 * more), and a lower total refunds the difference: the line changes once the provider sent the money back
 * (services/refunds/refund-order.ts). Otherwise, in one transaction: the line, its stock difference, the totals
 * (shipping stays as charged) and a history entry.
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
  const change: LineChange = { quantity: edit.quantity, unitPriceCents: unitPriceCents(edit) };
  const outcome = await db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!itemsEditable(order.status))
      throw conflict(said('api.orderNotEditable', { status: statusWords(order.status) }));
    await refuseWhileRefundUnanswered(tx, orderId);

    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const matching = lines.filter(
      (l) => l.productId === productId && (edit.size === undefined || l.size === edit.size),
    );
    if (matching.length === 0) throw notFound(said('api.productNotInOrder'));
    if (matching.length > 1) {
      throw badRequest(said('api.sayWhichSize', { sizes: matching.map((l) => l.size).join(', ') }));
    }
    const line = matching[0]!;
    if (line.quantity === change.quantity && line.unitPriceCents === change.unitPriceCents)
      return { kind: 'unchanged' as const, customerEmail: order.customerEmail };

    if (order.capturedCents !== null) {
      const paid = await leftToRefundCents(tx, order);
      const total = editedTotalCents(order, lines, line.id, change);
      if (total > paid) throw conflict(higherTotalMessage(total, paid));
      if (total < paid) return { kind: 'refund' as const, itemId: line.id };
    }
    const { stockChanged } = await applyItemEdit(tx, order, line.id, change, 0, actorUserId, null, now);
    return { kind: 'edited' as const, stockChanged, customerEmail: order.customerEmail };
  });

  if (outcome.kind === 'refund') {
    return refundOrder(services, orderId, {
      purpose: { kind: 'edit', itemId: outcome.itemId, ...change, stockTaken: 0 },
      actorUserId,
    });
  }
  if (outcome.kind === 'edited' && outcome.stockChanged) await dropOrderProducts(services, [orderId]);
  const order = await loadOrder(db, orderId, services.now());
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return { ...order, customerEmail: outcome.customerEmail };
}

export function higherTotalMessage(totalCents: number, paidCents: number): ServerMessage {
  return said('api.editTotalTooHigh', { total: formatUsd(totalCents), paid: formatUsd(paidCents) });
}

/** The order's total after one line changes (shipping stays as charged). */
export function editedTotalCents(
  order: OrderRow,
  lines: readonly ItemRow[],
  itemId: number,
  change: LineChange,
): number {
  return orderTotals(
    lines.map((l) => (l.id === itemId ? changedLine(l, change) : l)),
    order.shippingCents,
  ).totalCents;
}

/** The line after the change, with its share of the order's discount scaled to match (lineDiscountAfterEdit). */
function changedLine(line: ItemRow, change: LineChange): ItemRow {
  return { ...line, ...change, discountCents: lineDiscountAfterEdit(line, change) };
}

/**
 * Inside a transaction that holds the order's row lock: writes the line, the stock difference while the order
 * still holds its stock (less `stockTaken` units taken earlier for the same change), the order's subtotal, weight
 * and total, and a history entry saying what changed (with `extraNote`, e.g. the refund it caused).
 */
export async function applyItemEdit(
  tx: Db,
  order: OrderRow,
  itemId: number,
  change: LineChange,
  stockTaken: number,
  actorUserId: number | null,
  extraNote: string | null,
  now: Date,
): Promise<{ stockChanged: boolean }> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const line = lines.find((l) => l.id === itemId);
  if (!line) throw conflict(ORDER_CHANGED_MEANWHILE);

  const delta = change.quantity - line.quantity;
  const stockHeld = order.stockReleasedAt === null;
  const toMove = stockHeld ? delta - stockTaken : -stockTaken;
  if (toMove > 0) await takeStock(tx, line, toMove);
  if (toMove < 0) await returnStock(tx, line, -toMove);

  const changed = changedLine(line, change);
  await tx
    .update(orderItems)
    .set({ ...change, discountCents: changed.discountCents })
    .where(eq(orderItems.id, line.id));
  const totals = orderTotals(
    lines.map((l) => (l.id === line.id ? changed : l)),
    order.shippingCents,
  );
  const saved = await tx
    .update(orders)
    .set({ ...totals, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (saved.length === 0) throw conflict(ORDER_CHANGED_MEANWHILE);

  const changes = [
    line.quantity !== change.quantity ? `quantity ${line.quantity} → ${change.quantity}` : null,
    line.unitPriceCents !== change.unitPriceCents
      ? `unit price ${formatUsd(line.unitPriceCents)} → ${formatUsd(change.unitPriceCents)}`
      : null,
  ].filter(Boolean);
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    note: [
      `${line.name} (product ${line.productId}, size ${line.size}): ${changes.join(', ')}; total ${formatUsd(order.totalCents)} → ${formatUsd(totals.totalCents)}.`,
      extraNote,
    ]
      .filter(Boolean)
      .join(' '),
    actorUserId,
    createdAt: now,
  });
  return { stockChanged: toMove !== 0 };
}
