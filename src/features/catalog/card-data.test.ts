import { describe, expect, it } from 'vitest';
import { truncate } from './card-data.ts';

describe('truncate', () => {
  it('keeps short text and collapses whitespace', () => {
    expect(truncate('  A  small\nmug ')).toBe('A small mug');
  });
  it('cuts long text at a word with an ellipsis', () => {
    const out = truncate('Hand-painted Armenian ceramic bowl with pomegranates, made in the Old City of Jerusalem', 40);
    expect(out).toBe('Hand-painted Armenian ceramic bowl with…');
    expect(out.length).toBeLessThanOrEqual(40);
  });
});
