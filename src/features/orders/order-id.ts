/** The order id in /orders/{id} or /order/{id} (any language prefix); null on the bare shell (`_`) or a malformed path. */
export function orderIdFromPath(pathname: string): string | null {
  const m = /\/orders?\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  const id = decodeURIComponent(m[1]!);
  return id === '_' || !id.trim() ? null : id;
}
