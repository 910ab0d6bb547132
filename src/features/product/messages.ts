/** The dictionary slices each product island receives, picked once per language (they are repeated per page). */
import type { Locale } from '../../lib/i18n/locales.ts';
import { pickMessages } from '../../lib/i18n/t.ts';

function memo(keys: readonly string[]) {
  const cache = new Map<Locale, Record<string, string>>();
  return (locale: Locale) => {
    let picked = cache.get(locale);
    if (!picked) {
      const all = pickMessages(locale, keys);
      // pickMessages matches prefixes; keep exactly the keys asked for (and their plural forms).
      picked = Object.fromEntries(
        Object.entries(all).filter(([k]) => keys.some((key) => k === key || k.startsWith(`${key}_`))),
      );
      cache.set(locale, picked);
    }
    return picked;
  };
}

const gallery = [
  'product.imageAlt',
  'product.showImage',
  'product.zoom',
  'product.gallery',
  'product.closeZoom',
  'product.prevImage',
  'product.nextImage',
  'product.counter',
  'product.zoomHint',
];
/** What AddToCartModal (and the SizeModal inside it) says. */
export const addToCartKeys = [
  'product.modalTitle',
  'product.modalTitleRing',
  'product.close',
  'product.continue',
  'product.size',
  'product.sizeAvailable',
  'product.sizeAvailableCount',
  'size.One Size',
  'product.sizeSoldOut',
  'product.chooseSize',
  'product.addedToCart',
  'product.cartFailed',
];
const purchase = [
  'product.price',
  'product.inStock',
  'product.outOfStock',
  'product.onlyLeft',
  'product.quantity',
  'product.notFound',
  'product.addToCart',
  'product.addToWishlist',
  'product.wishlistAdded',
  'product.wishlistFailed',
  'product.alert.lead',
  'product.alert.size',
  'product.alert.email',
  'product.alert.button',
  'product.alert.busy',
  'product.alert.done',
  'product.alert.doneOneSize',
  'product.alert.failed',
  ...addToCartKeys,
];
/** A listing card's Add to Cart button (features/cart/CardAddToCart.tsx) and the toasts it shows. */
const cardCart = ['product.addToCart', 'product.notFound', 'common.dismiss', ...addToCartKeys];

export const galleryMessages = memo(gallery);
export const purchaseMessages = memo(purchase);
export const cardCartMessages = memo(cardCart);
/** The static (never hydrated) parts and the client-rendered shell: everything product-related, materials, colours, sizes. */
const fullCache = new Map<Locale, Record<string, string>>();
export const pageMessages = (locale: Locale) => {
  let m = fullCache.get(locale);
  if (!m) fullCache.set(locale, (m = pickMessages(locale, ['product.', 'material.', 'color.', 'size.'])));
  return m;
};
export const shellMessages = pageMessages;
