/** The product id in /product/edit/{id} (any language prefix), or null for the shell placeholder or anything else. */
export function editIdFromPath(pathname: string): number | null {
  const match = pathname.match(/\/product\/edit\/(\d{1,9})\/?$/);
  return match ? Number(match[1]) : null;
}
