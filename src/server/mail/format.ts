import { LOCALE_TAGS, type Locale } from '../../lib/i18n/locales.ts';

/** The shop's own clock: dates in mails are the day in Jerusalem, where the order is packed and sent. */
export const SHOP_TIME_ZONE = 'Asia/Jerusalem';

/** `$1,234.50`, `1234,50 $`, `1 234,50 $`: the language's own way of writing an amount of money. */
export function formatMoney(locale: Locale, cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency }).format(cents / 100);
}

/** `November 25, 2026`, `25 նոյեմբերի, 2026 թ.`, `25 ноября 2026 г.`. */
export function formatDay(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(date);
}
