import { inArray } from 'drizzle-orm';
import { orderItems } from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import { invalidateCatalogCache } from '../catalog/cache.ts';

/**
 * After a write that moved the stock of these orders has committed: their products leave the catalog cache. Every
 * stock move belongs to an order's lines, so these are the products it touched. Should reading the lines fail,
 * everything is dropped: a cache must never outlive a committed write.
 */
export async function dropOrderProducts(services: Services, orderIds: readonly string[]): Promise<void> {
  if (!orderIds.length) return;
  try {
    const rows = await services.database.db
      .selectDistinct({ productId: orderItems.productId })
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...orderIds]));
    invalidateCatalogCache(
      services,
      rows.map((r) => r.productId),
    );
  } catch (err) {
    invalidateCatalogCache(services, 'all');
    throw err;
  }
}
