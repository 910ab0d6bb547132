import { LOCALE_TAGS, type Locale } from './locales.ts';

type Style = 'dateTime' | 'stamp' | 'date' | 'time' | 'dayMonth';

const NAMED: Record<Style, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  stamp: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
};

/** Armenia's numeric date and time, 25.11.2026, 13:55: one form for both long and compact styles. */
const NUMERIC_DATE_TIME: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** Armenia's numeric style (the day-first, 24-hour pattern ru-RU also uses). */
const NUMERIC: Record<Style, Intl.DateTimeFormatOptions> = {
  dateTime: NUMERIC_DATE_TIME,
  stamp: NUMERIC_DATE_TIME,
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dayMonth: { day: '2-digit', month: '2-digit' },
};

/**
 * The formatter for a page language. Some browser builds carry no Armenian date data and would write an English
 * date into an Armenian sentence; they get Armenia's numeric day-first, 24-hour style instead.
 */
export function dateFormatFor(
  locale: Locale,
  style: Style,
  supported: (tags: string[]) => string[] = (tags) => Intl.DateTimeFormat.supportedLocalesOf(tags),
): Intl.DateTimeFormat {
  const tag = LOCALE_TAGS[locale];
  if (supported([tag]).length) return new Intl.DateTimeFormat(tag, NAMED[style]);
  return new Intl.DateTimeFormat('ru-RU', NUMERIC[style]);
}

/** '1 March 2026 at 14:32' in the page's language. */
export function dateTimeText(locale: Locale, iso: string): string {
  return dateFormatFor(locale, 'dateTime').format(new Date(iso));
}

/** 'Mar 1, 2026, 14:32' in the page's language: the compact time of an event in a list. */
export function stampText(locale: Locale, iso: string): string {
  return dateFormatFor(locale, 'stamp').format(new Date(iso));
}

/** 'Mar 1, 2026' in the page's language. */
export function dateText(locale: Locale, iso: string): string {
  return dateFormatFor(locale, 'date').format(new Date(iso));
}

/** '14:32' in the page's language. */
export function timeText(locale: Locale, iso: string): string {
  return dateFormatFor(locale, 'time').format(new Date(iso));
}

/**
 * A calendar day ('2026-11-27', no time or zone: the shop's day) in the page's language: 'Nov 27, 2026', or with
 * `dayMonth` 'Nov 27', the label under a chart's bar. Read as local midnight, so the reader's zone cannot move it.
 */
export function calendarDayText(locale: Locale, day: string, style: 'date' | 'dayMonth' = 'date'): string {
  const [year, month, date] = day.split('-').map(Number);
  return dateFormatFor(locale, style).format(new Date(year, month - 1, date));
}
