import { and, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../../lib/catalog/search.ts';
import type { AdminOrder } from '../../../lib/api/order.ts';
import type { OrderStatusName } from '../../../lib/orders/status.ts';
import { orders } from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import { assembleOrders } from '../orders/queries.ts';

export interface AllOrdersQuery {
  /** A stored status, or 'Overdue' (Pending past its payment window). */
  status?: OrderStatusName | 'Overdue';
  /** Part of an order id or of the customer's e-mail; literal text, never a pattern. */
  q?: string;
  page: number;
  size: number;
}

function conditions(query: AllOrdersQuery, now: Date): SQL | undefined {
  const where: Array<SQL | undefined> = [];
  if (query.status === 'Overdue') {
    where.push(eq(orders.status, 'Pending'), lte(orders.paymentDueAt, now));
  } else if (query.status === 'Pending') {
    // Pending in the filter means "waiting for payment", the yellow badge; Overdue ones have their own filter.
    where.push(eq(orders.status, 'Pending'), or(isNull(orders.paymentDueAt), sql`${orders.paymentDueAt} > ${now}`));
  } else if (query.status) {
    where.push(eq(orders.status, query.status));
  }
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    where.push(
      or(sql`${orders.id} like ${pattern} escape '\\'`, sql`${orders.customerEmail} ilike ${pattern} escape '\\'`),
    );
  }
  return where.length ? and(...where) : undefined;
}

/** Every customer's orders, newest first, one page at a time; `total` counts every match. */
export async function listAllOrders(
  services: Services,
  query: AllOrdersQuery,
): Promise<{ total: number; orders: AdminOrder[] }> {
  const { db } = services.database;
  const now = services.now();
  const where = conditions(query, now);
  const rows = await db
    .select({ order: orders, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(where);
    total = row?.n ?? 0;
  }
  const assembled = await assembleOrders(
    db,
    rows.map((r) => r.order),
    now,
  );
  return { total, orders: assembled.map((order, i) => ({ ...order, customerEmail: rows[i]!.order.customerEmail })) };
}
