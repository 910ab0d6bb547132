import type { ListingPage } from './api.ts';
import type { SearchBody } from './listing-state.ts';

let handed: { body: string; page: ListingPage } | undefined;

/**
 * The listing's page script checked the pre-rendered page against the live catalog and found it changed: it hands
 * the live answer to the island it wakes, whose own check of the same page then needs no second request.
 */
export function handOverCheckedPage(body: SearchBody, page: ListingPage): void {
  handed = { body: JSON.stringify(body), page };
}

/** The handed-over answer for `body`, once (a later check of the same page asks the API again). */
export function takeCheckedPage(body: SearchBody): ListingPage | undefined {
  if (!handed || handed.body !== JSON.stringify(body)) return undefined;
  const { page } = handed;
  handed = undefined;
  return page;
}
