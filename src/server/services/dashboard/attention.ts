import { sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { ORDER_STATUSES, type OrderStatusName } from '../../../lib/orders/status.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { productNameIn } from './product-name.ts';

/** What the owner should look at now: orders by status, sizes running out, mail that did not leave. */

/** A size with this many left or fewer is running low. */
export const LOW_STOCK_THRESHOLD = 3;
/** The dashboard lists this many low sizes at most (the count covers them all). */
export const LOW_STOCK_LISTED = 50;

/** Every status, with how many orders are in it now (zero included). */
export async function ordersByStatus(db: Db): Promise<Array<{ status: OrderStatusName; count: number }>> {
  const rows = await rowsOf<{ status: string; count: string }>(
    db,
    sql`select status, count(*)::int8 as count from orders group by status`,
  );
  const counts = new Map(rows.map((r) => [r.status, Number(r.count)]));
  return ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

export interface LowStock {
  total: number;
  sizes: Array<{ productId: number; name: string; size: string; quantity: number }>;
}

/** Sizes of products on sale with `LOW_STOCK_THRESHOLD` or fewer left, the emptiest first. */
export async function lowStock(db: Db, locale: Locale): Promise<LowStock> {
  const name = productNameIn(locale);
  const rows = await rowsOf<{ product_id: number; name: string; size: string; quantity: number; total: string }>(
    db,
    sql`select s.product_id, ${name} as name, s.size, s.quantity, count(*) over ()::int8 as total
        from product_sizes s
        join products p on p.id = s.product_id
        where p.deleted_at is null and s.quantity <= ${LOW_STOCK_THRESHOLD}
        order by s.quantity, p.name, p.id, s.position
        limit ${LOW_STOCK_LISTED}`,
  );
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    sizes: rows.map((r) => ({
      productId: Number(r.product_id),
      name: r.name,
      size: r.size,
      quantity: Number(r.quantity),
    })),
  };
}

/** Mails the outbox gave up on. */
export async function failedMailCount(db: Db): Promise<number> {
  const [row] = await rowsOf<{ count: string }>(
    db,
    sql`select count(*)::int8 as count from mail_outbox where status = 'failed'`,
  );
  return Number(row.count);
}
