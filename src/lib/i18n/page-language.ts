import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

/** The language of the page an island runs on (`<html lang>`), English when unknown or outside a browser. */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * The header every API call from a page carries, so the server keeps the customer's language for their mails
 * (at registration, sign-in and checkout) and answers in it.
 */
export function pageLanguageHeaders(): { 'accept-language': Locale } {
  return { 'accept-language': pageLocale() };
}
