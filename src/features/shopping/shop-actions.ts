/**
 * What "Add to Cart" and "Add to Wishlist" do on listing and product pages (wired to the cart feature): the
 * buttons only call these two functions. Signed-out visitors are sent to sign in and back to the product's page,
 * which then does what they asked (pending-action.ts).
 */
import { $sessionProfile } from '../auth/session-store.ts';
import { ApiError } from '../../lib/api/client.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import { addCartLine } from './cart-api.ts';
import { applyProfile, forgetSession } from './shopper-store.ts';
import { addWish } from './wishlist-api.ts';
import { localizePath, localeFromPath } from '../../lib/i18n/locales.ts';
import type { Profile } from '../../lib/api/profile.ts';
import { rememberPendingAction, type PendingAction } from './pending-action.ts';

export type ShopActionOutcome =
  | { kind: 'done' }
  /** Not signed in: the caller navigates here. */
  | { kind: 'login'; href: string }
  /** message: the page's failure text plus the server's reason; reason: the server's words alone, when it gave any. */
  | { kind: 'failed'; message: string; reason?: string };

/** /login?next=<current page> in the current language. */
export function loginHref(here: Location | URL = location): string {
  const next = here.pathname + here.search;
  return `${localizePath('/login', localeFromPath(here.pathname))}?next=${encodeURIComponent(next)}`;
}

/**
 * Sends a signed-out shopper to sign in, remembering the action: the login comes back to the product's page (in the
 * page's language), which does it. Returns the sign-in page's address.
 */
export function signInFor(action: PendingAction, here: Location | URL = location): string {
  rememberPendingAction(action);
  const productPage = localizePath(`/product/${action.productId}`, localeFromPath(here.pathname));
  return loginHref(new URL(productPage, here.href));
}

/** Runs a cart or wishlist call; the profile it answers updates the header everywhere (cart count). */
async function profileCall(
  run: (login: string) => Promise<Profile>,
  failure: string,
  action: PendingAction,
): Promise<ShopActionOutcome> {
  const profile = $sessionProfile.get();
  if (!profile) return { kind: 'login', href: signInFor(action) };
  try {
    applyProfile(await run(profile.login));
    return { kind: 'done' };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      forgetSession();
      return { kind: 'login', href: signInFor(action) };
    }
    return {
      kind: 'failed',
      message: failureText(failure, err),
      reason: err instanceof ApiError && err.message ? err.message : undefined,
    };
  }
}

/** PUT /users/{login}/wishList/{productId}. */
export function addToWishlist(productId: number): Promise<ShopActionOutcome> {
  return profileCall((login) => addWish(login, productId), 'addWishlist failed!', { kind: 'wishlist', productId });
}

/** PUT /users/{login}/cartList with the cart item (product id plus the chosen size). */
export function addToCart(productId: number, size: string, quantity = 1): Promise<ShopActionOutcome> {
  return profileCall((login) => addCartLine(login, productId, size, quantity), 'addCartlist failed!', {
    kind: 'cart',
    productId,
    size,
    quantity,
  });
}
