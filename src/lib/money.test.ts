import { describe, expect, it } from 'vitest';
import { formatUsd, fromCents, toCents } from './money.ts';

describe('money', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

  it('formats cents as Intl en-US currency does', () => {
    const samples = [
      0, 1, 9, 10, 99, 100, 101, 1234, 99_999, 100_000, 123_456, 1_000_000, 12_345_678, 100_000_000_00, -1, -500,
      -123_456,
    ];
    for (const cents of samples) expect(formatUsd(cents)).toBe(intl.format(cents / 100));
    for (let cents = 0; cents < 2_000_000; cents += 997) expect(formatUsd(cents)).toBe(intl.format(cents / 100));
  });

  it('rounds stray fractions of a cent and never prints minus zero', () => {
    expect(formatUsd(1234.4)).toBe('$12.34');
    expect(formatUsd(1234.6)).toBe('$12.35');
    expect(formatUsd(-0.2)).toBe('$0.00');
    expect(formatUsd(-0)).toBe('$0.00');
  });

  it('converts between dollars and cents', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1234)).toBe(12.34);
  });
});
