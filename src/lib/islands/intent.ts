/**
 * What wakes an island that hydrates on intent (`client:intent`), shared by the directive, the page scripts that
 * wake an island themselves and the tests.
 */

/** Reaching for one of these (pointer over, press, touch) loads the island; focus anywhere inside it does too. */
export const REACHES_FOR = 'button, input, select, textarea, label, summary, [data-island-control]';

/**
 * Pressed before the island is live, these are held and pressed again once it is: buttons, and links that are
 * actions once the island runs (marked `data-island-control`; without JavaScript they lead to a page that does it).
 */
export const CLICK_AGAIN = 'button, [data-island-control]';

/** Dispatched on an `<astro-island>` to hydrate it now. */
export const WAKE_EVENT = 'island:wake';

/** Set on an `<astro-island>` before its directive ran: it hydrates as soon as it starts. */
export const WAKE_ATTRIBUTE = 'data-wake';

/** Hydrates an intent island now (or as soon as its directive starts); other islands ignore it. */
export function wakeIsland(island: Element): void {
  island.setAttribute(WAKE_ATTRIBUTE, '');
  island.dispatchEvent(new Event(WAKE_EVENT));
}

/**
 * A page script's check of the pre-rendered island against live data: `changed` is asked once, when the browser is
 * idle (at the latest after 2 s, so it never competes with load), and the island wakes if it says the live data
 * would draw something else. A failed check (offline, refused) leaves the built HTML, and the island still wakes
 * when the shopper reaches for it.
 */
export function wakeIfChanged(island: Element, changed: () => Promise<boolean>): void {
  const check = async () => {
    try {
      if (await changed()) wakeIsland(island);
    } catch {
      // The built HTML stays.
    }
  };
  if ('requestIdleCallback' in window) requestIdleCallback(check, { timeout: 2000 });
  else setTimeout(check, 200);
}
