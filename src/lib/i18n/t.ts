/**
 * `t(locale, key, vars?)` for .astro files and build-time code, through i18next (engine.ts). Dictionaries:
 * src/i18n/{en,hy,ru}.json, flat dotted keys (`nav.home`), `{name}` placeholders, plural keys
 * `key_one`/`key_few`/`key_many`/`key_other`. A key missing in hy/ru falls back to English (the dictionary test
 * forbids that in CI), then to the key.
 *
 * Islands: do NOT import this file (it bundles every dictionary). Pass the strings they need as a prop:
 *   <CartIsland client:load locale={locale} messages={pickMessages(locale, ['cart.', 'common.'])} />
 * and read them with `useT()` from ./react.tsx (or `translator()` from ./engine.ts).
 * Vanilla page scripts read their strings from data- attributes rendered with t().
 */
import en from '../../i18n/en.json' with { type: 'json' };
import hy from '../../i18n/hy.json' with { type: 'json' };
import ru from '../../i18n/ru.json' with { type: 'json' };
import { countryKey } from './countries.ts';
import { createI18n, translate, type Messages, type Vars } from './engine.ts';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from './locales.ts';

export type MessageKey = keyof typeof en;

export const dictionaries: Record<Locale, Messages> = { en, hy, ru };

const i18n = createI18n(dictionaries, DEFAULT_LOCALE, DEFAULT_LOCALE);

export function t(locale: Locale, key: MessageKey | (string & {}), vars?: Vars): string {
  return translate(i18n, locale, key, vars);
}

/** True when the dictionary has the key (for optional texts such as per-category translations). */
export function hasMessage(locale: Locale, key: string): boolean {
  return key in dictionaries[locale];
}

/**
 * Every plural form of a key in the locale, by Intl.PluralRules category (`{ one: '…', few: '…', many: '…',
 * other: '…' }`, `{count}` left in place), for the header script that picks one at run time the way i18next
 * does: `new Intl.PluralRules(lang).select(count)`. Pages on a 10 KB JS budget cannot carry i18next itself.
 */
export function pluralForms(locale: Locale, key: string): Partial<Record<Intl.LDMLPluralRule, string>> {
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const category of new Intl.PluralRules(locale).resolvedOptions().pluralCategories) {
    const form = i18n.exists(`${key}_${category}`, { lng: locale }) ? `${key}_${category}` : `${key}_other`;
    forms[category] = t(locale, form);
  }
  return forms;
}

/** The subset of a locale's messages whose keys start with any of the prefixes, with English filling gaps. */
export function pickMessages(locale: Locale, prefixes: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const table of [dictionaries.en, dictionaries[locale]]) {
    for (const [key, value] of Object.entries(table)) {
      if (prefixes.some((p) => key.startsWith(p))) picked[key] = value;
    }
  }
  return picked;
}

/** The locale's message for `key` when it has one, else `fallback` (data that may or may not be translated). */
export function tOr(locale: Locale, key: string, fallback: string): string {
  return dictionaries[locale][key] ?? fallback;
}

/** Category and sub-category titles: translated when the dictionary has `category.{route}`, else as entered. */
export function categoryTitle(locale: Locale, route: string, fallback: string): string {
  return tOr(locale, `category.${route}`, fallback);
}

/** Material names (content/materials.json): translated when the dictionary has `material.{name}`. */
export function materialName(locale: Locale, material: string): string {
  return tOr(locale, `material.${material}`, material);
}

/** A size as the shop names it: the words of "One Size" are translated, S, M or 7.5 are the same everywhere. */
export function sizeName(locale: Locale, size: string): string {
  return tOr(locale, `size.${size}`, size);
}

/** A shop country (stored by its Israel Post name) in the locale's words, e.g. "Հայաստան" for "Armenia". */
export function countryName(locale: Locale, country: string): string {
  return tOr(locale, countryKey(country), country);
}

/** Dates in the page's language, e.g. "October 15, 2025" / "15 октября 2025 г.". */
export function formatDate(
  locale: Locale,
  date: Date | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const d = typeof date === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00Z` : date) : date;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeZone: 'UTC', ...options }).format(d);
}
