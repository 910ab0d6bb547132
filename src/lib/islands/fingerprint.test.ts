import { describe, expect, it } from 'vitest';
import { fingerprint } from './fingerprint.ts';

describe('fingerprint', () => {
  it('is FNV-1a over the text, as eight hex digits', () => {
    // Reference values of 32-bit FNV-1a.
    expect(fingerprint('')).toBe('811c9dc5');
    expect(fingerprint('a')).toBe('e40c292c');
    expect(fingerprint('foobar')).toBe('bf9cf968');
  });

  it('tells neighbouring texts apart and reads every UTF-16 unit', () => {
    expect(fingerprint('[12.5,3]')).not.toBe(fingerprint('[12.5,2]'));
    expect(fingerprint('Նուռ')).not.toBe(fingerprint('Նուռ '));
  });
});
