import { isLocale } from '../../lib/i18n/locales.ts';

/** What a parameter page is about: a product (its page or its edit form) or an order (its invoice). */
export type PageSubject = { kind: 'product'; id: number } | { kind: 'order'; id: string };

const MAX_PRODUCT_ID = 2_147_483_647;

/**
 * The product or order a site path (folder-relative, any language prefix) names, so the server can answer 404 when it
 * does not exist instead of a page that says so with 200. Null for every other path and for the bare `_` shells.
 * A product id that is not a positive integer names a product that cannot exist: id 0.
 */
export function pageSubject(relative: string): PageSubject | null {
  const segments = relative.replace(/\/$/, '').split('/');
  if (isLocale(segments[0]) && segments[0] !== 'en') segments.shift();
  const [section, ...rest] = segments;
  const id = rest.at(-1);
  if (!id || id === '_') return null;
  if (section === 'product' && (rest.length === 1 || (rest.length === 2 && rest[0] === 'edit'))) {
    const n = /^\d{1,10}$/.test(id) ? Number(id) : 0;
    return { kind: 'product', id: n <= MAX_PRODUCT_ID ? n : 0 };
  }
  if ((section === 'order' || section === 'orders') && rest.length === 1) return { kind: 'order', id };
  return null;
}
