import { inArray } from 'drizzle-orm';
import type { Order } from '../../../lib/api/order.ts';
import { nameIn } from '../../../lib/catalog/product-texts.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import { orderItems } from '../../db/schema.ts';

const lineKey = (orderId: string, productId: number, size: string) => `${orderId}\u0000${productId}\u0000${size}`;

/**
 * Orders with their lines named in `locale`: the names kept when each order was placed (so an invoice keeps the
 * words the goods were sold under), in that language where it was written then, else in English.
 */
export async function ordersInLanguage<T extends Order>(db: Db, list: T[], locale: Locale): Promise<T[]> {
  if (locale === 'en' || list.length === 0) return list;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      size: orderItems.size,
      hy: orderItems.nameHy,
      ru: orderItems.nameRu,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        list.map((o) => o.orderId),
      ),
    );
  const names = new Map(rows.map((r) => [lineKey(r.orderId, r.productId, r.size), { hy: r.hy, ru: r.ru }]));
  return list.map((order) => ({
    ...order,
    orderItems: order.orderItems.map((line) => {
      const translated = names.get(lineKey(order.orderId, line.productId, line.size));
      return translated ? { ...line, name: nameIn(locale, line.name, translated) } : line;
    }),
  }));
}

/** One order with its lines named in `locale` (see ordersInLanguage). */
export async function orderInLanguage<T extends Order>(db: Db, order: T, locale: Locale): Promise<T> {
  return (await ordersInLanguage(db, [order], locale))[0]!;
}
