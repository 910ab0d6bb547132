/** What the product page's islands say about stock; kept apart from product-info.ts so they load no content tables. */
import type { SizeQuantity } from '../../lib/api/product.ts';
import { fingerprint } from '../../lib/islands/fingerprint.ts';

export function anyInStock(sizes: readonly SizeQuantity[]): boolean {
  return sizes.some((s) => s.quantity > 0);
}

/** At or below this many left, the product page says "Only N left": scarcity a shopper should know before choosing. */
export const LOW_STOCK = 5;

/** The sizes still in stock with LOW_STOCK or fewer left. */
export function lowSizes(sizes: readonly SizeQuantity[]): SizeQuantity[] {
  return sizes.filter((s) => s.quantity > 0 && s.quantity <= LOW_STOCK);
}

/** The mark of what the purchase box draws (price and every size's count), written by the build beside it. */
export function stockFingerprint(price: number, sizes: readonly SizeQuantity[]): string {
  return fingerprint(JSON.stringify([price, sizes.map((s) => [s.size, s.quantity])]));
}
