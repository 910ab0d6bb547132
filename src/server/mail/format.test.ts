import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney } from './format.ts';

// Intl separates with no-break spaces in some languages; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('mail formats', () => {
  it('writes money the way each language does', () => {
    expect(formatMoney('en', 123450)).toBe('$1,234.50');
    expect(plain(formatMoney('ru', 123450))).toBe('1 234,50 $');
    expect(plain(formatMoney('hy', 123450))).toMatch(/^1\s?234,50 \$$/);
  });

  it("writes the day in the shop's time zone and the reader's language", () => {
    const lateEvening = new Date('2026-03-04T22:30:00Z'); // already 5 March in Jerusalem
    expect(formatDay('en', lateEvening)).toBe('March 5, 2026');
    expect(plain(formatDay('ru', lateEvening))).toBe('5 марта 2026 г.');
    expect(formatDay('hy', lateEvening)).toContain('մարտի');
  });
});
