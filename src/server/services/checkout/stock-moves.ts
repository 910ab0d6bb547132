/**
 * A checkout that replaces the customer's open orders frees their units and reserves its own in one transaction.
 * Applying the net change per (product, size), in one fixed order, keeps every transaction that touches stock
 * locking rows in the same order (no deadlocks) and lets the freed units count towards the new order.
 */

export interface StockKey {
  productId: number;
  size: string;
}

/** The one order in which stock rows are locked: by product, then size. */
export function compareStockKeys(
  x: { productId: number; size?: string | undefined },
  y: { productId: number; size?: string | undefined },
): number {
  return x.productId - y.productId || (x.size ?? '').localeCompare(y.size ?? '');
}

export interface NetMove extends StockKey {
  /** Units going back to the shelf from the replaced orders. */
  freed: number;
  /** Units the new order takes. */
  wanted: number;
}

export function netStockMoves(
  freed: ReadonlyArray<StockKey & { quantity: number }>,
  wanted: ReadonlyArray<StockKey & { quantity: number }>,
): NetMove[] {
  const moves = new Map<string, NetMove>();
  const at = (line: StockKey) => {
    const key = `${line.productId}\u0000${line.size}`;
    let move = moves.get(key);
    if (!move) moves.set(key, (move = { productId: line.productId, size: line.size, freed: 0, wanted: 0 }));
    return move;
  };
  for (const line of freed) at(line).freed += line.quantity;
  for (const line of wanted) at(line).wanted += line.quantity;
  return [...moves.values()].sort(compareStockKeys);
}
