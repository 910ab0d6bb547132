/**
 * What a signed-out shopper asked for before being sent to sign in: add a product to the cart (in the size chosen,
 * or without one when the listing sent them before a size was picked) or to the wishlist. Kept in sessionStorage
 * (this tab only, gone with it) for 30 minutes; the product page does it once the shopper is back signed in.
 */
export type PendingAction =
  | { kind: 'cart'; productId: number; size?: string; quantity?: number }
  | { kind: 'wishlist'; productId: number };

const STORAGE_KEY = 'shop:pending-action';
export const PENDING_ACTION_MAX_AGE_MS = 30 * 60_000;

/** The saved action, when it is for this product and young enough; anything else reads as none. */
export function pendingActionFor(raw: string | null, productId: number, now: number): PendingAction | null {
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as { savedAt?: unknown; action?: PendingAction } | null;
    const age = typeof saved?.savedAt === 'number' ? now - saved.savedAt : Number.NaN;
    const action = saved?.action;
    if (!(age >= 0 && age <= PENDING_ACTION_MAX_AGE_MS) || !action || action.productId !== productId) return null;
    if (action.kind === 'wishlist') return { kind: 'wishlist', productId };
    if (action.kind !== 'cart') return null;
    const size = typeof action.size === 'string' && action.size ? action.size : undefined;
    const quantity = Number.isInteger(action.quantity) && action.quantity! > 0 ? action.quantity : undefined;
    return { kind: 'cart', productId, ...(size ? { size } : {}), ...(quantity ? { quantity } : {}) };
  } catch {
    return null;
  }
}

export function rememberPendingAction(action: PendingAction): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), action }));
  } catch {
    // Storage refused (private mode, full): the shopper comes back to the product and clicks again.
  }
}

/** The action waiting for this product, left in place; none where storage cannot be read. */
function waitingAction(productId: number): PendingAction | null {
  try {
    return pendingActionFor(sessionStorage.getItem(STORAGE_KEY), productId, Date.now());
  } catch {
    return null;
  }
}

/** Whether an action waits for this product (left in place for takePendingAction). */
export function hasPendingAction(productId: number): boolean {
  return waitingAction(productId) !== null;
}

/** The pending action for this product, removed so it happens once. */
export function takePendingAction(productId: number): PendingAction | null {
  const action = waitingAction(productId);
  if (!action) return null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
    return action;
  } catch {
    // Not removed, so not done: done now, it could happen again on the next visit.
    return null;
  }
}
