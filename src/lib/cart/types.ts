import type { Product } from '../catalog/product.ts';

/** One line of the cart as the API answers it (SPEC §3), prices in dollars from the database. */
export interface CartItem {
  /** `${productId}-${size}`, see cart-item-id.ts. */
  cartItemId: string;
  product: Product;
  selectedSize: string;
  quantity: number;
  /** Units of the selected size on the shelf now: the stepper's maximum. */
  available: number;
  /** price × quantity, dollars. */
  lineTotal: number;
}

export interface Cart {
  items: CartItem[];
  /** Sum of the line totals, dollars. */
  totalPrice: number;
  /** Sum of weight × quantity, grams. */
  totalWeight: number;
  /** Units in the cart, for the header badge. */
  count: number;
  /** EMS to the saved address's country, dollars; null without a saved country or when it cannot be quoted. */
  shippingPrice: number | null;
}
