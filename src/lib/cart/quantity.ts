/** A cart line holds 1 to the stock of its size. Shared by the stepper and the server. */
export const MIN_CART_QUANTITY = 1;

export interface LineFacts {
  name: string;
  size: string;
  /** Units of this size on the shelf now. */
  stock: number;
}

/** Why `quantity` cannot be in the cart, in words for the shopper; null when it can. */
export function cartQuantityProblem(quantity: number, line: LineFacts): string | null {
  if (!Number.isInteger(quantity) || quantity < MIN_CART_QUANTITY) return 'Quantity must be at least 1.';
  if (line.stock <= 0) return `${line.name} in size ${line.size} is out of stock.`;
  if (quantity > line.stock) return `Only ${line.stock} of ${line.name} in size ${line.size} ${line.stock === 1 ? 'is' : 'are'} in stock.`;
  return null;
}

export const canIncrease = (quantity: number, stock: number) => quantity < stock;
export const canDecrease = (quantity: number) => quantity > MIN_CART_QUANTITY;
