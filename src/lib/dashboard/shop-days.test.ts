import { describe, expect, it } from 'vitest';
import { daysEndingOn, fillDays, shopDay } from './shop-days.ts';

describe('the shop day of an instant (Asia/Jerusalem)', () => {
  it('is already tomorrow late in the UTC evening: UTC+2 in winter', () => {
    expect(shopDay(new Date('2026-11-27T21:59:59Z'))).toBe('2026-11-27');
    expect(shopDay(new Date('2026-11-27T22:00:00Z'))).toBe('2026-11-28');
  });
  it('moves with daylight saving time: UTC+3 in summer', () => {
    expect(shopDay(new Date('2026-07-01T20:59:59Z'))).toBe('2026-07-01');
    expect(shopDay(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
  });
  it('does not depend on the zone of the computer it runs on', () => {
    expect(shopDay(new Date('2026-01-01T00:30:00+05:00'))).toBe('2025-12-31');
    expect(shopDay(new Date('2026-01-01T00:30:00Z'), 'UTC')).toBe('2026-01-01');
  });
});

describe('the days of the window', () => {
  it('end on the given day, oldest first, across a month and a year', () => {
    expect(daysEndingOn('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysEndingOn('2027-01-01', 2)).toEqual(['2026-12-31', '2027-01-01']);
    expect(daysEndingOn('2026-11-27', 30)).toHaveLength(30);
    expect(daysEndingOn('2026-11-27', 30)[0]).toBe('2026-10-29');
  });
  it('count whole days over a daylight-saving change (23- and 25-hour days in Jerusalem)', () => {
    expect(daysEndingOn('2026-10-26', 3)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });
  it('refuse something that is not a day', () => {
    expect(() => daysEndingOn('yesterday', 3)).toThrow(RangeError);
  });
});

describe('filling the days without sales', () => {
  const empty = { orders: 0, paidCents: 0 };
  it('gives every day a row, zeros where nothing was sold, in the days’ order', () => {
    const days = ['2026-11-25', '2026-11-26', '2026-11-27'];
    const rows = [
      { day: '2026-11-27', orders: 2, paidCents: 5_000 },
      { day: '2026-11-25', orders: 1, paidCents: 1_250 },
    ];
    expect(fillDays(days, rows, empty)).toEqual([
      { day: '2026-11-25', orders: 1, paidCents: 1_250 },
      { day: '2026-11-26', orders: 0, paidCents: 0 },
      { day: '2026-11-27', orders: 2, paidCents: 5_000 },
    ]);
  });
  it('leaves out rows outside the window', () => {
    expect(fillDays(['2026-11-27'], [{ day: '2026-10-01', orders: 9, paidCents: 1 }], empty)).toEqual([
      { day: '2026-11-27', orders: 0, paidCents: 0 },
    ]);
  });
});
