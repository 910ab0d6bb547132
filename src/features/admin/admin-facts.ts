/**
 * What the admin forms need from the shop's content, labelled in the page's language. Built into the page at
 * build time (content/*.json), passed to the islands as a prop. Build-time only: islands import its types alone.
 */
import categoriesFile from '../../../content/categories.json' with { type: 'json' };
import sizesFile from '../../../content/sizes.json' with { type: 'json' };
import type { Sizes } from '../../lib/content/types.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { categoryTitle, pickMessages } from '../../lib/i18n/t.ts';
import { colorFilterOptions, materialOptions } from '../catalog/filter-options.ts';

export interface Choice {
  value: string;
  label: string;
}

export interface FormFacts {
  categories: Array<{ route: string; title: string; subCategories: Array<{ route: string; title: string }> }>;
  colors: Choice[];
  materials: Choice[];
  sizes: Pick<Sizes, 'defaultSize' | 'general' | 'clothing' | 'rings'>;
}

export function formFacts(locale: Locale): FormFacts {
  const { defaultSize, general, clothing, rings } = sizesFile as unknown as Sizes;
  return {
    categories: categoriesFile.categories.map((c) => ({
      route: c.route,
      title: categoryTitle(locale, c.route, c.title),
      subCategories: c.subCategories.map((s) => ({ route: s.route, title: categoryTitle(locale, s.route, s.title) })),
    })),
    colors: colorFilterOptions(locale),
    materials: materialOptions(locale),
    sizes: { defaultSize, general, clothing, rings },
  };
}

/** Every dictionary string the admin islands use. */
export function adminMessages(locale: Locale): Record<string, string> {
  return pickMessages(locale, ['admin.', 'common.', 'category.']);
}
