import type { Locale } from '../../lib/i18n/locales.ts';
import type { Variant } from './art/designs.ts';
import { fill, type Values } from './fill.ts';
import type { Localized, Phrases, SeedTemplates, Template, Word } from './template-schema.ts';

/** Placeholder values of one product, in every language. */
export type LocalizedValues = Record<Locale, Values>;

/** A size as the language writes numbers: 0.6 stays "0.6" in English and becomes "0,6" in Armenian and Russian. */
export function formatQuantity(value: number | string, phrases: Phrases, locale: Locale): string {
  return typeof value === 'number' ? String(value).replace('.', phrases.decimalSeparator[locale]) : value;
}

/** "850 g" under 1000 g, else "1.25 kg", in the language's units and decimal separator. */
export function formatGrams(grams: number, phrases: Phrases, locale: Locale): string {
  if (grams < 1000) return `${Math.round(grams)} ${phrases.units.g[locale]}`;
  return `${(grams / 1000).toFixed(2).replace('.', phrases.decimalSeparator[locale])} ${phrases.units.kg[locale]}`;
}

type TextSource = Pick<SeedTemplates, 'vocabulary' | 'phrases'>;

/**
 * What fills a product's placeholders in one language: the words for what its picture shows (the variant's tags
 * looked up in the vocabulary), the template's own words, its colour, material and size, and once known its weight.
 * A tag or colour the vocabulary lacks stays undefined, so a text that uses it fails to fill.
 */
export function valuesIn(
  locale: Locale,
  data: TextSource,
  template: Template,
  variant: Variant,
  size: number | string | undefined,
  grams?: number,
): Values {
  const { vocabulary, phrases } = data;
  const material = template.material ?? variant.material;
  const values: Record<string, Word | undefined> = {};
  for (const [group, key] of Object.entries(variant.tags)) values[group] = vocabulary[group]?.[key]?.[locale];
  for (const [name, entry] of Object.entries(template.words ?? {})) values[name] = entry[locale];
  values.color = vocabulary.color?.[variant.color]?.[locale];
  if (material) values.material = vocabulary.material?.[material]?.[locale];
  values.size = size === undefined ? '' : formatQuantity(size, phrases, locale);
  if (grams !== undefined) values.weight = formatGrams(grams, phrases, locale);
  return values;
}

/** The placeholder values of a product in every language. */
export function placeholderValues(
  data: TextSource,
  template: Template,
  variant: Variant,
  size: number | string | undefined,
  grams?: number,
): LocalizedValues {
  return {
    en: valuesIn('en', data, template, variant, size, grams),
    hy: valuesIn('hy', data, template, variant, size, grams),
    ru: valuesIn('ru', data, template, variant, size, grams),
  };
}

/** A template text filled in every language. */
export function render(text: Localized, values: LocalizedValues): Localized {
  return { en: fill(text.en, values.en, 'en'), hy: fill(text.hy, values.hy, 'hy'), ru: fill(text.ru, values.ru, 'ru') };
}

/** The size sentence of a template: its own, or the default one of its unit (none for sets). */
export function detailTexts(template: Template, phrases: Phrases): Localized[] {
  if (template.detail) return template.detail;
  const sentence = phrases.details[template.sizes ? (template.unit ?? 'none') : 'none'];
  return sentence ? [sentence] : [];
}
