import { wakeIfChanged, wakeIsland } from '../../lib/islands/intent.ts';
import { hasPendingAction } from '../shopping/pending-action.ts';
import { liveProduct } from './live-product.ts';
import { stockFingerprint } from './stock-levels.ts';

/**
 * The purchase box's HTML shows the price and stock of the last build, and its island hydrates only when the
 * shopper reaches for it. Two things wake it at load instead: an action waiting from before signing in (add to
 * cart or wishlist), and a live price or stock that differs from the built one (or a product gone since). The
 * check is one request, made when the browser is idle; the island reuses its answer.
 */
for (const host of document.querySelectorAll<HTMLElement>('[data-live-product]')) {
  const island = host.querySelector('astro-island');
  const id = Number(host.dataset.liveProduct);
  if (!island || !Number.isInteger(id)) continue;
  if (hasPendingAction(id)) {
    wakeIsland(island);
    continue;
  }
  wakeIfChanged(island, async () => {
    const live = await liveProduct(id);
    return !live || stockFingerprint(live.price, live.sizeQuantities) !== host.dataset.stockPrint;
  });
}
