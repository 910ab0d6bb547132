import { fingerprint } from '../../lib/islands/fingerprint.ts';
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

/** The mark the build writes beside the pre-rendered page (listing-wake.ts compares the live page's with it). */
export function pageFingerprint(page: ListingPage): string {
  return fingerprint(drawnText(page));
}
