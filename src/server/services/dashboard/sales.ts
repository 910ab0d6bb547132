import { sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { SHOP_TIME_ZONE } from '../../../lib/dashboard/shop-days.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { productNameIn } from './product-name.ts';

/**
 * A month of sales, added up by the database: the window is whole days in the shop's time zone, from the start of
 * `firstDay` to the end of `lastDay` there. A sale counts on the day it was paid, for what the capture took; a
 * completed refund counts, as money going back, on the day it was made, whatever day its order was paid.
 */

export interface SalesWindow {
  firstDay: string;
  lastDay: string;
}

export interface DaySalesCents {
  day: string;
  orders: number;
  paidCents: number;
  refundedCents: number;
}

const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
const windowStart = (w: SalesWindow) => sql`((${w.firstDay}::date)::timestamp at time zone ${zone})`;
const windowEnd = (w: SalesWindow) => sql`((${w.lastDay}::date + 1)::timestamp at time zone ${zone})`;

/** The days of the window that had a sale or a refund (the caller fills in the rest with zeros). */
export async function salesByDay(db: Db, w: SalesWindow): Promise<DaySalesCents[]> {
  const rows = await rowsOf<{ day: string; orders: string; paid: string; refunded: string }>(
    db,
    sql`select day, sum(orders)::int8 as orders, sum(paid)::int8 as paid, sum(refunded)::int8 as refunded
        from (
          select to_char(paid_at at time zone ${zone}, 'YYYY-MM-DD') as day, 1 as orders,
                 coalesce(captured_cents, total_cents) as paid, 0 as refunded
          from orders
          where paid_at >= ${windowStart(w)} and paid_at < ${windowEnd(w)}
          union all
          select to_char(created_at at time zone ${zone}, 'YYYY-MM-DD'), 0, 0, amount_cents
          from refunds
          where status = 'COMPLETED' and created_at >= ${windowStart(w)} and created_at < ${windowEnd(w)}
        ) as moves
        group by day`,
  );
  return rows.map((r) => ({
    day: r.day,
    orders: Number(r.orders),
    paidCents: Number(r.paid),
    refundedCents: Number(r.refunded),
  }));
}

export interface TopProductCents {
  productId: number;
  name: string;
  units: number;
  revenueCents: number;
}

/** Orders paid in the window that still stand: a cancelled or refunded order sold nothing in the end. */
const KEPT_STATUSES = sql.raw(`('Paid', 'Shipped', 'Delivered')`);

/** The products sold most in the window, by units (then money), named in `locale` as the catalog names them now. */
export async function topProducts(db: Db, w: SalesWindow, locale: Locale, limit = 10): Promise<TopProductCents[]> {
  const name = productNameIn(locale);
  const rows = await rowsOf<{ product_id: number; name: string; units: string; revenue: string }>(
    db,
    sql`select i.product_id, ${name} as name, sum(i.quantity)::int8 as units,
               sum(i.quantity * i.unit_price_cents - i.discount_cents)::int8 as revenue
        from order_items i
        join orders o on o.id = i.order_id
        join products p on p.id = i.product_id
        where o.paid_at >= ${windowStart(w)} and o.paid_at < ${windowEnd(w)} and o.status in ${KEPT_STATUSES}
        group by i.product_id, p.name, p.name_hy, p.name_ru
        order by units desc, revenue desc, i.product_id
        limit ${limit}`,
  );
  return rows.map((r) => ({
    productId: Number(r.product_id),
    name: r.name,
    units: Number(r.units),
    revenueCents: Number(r.revenue),
  }));
}
