/**
 * The translation engine under `t()` (pages, at build time) and `useT()` (islands): i18next. The dictionaries are
 * flat JSON with dotted keys (`nav.home`), `{name}` placeholders and plural forms as `key_one`, `key_few`,
 * `key_many`, `key_other` (the categories of Intl.PluralRules: one/other in English and Armenian,
 * one/few/many/other in Russian), chosen by a numeric `count`.
 */
import { createInstance, type i18n } from 'i18next';

export type Messages = Readonly<Record<string, string>>;
export type Vars = Readonly<Record<string, string | number>>;
export type Translate = (key: string, vars?: Vars) => string;

/**
 * An i18next instance over the given dictionaries, ready at once (they are in memory). Text is not HTML-escaped
 * here: Astro and React escape what they render.
 */
export function createI18n(
  resources: Readonly<Record<string, Messages>>,
  lng: string,
  fallbackLng: string | false = false,
): i18n {
  const instance = createInstance();
  void instance.init({
    resources: Object.fromEntries(
      Object.entries(resources).map(([code, messages]) => [code, { translation: messages }]),
    ),
    lng,
    fallbackLng,
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  });
  return instance;
}

/** Messages without variables, remembered: i18next spends ~20 µs on a call, and a page build makes ~100 such calls per page. */
const plainMessages = new WeakMap<i18n, Map<string, string>>();

/** One message: the plural form for a numeric `count`, placeholders filled; the key itself when nothing matches. */
export function translate(instance: i18n, lng: string, key: string, vars?: Vars): string {
  if (!vars) {
    let known = plainMessages.get(instance);
    if (!known) plainMessages.set(instance, (known = new Map()));
    const id = `${lng}\u0000${key}`;
    let message = known.get(id);
    if (message === undefined) known.set(id, (message = instance.t(key, { lng }) as string));
    return message;
  }
  const count = typeof vars.count === 'number' ? vars.count : undefined;
  // Variables go in `replace`, so a placeholder named like an i18next option (`lng`, `context`…) stays a placeholder.
  return instance.t(key, { lng, replace: vars, ...(count === undefined ? {} : { count }) }) as string;
}

const cache = new WeakMap<Messages, Map<string, Translate>>();

/**
 * A `t(key, vars)` over one message table (what an island received as a prop). Remembered per table, so a page
 * build that renders the same island many times makes one instance.
 */
export function translator(locale: string, messages: Messages): Translate {
  let byLocale = cache.get(messages);
  if (!byLocale) cache.set(messages, (byLocale = new Map()));
  let t = byLocale.get(locale);
  if (!t) {
    const instance = createI18n({ [locale]: messages }, locale);
    byLocale.set(locale, (t = (key, vars) => translate(instance, locale, key, vars)));
  }
  return t;
}
