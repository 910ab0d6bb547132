/**
 * Category and sub-category badge links for product pages, built at build time per language: keys are
 * `{category}` and `{category}/{sub}`. The static page takes its two; the client-rendered shell gets the map.
 */
import { categories } from '../../components/site/content.ts';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { categoryTitle } from '../../lib/i18n/t.ts';
import { subCategoryPath } from '../catalog/listing-routes.ts';
import type { BadgeMap } from './product-info.ts';

const cache = new Map<Locale, BadgeMap>();

export function badgeMap(locale: Locale): BadgeMap {
  let map = cache.get(locale);
  if (map) return map;
  map = {};
  for (const c of categories) {
    map[c.route] = { label: categoryTitle(locale, c.route, c.title), href: localizePath(`/shop/${c.route}`, locale) };
    for (const s of c.subCategories) {
      map[`${c.route}/${s.route}`] = {
        label: categoryTitle(locale, s.route, s.title),
        href: localizePath(subCategoryPath(categories, c.route, s.route), locale),
      };
    }
  }
  cache.set(locale, map);
  return map;
}
