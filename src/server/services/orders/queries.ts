import { asc, desc, eq, inArray } from 'drizzle-orm';
import { fromCents } from '../../../lib/money.ts';
import { displayStatusOf } from '../../../lib/orders/order.ts';
import type { Order, OrderRefund, OrderStatus } from '../../../lib/api/order.ts';
import { refundableCents, refundCounts } from '../../../lib/orders/refunds.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, orderStatusHistory, refunds } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type HistoryRow = typeof orderStatusHistory.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** An order row, its lines, history and refunds as the API answers them. */
export function toApiOrder(
  row: OrderRow,
  items: ItemRow[],
  history: HistoryRow[],
  refundRows: RefundRow[],
  now: Date,
): Order {
  const lines = [...items].sort((a, b) => a.id - b.id);
  const listed = [...refundRows].filter((r) => refundCounts(r.status)).sort((a, b) => a.id - b.id);
  return {
    orderId: row.id,
    status: row.status as OrderStatus,
    displayStatus: displayStatusOf(row, now),
    dateCreated: row.createdAt.toISOString(),
    userId: row.userId,
    shippingAddress: row.shippingAddress,
    orderItems: lines.map((i) => ({
      productId: i.productId,
      size: i.size,
      name: i.name,
      imageUrl: i.imageUrl,
      material: i.material,
      color: i.color,
      category: i.category,
      unitPrice: fromCents(i.unitPriceCents),
      weight: i.weightGrams,
      quantity: i.quantity,
      lineTotal: fromCents(i.unitPriceCents * i.quantity),
      discount: fromCents(i.discountCents),
    })),
    itemCount: lines.reduce((n, i) => n + i.quantity, 0),
    subtotal: fromCents(row.subtotalCents),
    discountCode: row.discountCode,
    discount: fromCents(row.discountCents),
    shipping: fromCents(row.shippingCents),
    total: fromCents(row.totalCents),
    currency: row.currency,
    weight: row.weightGrams,
    paymentProvider: row.paymentProvider === 'paypal' ? 'paypal' : 'test',
    paypalOrderId: row.providerOrderId,
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    payerGivenName: row.payerGivenName,
    captureId: row.providerCaptureId,
    refunds: listed.map(
      (r): OrderRefund => ({
        id: r.providerRefundId ?? r.requestId,
        amount: fromCents(r.amountCents),
        status: r.status as OrderRefund['status'],
        createdAt: r.createdAt.toISOString(),
      }),
    ),
    refundable: fromCents(refundableCents(row.capturedCents, refundRows)),
    statusHistory: [...history]
      .sort((a, b) => a.id - b.id)
      .map((h) => ({ fromStatus: h.fromStatus, toStatus: h.toStatus, note: h.note, at: h.createdAt.toISOString() })),
  };
}

/** Orders with their lines, history and refunds, in the rows' order. */
export async function assembleOrders(db: Db, rows: OrderRow[], now: Date): Promise<Order[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  // One after another: `db` may be a transaction, whose one connection runs one query at a time (pg warns of
  // overlapping queries on a client now, and pg 9 refuses them).
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    .orderBy(asc(orderStatusHistory.id));
  const refundRows = await db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.id));
  return rows.map((row) =>
    toApiOrder(
      row,
      items.filter((i) => i.orderId === row.id),
      history.filter((h) => h.orderId === row.id),
      refundRows.filter((r) => r.orderId === row.id),
      now,
    ),
  );
}

export async function findOrderRow(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** The order row, locked until the transaction ends: changes that move money or stock on one order take turns. */
export async function lockOrderRow(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  return row;
}

export async function loadOrder(db: Db, orderId: string, now: Date): Promise<Order | undefined> {
  const row = await findOrderRow(db, orderId);
  return row ? (await assembleOrders(db, [row], now))[0] : undefined;
}

/** A customer's orders, newest first. */
export async function listOrdersForUser(db: Db, userId: number, now: Date): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return assembleOrders(db, rows, now);
}
