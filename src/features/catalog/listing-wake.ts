import { wakeIfChanged, wakeIsland } from '../../lib/islands/intent.ts';
import { searchProducts } from './api.ts';
import { handOverCheckedPage } from './checked-page.ts';
import { DEFAULT_FILTERS, filtersFromSearch, sameFilters, searchBody, type ListingScope } from './listing-state.ts';
import { pageFingerprint } from './page-fingerprint.ts';

/**
 * The listing's HTML is page 1 with the default filters as of the last build, and its island hydrates only when the
 * shopper reaches for it. Two things wake it at load instead: a URL that asks for other filters or another page (a
 * shared link, the way back from a product), and a live catalog that would draw page 1 differently (a product
 * added or re-priced since the build). The check is one request, made when the browser is idle; the island it
 * wakes takes its answer instead of asking again.
 */
for (const host of document.querySelectorAll<HTMLElement>('[data-listing-scope]')) {
  const island = host.querySelector('astro-island');
  if (!island) continue;
  if (!sameFilters(filtersFromSearch(location.search), DEFAULT_FILTERS)) {
    wakeIsland(island);
    continue;
  }
  const scope = JSON.parse(host.dataset.listingScope!) as ListingScope;
  const built = host.dataset.listingPrint;
  wakeIfChanged(island, async () => {
    const body = searchBody(scope, DEFAULT_FILTERS);
    const live = await searchProducts(body);
    if (pageFingerprint(live) === built) return false;
    handOverCheckedPage(body, live);
    return true;
  });
}
