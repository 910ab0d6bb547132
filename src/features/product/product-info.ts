/** Small pure facts about a product, shared by the static page, its islands and the client-rendered shell. */
import colorsFile from '../../../content/colors.json' with { type: 'json' };
import type { Product } from '../../lib/api/product.ts';
import { LOCALE_TAGS, type Locale } from '../../lib/i18n/locales.ts';
import { formatWeight } from '../../lib/weight.ts';

export { isRing } from '../shopping/ring.ts';

/** The colour option a product's stored value names: its display name (for the label) and a CSS swatch. */
export function colorOf(value: string | null): { name: string; css: string | undefined } | null {
  if (!value) return null;
  const option = colorsFile.colors.find((c) => c.value.toLowerCase() === value.toLowerCase());
  if (!option) return { name: value, css: undefined };
  return { name: option.name, css: option.value === 'other' ? undefined : option.value };
}

/** Product id from a /product/{id} URL path (any language prefix); null when it is not a positive integer. */
export function productIdFromPath(pathname: string): number | null {
  const match = /\/product\/([^/]+)\/?$/.exec(pathname);
  if (!match || !/^[1-9]\d{0,9}$/.test(match[1]!)) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/** Badge titles and listing URLs in one language, keyed `{category}` and `{category}/{sub}` (see badge-links.ts). */
export type BadgeMap = Record<string, { label: string; href: string }>;

/** A category or sub-category badge: its title in the page's language and its listing URL. */
export interface BadgeLink {
  label: string;
  href: string;
  kind: 'category' | 'subCategory';
}

/** The badges of one product; a category the tree does not know (renamed since) is left out. */
export function productBadges(product: Pick<Product, 'category' | 'subCategory'>, map: BadgeMap): BadgeLink[] {
  const badges: BadgeLink[] = [];
  const category = map[product.category];
  if (category) badges.push({ ...category, kind: 'category' });
  const sub = product.subCategory ? map[`${product.category}/${product.subCategory}`] : undefined;
  if (sub) badges.push({ ...sub, kind: 'subCategory' });
  return badges;
}

/** `850 g` / `1.25 kg` in English; the same numbers with the language's own units elsewhere (`850 г`, `1,25 կգ`). */
export function localWeight(grams: number, locale: Locale): string {
  if (locale === 'en') return formatWeight(grams);
  const kg = grams >= 1000;
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'unit',
    unit: kg ? 'kilogram' : 'gram',
    minimumFractionDigits: kg ? 2 : 0,
    maximumFractionDigits: kg ? 2 : 0,
  }).format(kg ? grams / 1000 : Math.round(grams));
}
