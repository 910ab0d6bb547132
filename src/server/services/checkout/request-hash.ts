import crypto from 'node:crypto';
import type { CheckoutRequest } from '../../../lib/checkout/request.ts';
import { normalizeCode } from '../../../lib/discounts/pricing.ts';
import { compareStockKeys } from './stock-moves.ts';

/**
 * What a checkout asks for, independent of key order and of the browser's price previews: the address and the
 * lines (product, size, quantity; duplicates merged, sorted). Two requests under one Idempotency-Key must agree
 * on this, or the second is a 409.
 */
export function checkoutRequestHash(request: CheckoutRequest): string {
  const a = request.shippingAddress;
  const address = [a.fullName, a.street, a.city, a.state ?? '', a.zipCode, a.country, a.phone];
  const lines = mergeLines(request.orderItems).map((l) => [l.productId, l.size ?? '', l.quantity]);
  const code = normalizeCode(request.discountCode ?? '');
  const asked = code ? { address, lines, code } : { address, lines };
  return crypto.createHash('sha256').update(JSON.stringify(asked)).digest('base64url');
}

export interface RequestedLine {
  productId: number;
  size: string | undefined;
  quantity: number;
}

/** The same product and size twice in one request is one line with the quantities added. */
export function mergeLines(
  items: readonly { productId: number; size?: string | undefined; quantity: number }[],
): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const item of items) {
    const key = `${item.productId}\u0000${item.size ?? ''}`;
    const line = merged.get(key);
    if (line) line.quantity += item.quantity;
    else merged.set(key, { productId: item.productId, size: item.size, quantity: item.quantity });
  }
  return [...merged.values()].sort(compareStockKeys);
}
