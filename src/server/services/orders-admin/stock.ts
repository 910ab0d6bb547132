import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, productSizes } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { said } from '../../http/server-message.ts';
import { sizeWords } from '../../http/order-words.ts';
import { compareStockKeys } from '../checkout/stock-moves.ts';

export interface StockLine {
  productId: number;
  size: string;
  name: string;
  quantity: number;
}

/**
 * An order's lines as the stock moves need them, in the one lock order (product, then size) every stock move
 * follows, so two transactions moving the same sizes never wait on each other in a circle.
 */
export async function stockLinesOf(tx: Db, orderId: string): Promise<StockLine[]> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      size: orderItems.size,
      name: orderItems.name,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return lines.sort(compareStockKeys);
}

/** Puts units back on the shelf. A size row removed since the sale has nowhere to go back to and is skipped. */
export async function returnStock(tx: Db, line: StockLine, quantity = line.quantity): Promise<void> {
  if (quantity <= 0) return;
  await tx
    .update(productSizes)
    .set({ quantity: sql`${productSizes.quantity} + ${quantity}` })
    .where(and(eq(productSizes.productId, line.productId), eq(productSizes.size, line.size)));
}

/** Takes units off the shelf with a conditional update (never below 0); false when too few are left. */
export async function tryTakeStock(tx: Db, line: StockLine, quantity = line.quantity): Promise<boolean> {
  if (quantity <= 0) return true;
  const taken = await tx
    .update(productSizes)
    .set({ quantity: sql`${productSizes.quantity} - ${quantity}` })
    .where(
      and(
        eq(productSizes.productId, line.productId),
        eq(productSizes.size, line.size),
        gte(productSizes.quantity, quantity),
      ),
    )
    .returning({ left: productSizes.quantity });
  return taken.length === 1;
}

/** Takes units off the shelf like tryTakeStock; refuses with 409 when too few are left. */
export async function takeStock(tx: Db, line: StockLine, quantity = line.quantity): Promise<void> {
  if (await tryTakeStock(tx, line, quantity)) return;
  const [row] = await tx
    .select({ quantity: productSizes.quantity })
    .from(productSizes)
    .where(and(eq(productSizes.productId, line.productId), eq(productSizes.size, line.size)));
  throw conflict(
    said('api.onlyLeftInStock', { count: row?.quantity ?? 0, name: line.name, size: sizeWords(line.size) }),
  );
}
