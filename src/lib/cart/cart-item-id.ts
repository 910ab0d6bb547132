/**
 * A cart line is one product in one size, so its id is the product id, a dash and the size: `12-7.5`, `40-XXL`,
 * `3-One size`. Product ids are digits, so the first dash always ends the id and the size may hold anything,
 * dashes included. In a URL path the whole id is encodeURIComponent()-ed (spaces, slashes).
 */
export function cartItemIdOf(productId: number, size: string): string {
  return `${productId}-${size}`;
}

export function parseCartItemId(cartItemId: string): { productId: number; size: string } | undefined {
  const m = /^(\d{1,10})-([\s\S]+)$/.exec(cartItemId);
  if (!m) return undefined;
  const productId = Number(m[1]);
  if (!Number.isSafeInteger(productId) || productId <= 0) return undefined;
  return { productId, size: m[2]! };
}
