import { describe, expect, it } from 'vitest';
import { calendarDayText, dateFormatFor } from './dates.ts';

const at = new Date(Date.UTC(2026, 10, 25, 12, 0));

describe('order dates', () => {
  it('use the language’s own names where the browser has them', () => {
    expect(dateFormatFor('en', 'dateTime', (tags) => tags).format(at)).toMatch(
      /^November 25, 2026 at \d{1,2}:\d{2} [AP]M$/,
    );
    expect(dateFormatFor('ru', 'date', (tags) => tags).format(at)).toBe('25 нояб. 2026 г.');
  });
  it('fall back to Armenia’s numeric day-first, 24-hour style without Armenian data', () => {
    expect(dateFormatFor('hy', 'dateTime', () => []).format(at)).toMatch(/^25\.11\.2026, \d{2}:\d{2}$/);
    expect(dateFormatFor('hy', 'date', () => []).format(at)).toBe('25.11.2026');
    expect(dateFormatFor('hy', 'time', () => []).format(at)).toMatch(/^\d{2}:\d{2}$/);
    expect(dateFormatFor('hy', 'stamp', () => []).format(at)).toMatch(/^25\.11\.2026, \d{2}:\d{2}$/);
  });
  it('write an event in a list compactly: medium date and short time', () => {
    expect(dateFormatFor('en', 'stamp', (tags) => tags).format(at)).toMatch(/^Nov 25, 2026, \d{1,2}:\d{2} [AP]M$/);
  });
});

describe('calendar days', () => {
  it('name the day itself in every language, whatever the reader’s time zone', () => {
    expect(calendarDayText('en', '2026-11-27')).toBe('Nov 27, 2026');
    expect(calendarDayText('en', '2026-11-27', 'dayMonth')).toBe('Nov 27');
    expect(calendarDayText('ru', '2026-01-01', 'dayMonth')).toBe('1 янв.');
  });
  it('fall back to day and month in numbers without Armenian data', () => {
    expect(dateFormatFor('hy', 'dayMonth', () => []).format(new Date(2026, 10, 27))).toBe('27.11');
  });
});
