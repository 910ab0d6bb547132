/**
 * Country names for shoppers. The shop's countries are stored and sent by their Israel Post name (the shipping
 * tables' key, e.g. "Azores (Isles)"); the shopper reads the dictionary's `country.{name}` in the page's language.
 */
import { LOCALE_TAGS, type Locale } from './locales.ts';

export interface CountryOption {
  /** The stored name, sent to the API unchanged. */
  value: string;
  label: string;
}

export const countryKey = (name: string) => `country.${name}`;

/** The country in the words of `t` (an island's or the server's translator); a name it lacks stays as stored. */
export function countryLabel(t: (key: string) => string, name: string): string {
  const key = countryKey(name);
  const label = t(key);
  return label === key ? name : label;
}

/** The countries as select options: labelled in the page's language and sorted in that language's alphabetical order. */
export function countryOptions(
  names: readonly string[],
  label: (name: string) => string,
  locale: Locale,
): CountryOption[] {
  const collator = new Intl.Collator(LOCALE_TAGS[locale]);
  return names.map((value) => ({ value, label: label(value) })).sort((a, b) => collator.compare(a.label, b.label));
}
