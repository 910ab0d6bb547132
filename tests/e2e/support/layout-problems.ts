/**
 * Layout checks that run inside a page (passed to `page.evaluate`, so each function stands alone: no imports, no
 * helpers from outside its own body).
 */

export interface Problems {
  scrollWidth: number;
  innerWidth: number;
  overlaps: string[];
  offScreen: string[];
}

/** Runs in the page: what is wrong with its layout at the current width. */
export function layoutProblems(): Problems {
  const visible = (el: Element) =>
    el.checkVisibility({ checkVisibilityCSS: true }) && el.getBoundingClientRect().width > 0;
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const headerItems = [
    ...document.querySelectorAll(
      '.topbar__phone, .topbar__welcome, .topbar__auth > li, .brand, .lang > summary, .site-header__tools .icon-link, .main-nav__toggle',
    ),
  ].filter(visible);
  const overlaps: string[] = [];
  for (let i = 0; i < headerItems.length; i++) {
    for (let j = i + 1; j < headerItems.length; j++) {
      const a = headerItems[i]!.getBoundingClientRect();
      const b = headerItems[j]!.getBoundingClientRect();
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1) overlaps.push(`${name(headerItems[i]!)} × ${name(headerItems[j]!)}`);
    }
  }
  // A nav item inside a closed <details> (the phone's Menu, the category menu) is reached through that menu's
  // summary: where the item itself is not shown, the summary is what must be on screen.
  const navItems = [
    ...document.querySelectorAll('.main-nav__list > li > a, .main-nav__list > li > details > summary'),
  ].filter((el) => el.closest('[data-auth-show]') === null || visible(el));
  const offScreen: string[] = [];
  for (const item of navItems) {
    // A summary belongs to its own <details>: the menu that hides it is the one around that.
    const own = item.tagName === 'SUMMARY' ? item.parentElement : item;
    const shown = visible(item)
      ? item
      : own?.parentElement?.closest('details:not([open])')?.querySelector(':scope > summary');
    const r = shown?.getBoundingClientRect();
    if (!shown || !r || !visible(shown) || r.left < -1 || r.right > innerWidth + 1) offScreen.push(name(item));
  }
  for (const el of headerItems) {
    const r = el.getBoundingClientRect();
    if (r.left < -1 || r.right > innerWidth + 1) offScreen.push(name(el));
  }
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth,
    overlaps,
    offScreen,
  };
}

/**
 * Runs in the page: text a reader cannot see all of. A line of text sticks out of a box that clips it (overflow
 * hidden or clip) or out of the screen's sides, where no scrolling reaches it. Not counted: text inside a box that
 * scrolls that way (a wide table's wrapper), screen-reader-only text (clipped on purpose), truncation the design
 * marks with an ellipsis (a card's three-line name; the whole name is the product page's title), and slides a
 * carousel has moved out of its window.
 */
export function cutOffText(): string[] {
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };
  const clips = (v: string) => v === 'hidden' || v === 'clip';
  const scrolls = (v: string) => v === 'auto' || v === 'scroll';
  const found = new Map<Element, string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent || found.has(parent)) continue;
    if (!parent.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true })) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) continue;
    let scrollsX = false;
    let scrollsY = false;
    let exempt = false;
    let problem = '';
    for (let el: Element | null = parent; el && el !== document.documentElement && !problem; el = el.parentElement) {
      const s = style(el);
      exempt =
        el.matches('[aria-roledescription] [aria-roledescription]') || // a carousel's slide
        s.clip !== 'auto' || // screen-reader-only text
        s.clipPath !== 'none' ||
        (el.clientWidth <= 1 && el.clientHeight <= 1 && clips(s.overflowX)) || // visually hidden (a honeypot)
        s.textOverflow === 'ellipsis' ||
        (s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '');
      if (exempt) break;
      scrollsX ||= scrolls(s.overflowX);
      scrollsY ||= scrolls(s.overflowY);
      const paint = /paint|strict|content/.test(s.contain); // paint containment clips like overflow: clip
      const clipX = (paint || clips(s.overflowX)) && !scrollsX;
      const clipY = (paint || clips(s.overflowY)) && !scrollsY;
      if (!clipX && !clipY) continue;
      const box = el.getBoundingClientRect();
      const left = box.left + el.clientLeft;
      const top = box.top + el.clientTop;
      for (const r of rects) {
        const past = [
          clipX ? left - r.left : 0,
          clipX ? r.right - (left + el.clientWidth) : 0,
          clipY ? top - r.top : 0,
          clipY ? r.bottom - (top + el.clientHeight) : 0,
        ];
        const worst = Math.max(...past);
        if (worst > 1) {
          const side = ['left', 'right', 'top', 'bottom'][past.indexOf(worst)];
          problem = `${worst.toFixed(0)} px at the ${side} by ${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
          break;
        }
      }
    }
    if (exempt) continue;
    if (!problem && !scrollsX && rects.some((r) => r.left < -1 || r.right > innerWidth + 1))
      problem = 'by the side of the screen';
    if (problem)
      found.set(
        parent,
        `${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')} "${text.slice(0, 30)}" cut off ${problem}`,
      );
  }
  return [...found.values()];
}

/**
 * Runs in the page: lays out what `content-visibility: auto` skips below the fold (listing cards, the footer) as it
 * is once scrolled to: real sizes instead of placeholders, with the paint containment that clips it on screen.
 */
export function renderSkippedContent(): void {
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    if (getComputedStyle(el).contentVisibility !== 'auto') continue;
    el.style.setProperty('content-visibility', 'visible');
    el.style.setProperty('contain', 'layout style paint');
  }
}

/**
 * Runs in the page: words split across two lines ("Ամենավաճառվածնե|րը", "$2,518.0|0"). The body lets a word break
 * anywhere rather than widen the page, so a word too long for its box breaks mid-word instead of overflowing: that
 * is the sign the box or the type is too small for the language. Hyphens, slashes and dashes are break points of
 * their own. Not counted: text set to `word-break: break-all` (order numbers), and the owner's product names and
 * descriptions in listing cards and in the product page's related and recently viewed cards, whose columns at 320 px
 * (120 px) no type size fits every word of the catalog into.
 */
export function brokenWords(): string[] {
  const CATALOG_WORDS = '.product-card__name, .product-card__desc, .mini-card__name';
  const found = new Map<Element, string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || found.has(parent) || !/\S{2}/.test(text)) continue;
    if (!parent.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true })) continue;
    range.selectNodeContents(node);
    const lineTops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (lineTops.size < 2) continue; // on one line: no word of it can be split
    // Break-all text (order numbers) is meant to break; so may a product's own words in a card half a phone wide.
    if (getComputedStyle(parent).wordBreak === 'break-all' || parent.closest(CATALOG_WORDS)) continue;
    let hidden = false; // screen-reader-only text, a honeypot field: a clipped box of a pixel
    for (let el: Element | null = parent; el && !hidden; el = el.parentElement) {
      const s = getComputedStyle(el);
      hidden = s.clip !== 'auto' || (el.clientWidth <= 1 && s.overflowX !== 'visible');
    }
    if (hidden) continue;
    for (const word of text.matchAll(/[^\s\-‐–—/]{2,}/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) {
        found.set(parent, `${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')} "${word[0]}"`);
        break;
      }
    }
  }
  return [...found.values()];
}
