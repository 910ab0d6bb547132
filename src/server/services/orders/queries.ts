import { asc, desc, eq, inArray } from 'drizzle-orm';
import { fromCents } from '../../../lib/money.ts';
import { displayStatusOf, type Order, type OrderStatus } from '../../../lib/orders/order.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, orderStatusHistory } from '../../db/schema.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type HistoryRow = typeof orderStatusHistory.$inferSelect;

/** An order row, its lines and its history as the API answers them. */
export function toApiOrder(row: OrderRow, items: ItemRow[], history: HistoryRow[], now: Date): Order {
  const lines = [...items].sort((a, b) => a.id - b.id);
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
    })),
    itemCount: lines.reduce((n, i) => n + i.quantity, 0),
    subtotal: fromCents(row.subtotalCents),
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
    statusHistory: [...history]
      .sort((a, b) => a.id - b.id)
      .map((h) => ({ fromStatus: h.fromStatus, toStatus: h.toStatus, note: h.note, at: h.createdAt.toISOString() })),
  };
}

async function assemble(db: Db, rows: OrderRow[], now: Date): Promise<Order[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [items, history] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, ids)).orderBy(asc(orderStatusHistory.id)),
  ]);
  return rows.map((row) =>
    toApiOrder(
      row,
      items.filter((i) => i.orderId === row.id),
      history.filter((h) => h.orderId === row.id),
      now,
    ),
  );
}

export async function findOrderRow(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

export async function loadOrder(db: Db, orderId: string, now: Date): Promise<Order | undefined> {
  const row = await findOrderRow(db, orderId);
  return row ? (await assemble(db, [row], now))[0] : undefined;
}

/** A customer's orders, newest first. */
export async function listOrdersForUser(db: Db, userId: number, now: Date): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return assemble(db, rows, now);
}
