import type { Locale } from '../../lib/i18n/locales.ts';
import type { Word } from './template-schema.ts';

/** Placeholder values of one language, by name: {motif}, {size}, … */
export type Values = Readonly<Record<string, Word | undefined>>;

const PLACEHOLDER = /\{(\w+)(?::([^{}]+))?\}/g;

const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/**
 * The word a number takes in this language: forms "one|few|many" (Russian: 1 персону, 2 персоны, 5 персон; a
 * fraction takes "few") or "one|other" (English, Armenian).
 */
const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralForm(count: string, forms: string[], locale: Locale): string {
  const n = Number(count.replace(',', '.'));
  if (!Number.isFinite(n)) throw new Error(`"${count}" is not a number`);
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const category = rules.select(n);
  if (forms.length === 3) return forms[category === 'one' ? 0 : category === 'many' ? 2 : 1]!;
  if (forms.length === 2) return forms[category === 'one' ? 0 : 1]!;
  throw new Error(`plural forms must be "one|few|many" or "one|other", got "${forms.join('|')}"`);
}

function resolve(value: Word, form: string | undefined, locale: Locale): string {
  if (form?.includes('|')) {
    if (typeof value !== 'string') throw new Error('plural forms need a number');
    return pluralForm(value, form.split('|'), locale);
  }
  if (typeof value === 'string') {
    if (form) throw new Error(`has no form "${form}" (it is one plain word)`);
    return value;
  }
  const chosen = value[form ?? 'nom'];
  if (chosen === undefined)
    throw new Error(form ? `has no form "${form}"` : 'has several forms: name one, e.g. {x:gen}');
  return chosen;
}

/**
 * Fills a template text: {key} takes the value, {key:form} one of its grammatical forms, {Key} capitalises it, and
 * {key:one|few|many} writes the word that agrees with the number in {key}. A missing value or form throws, so a
 * broken template fails at load instead of printing "{motif}" in the shop.
 */
export function fill(pattern: string, values: Values, locale: Locale): string {
  return pattern.replace(PLACEHOLDER, (token, key: string, form: string | undefined) => {
    const name = key[0]!.toLowerCase() + key.slice(1);
    const value = values[name];
    if (value === undefined) throw new Error(`${token} has no value in "${pattern}"`);
    try {
      const text = resolve(value, form, locale);
      return key === name ? text : capitalize(text);
    } catch (error) {
      throw new Error(`${token} ${(error as Error).message} in "${pattern}"`);
    }
  });
}
