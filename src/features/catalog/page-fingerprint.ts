import type { ListingPage } from './api.ts';

/** What a listing page draws: its count and, per card, the facts shown on it (name, text, price, picture, date). */
function drawnText(page: ListingPage): string {
  return JSON.stringify([
    page.total,
    page.products.map((p) => [p.id, p.name, p.desc, p.price, p.image, p.dateCreated]),
  ]);
}

/** Two answers that would draw the same cards and count. */
export function samePage(a: ListingPage, b: ListingPage): boolean {
  return drawnText(a) === drawnText(b);
}

/**
 * A short mark of what a page draws (FNV-1a, 32 bits, as hex): the build writes it beside the pre-rendered page so
 * a small script can tell, without the listing's code, whether the live catalog would draw something else.
 */
export function pageFingerprint(page: ListingPage): string {
  const text = drawnText(page);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
