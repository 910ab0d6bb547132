/** A cart line holds 1 to the stock of its size. Shared by the stepper and the server. */
export const MIN_CART_QUANTITY = 1;

export interface LineFacts<Name = string> {
  name: Name;
  size: string;
  /** Units of this size on the shelf now. */
  stock: number;
}

/**
 * Why `quantity` cannot be in the cart, as a dictionary key (`api.…`) and its values, worded for the shopper by
 * whoever shows it; null when it can.
 */
export function cartQuantityProblem<Name>(
  quantity: number,
  line: LineFacts<Name>,
):
  | { key: 'api.quantityAtLeastOne' }
  | { key: 'api.outOfStock' | 'api.onlyInStock'; vars: { name: Name; size: string; count?: number } }
  | null {
  if (!Number.isInteger(quantity) || quantity < MIN_CART_QUANTITY) return { key: 'api.quantityAtLeastOne' };
  if (line.stock <= 0) return { key: 'api.outOfStock', vars: { name: line.name, size: line.size } };
  if (quantity > line.stock)
    return { key: 'api.onlyInStock', vars: { name: line.name, size: line.size, count: line.stock } };
  return null;
}

export const canIncrease = (quantity: number, stock: number) => quantity < stock;
export const canDecrease = (quantity: number) => quantity > MIN_CART_QUANTITY;
