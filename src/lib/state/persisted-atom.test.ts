import { describe, expect, it } from 'vitest';
import { readSaved, SAVED_STATE_MAX_AGE_MS } from './persisted-atom.ts';

describe('saved state', () => {
  const now = 1_700_000_000_000;
  const save = (savedAt: number) => JSON.stringify({ savedAt, value: { a: 1 } });

  it('restores a value saved less than 5 hours ago', () => {
    expect(readSaved(save(now - SAVED_STATE_MAX_AGE_MS + 1), now)).toEqual({ a: 1 });
  });

  it('wipes a value older than 5 hours', () => {
    expect(readSaved(save(now - SAVED_STATE_MAX_AGE_MS - 1), now)).toBeUndefined();
  });

  it('ignores missing or broken values', () => {
    expect(readSaved(null, now)).toBeUndefined();
    expect(readSaved('{not json', now)).toBeUndefined();
    expect(readSaved('{"value":1}', now)).toBeUndefined();
  });
});
