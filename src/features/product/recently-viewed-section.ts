/**
 * The product page's "Recently viewed" row, drawn from the browser's own list (no server call): records this
 * product, then shows the others as small cards. The section is the page's last and starts hidden, so showing it
 * moves nothing on screen.
 */
import { imageVariant } from '../../lib/images.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { pageLocale } from '../../lib/i18n/page-language.ts';
import { formatUsd, toCents } from '../../lib/money.ts';
import { recentToShow, recordView, type RecentView } from './recent-list.ts';
import { $recentlyViewed } from './recently-viewed.ts';

function card(item: ReturnType<typeof recentToShow>[number], href: string): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'mini-card';
  const link = document.createElement('a');
  link.className = 'mini-card__link';
  link.href = href;
  if (item.image) {
    const img = document.createElement('img');
    img.className = 'mini-card__image';
    img.src = imageVariant(item.image, 320);
    img.alt = '';
    img.width = 320;
    img.height = 320;
    img.loading = 'lazy';
    img.decoding = 'async';
    link.append(img);
  } else {
    const blank = document.createElement('span');
    blank.className = 'mini-card__image';
    link.append(blank);
  }
  const name = document.createElement('span');
  name.className = 'mini-card__name';
  name.textContent = item.name;
  link.append(name);
  const price = document.createElement('span');
  price.className = 'mini-card__price';
  price.textContent = formatUsd(toCents(item.price));
  li.append(link, price);
  return li;
}

const section = document.querySelector<HTMLElement>('[data-recently-viewed]');
const list = section?.querySelector<HTMLUListElement>('ul');
if (section && list && section.dataset.view) {
  const locale = pageLocale();
  const seen = JSON.parse(section.dataset.view) as RecentView;
  const draw = (views: readonly RecentView[]) => {
    const items = recentToShow(views, seen.id, locale);
    list.replaceChildren(...items.map((item) => card(item, localizePath(`/product/${item.id}`, locale))));
    section.hidden = items.length === 0;
  };
  draw($recentlyViewed.get());
  $recentlyViewed.set(recordView($recentlyViewed.get(), seen));
  // Another tab's views show here too.
  $recentlyViewed.listen(draw);
}
