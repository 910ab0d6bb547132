import type { Context } from 'hono';
import type { RequestView } from './request-view.ts';
import { localeFromAcceptLanguage } from '../../lib/i18n/accept-language.ts';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../lib/i18n/locales.ts';
import { badRequest } from './errors.ts';
import { said } from './server-message.ts';

/** What the language is read from: a Hono context, or a request seen by the front door. */
type Asking = { req: Pick<RequestView, 'header' | 'query'> } | Pick<RequestView, 'header' | 'query'>;

const requestOf = (c: Asking) => ('req' in c ? c.req : c);

/** The shop language the request asks for (every island sends its page's as Accept-Language), or null. */
export function requestLocale(c: Asking): Locale | null {
  return localeFromAcceptLanguage(requestOf(c).header('accept-language'));
}

/**
 * The language to word an answer in: `?locale=` when given (links and callers that cannot set headers), else
 * Accept-Language, else English. An unknown `locale` is refused rather than silently answered in English.
 */
export function answerLocale(c: Context): Locale {
  const locale = answerLocaleIfKnown(c);
  if (!locale) throw badRequest(said('api.unknownLocale', { locales: LOCALES.join(', ') }));
  return locale;
}

/** The language `answerLocale` picks, or undefined where it would refuse the request (an unknown `?locale=`). */
export function answerLocaleIfKnown(c: Asking): Locale | undefined {
  const asked = requestOf(c).query('locale');
  if (asked !== undefined) return isLocale(asked) ? asked : undefined;
  return requestLocale(c) ?? DEFAULT_LOCALE;
}

/** The language of a message about this request, never refusing: a bad `?locale=` falls back to the header. */
export function messageLocale(c: Context): Locale {
  const asked = c.req.query('locale');
  return isLocale(asked) ? asked : (requestLocale(c) ?? DEFAULT_LOCALE);
}
