import type { Context } from 'hono';
import { localeFromAcceptLanguage } from '../../lib/i18n/accept-language.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

/** The shop language the request asks for (every island sends its page's as Accept-Language), or null. */
export function requestLocale(c: Context): Locale | null {
  return localeFromAcceptLanguage(c.req.header('accept-language'));
}
