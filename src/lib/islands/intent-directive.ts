import type { ClientDirective } from 'astro';
import { CLICK_AGAIN, REACHES_FOR, WAKE_ATTRIBUTE, WAKE_EVENT } from './intent.ts';

/**
 * `client:intent`: the island's code loads when the visitor first reaches for one of its controls (pointer over or
 * down, touch, keyboard focus), or when a page script wakes it (`island:wake` event or `data-wake` attribute), never
 * at load. Its pre-rendered HTML is whole and its links work without it; React's runtime is only needed to change
 * the island, and at load it costs a phone a few hundred milliseconds of main thread.
 * A button pressed while the code was still on its way is pressed again once the island is live.
 */
const intentDirective: ClientDirective = (load, _options, el) => {
  let woken = false;
  const pressed: HTMLElement[] = [];

  const onReach = (event: Event) => {
    if (event.type === 'focusin' || reachesForControl(event.target)) void wake();
  };
  const onClick = (event: Event) => {
    const control = closestElement(event.target, CLICK_AGAIN);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    if (!pressed.includes(control)) pressed.push(control);
  };
  const reachEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

  async function wake() {
    if (woken) return;
    woken = true;
    try {
      const hydrate = await load();
      await hydrate();
    } catch {
      // The code did not arrive (offline, say): the presses held so far are dropped, and the next reach tries again.
      woken = false;
      pressed.length = 0;
      return;
    }
    for (const type of reachEvents) el.removeEventListener(type, onReach);
    el.removeEventListener(WAKE_EVENT, wake);
    el.removeEventListener('click', onClick, true);
    for (const control of pressed) if (control.isConnected) control.click();
  }

  for (const type of reachEvents) el.addEventListener(type, onReach, { passive: true });
  el.addEventListener('click', onClick, true);
  el.addEventListener(WAKE_EVENT, wake);
  if (el.hasAttribute(WAKE_ATTRIBUTE)) void wake();
};

function closestElement(target: EventTarget | null, selector: string): HTMLElement | null {
  return target instanceof Element ? (target.closest(selector) as HTMLElement | null) : null;
}

function reachesForControl(target: EventTarget | null): boolean {
  return closestElement(target, REACHES_FOR) !== null;
}

export default intentDirective;
