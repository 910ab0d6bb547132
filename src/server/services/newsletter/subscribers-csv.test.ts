import { describe, expect, it } from 'vitest';
import { csvField, subscribersCsv } from './subscribers-csv.ts';

describe('subscribers CSV', () => {
  it('writes a header and one CRLF line per subscriber', () => {
    expect(
      subscribersCsv([{ email: 'ani@example.com', locale: 'hy', confirmedAt: new Date('2026-11-27T10:00:00Z') }]),
    ).toBe('email,language,confirmed_at\r\nani@example.com,hy,2026-11-27T10:00:00.000Z\r\n');
  });
  it('quotes commas and quotes, and defuses spreadsheet formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")@example.com')).toBe(`"'=HYPERLINK(""x"")@example.com"`);
    expect(csvField('+1@example.com')).toBe("'+1@example.com");
    expect(csvField('plain@example.com')).toBe('plain@example.com');
  });
});
