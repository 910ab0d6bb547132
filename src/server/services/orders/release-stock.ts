import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { releaseUse } from '../discounts/uses.ts';
import { returnStock, type StockLine, stockLinesOf } from '../orders-admin/stock.ts';

/**
 * Claims the right to put an order's reserved units back on the shelf, at most once in the order's life: the
 * conditional `stock_released_at is null` update decides before any unit moves, so the expiry job, a cancellation
 * and a new checkout racing each other return the stock exactly once. `also` narrows the claim (e.g. still
 * Pending). Inside the caller's transaction; the lines to return (in lock order), or null when not claimed.
 */
export async function claimHeldStock(tx: Db, orderId: string, now: Date, also?: SQL): Promise<StockLine[] | null> {
  const claimed = await tx
    .update(orders)
    .set({ stockReleasedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt), also))
    .returning({ id: orders.id });
  if (!claimed.length) return null;
  // A discount code's use is held like the stock: it goes back with it.
  await releaseUse(tx, orderId, now);
  return stockLinesOf(tx, orderId);
}

/** claimHeldStock, then the units go back; true when this call released the stock. */
export async function releaseHeldStock(tx: Db, orderId: string, now: Date, also?: SQL): Promise<boolean> {
  const lines = await claimHeldStock(tx, orderId, now, also);
  if (!lines) return false;
  for (const line of lines) await returnStock(tx, line);
  return true;
}
