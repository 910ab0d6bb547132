/**
 * The shop's calendar: the owner counts a sale on the day it was made in Jerusalem, whatever the server's or the
 * reader's time zone. Days are 'YYYY-MM-DD' strings, so they compare and sort as text.
 */

export const SHOP_TIME_ZONE = 'Asia/Jerusalem';

/** How many days the dashboard's sales cover, today included. */
export const DASHBOARD_DAYS = 30;

const DAY_MS = 86_400_000;

/** The calendar day of an instant in `timeZone`, as 'YYYY-MM-DD'. */
export function shopDay(instant: Date, timeZone = SHOP_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The `count` calendar days that end with `lastDay`, oldest first. */
export function daysEndingOn(lastDay: string, count: number): string[] {
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  if (!Number.isFinite(last)) throw new RangeError(`not a day: ${lastDay}`);
  return Array.from({ length: count }, (_, i) => new Date(last - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** One row per day of `days`, in their order: the row the query found for that day, or `empty` (a day without sales). */
export function fillDays<T extends object>(
  days: readonly string[],
  rows: ReadonlyArray<T & { day: string }>,
  empty: T,
): Array<T & { day: string }> {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => byDay.get(day) ?? { ...empty, day });
}
