/**
 * SEAM for the cart and wishlist engineers: what "Add to Cart" and "Add to Wishlist" do on listing and product
 * pages. The buttons only call these two functions; replace their bodies (or re-export yours from here) when the
 * cart and wishlist features land. Signed-out visitors are sent to /login?next=<this page>, as SPEC §6 asks.
 */
import { $sessionProfile } from '../auth/session-store.ts';
import { localizePath, localeFromPath } from '../../lib/i18n/locales.ts';

export type ShopActionOutcome =
  | { kind: 'done' }
  /** Not signed in: the caller navigates here. */
  | { kind: 'login'; href: string }
  | { kind: 'failed'; message: string };

/** /login?next=<current page> in the current language. */
export function loginHref(here: Location | URL = location): string {
  const next = here.pathname + here.search;
  return `${localizePath('/login', localeFromPath(here.pathname))}?next=${encodeURIComponent(next)}`;
}

async function putProfile(url: string, init: RequestInit, failure: string): Promise<ShopActionOutcome> {
  try {
    const res = await fetch(url, { credentials: 'same-origin', ...init });
    if (res.status === 401) {
      $sessionProfile.set(null);
      return { kind: 'login', href: loginHref() };
    }
    return res.ok ? { kind: 'done' } : { kind: 'failed', message: failure };
  } catch {
    return { kind: 'failed', message: failure };
  }
}

/** SPEC §7: PUT /users/{login}/wishList/{productId}. */
export async function addToWishlist(productId: number): Promise<ShopActionOutcome> {
  const profile = $sessionProfile.get();
  if (!profile) return { kind: 'login', href: loginHref() };
  return putProfile(`/api/users/${encodeURIComponent(profile.login)}/wishList/${productId}`, { method: 'PUT' }, 'addWishlist failed!');
}

/** SPEC §7: PUT /users/{login}/cartList with the cart item (product id plus the chosen size). */
export async function addToCart(productId: number, size: string, quantity = 1): Promise<ShopActionOutcome> {
  const profile = $sessionProfile.get();
  if (!profile) return { kind: 'login', href: loginHref() };
  return putProfile(
    `/api/users/${encodeURIComponent(profile.login)}/cartList`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cartItemId: `${productId}-${size}`, productId, selectedSize: size, quantity }),
    },
    'addCartlist failed!',
  );
}
