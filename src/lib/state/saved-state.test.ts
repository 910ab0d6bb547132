import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expiringJson, SAVED_STATE_MAX_AGE_MS, savedAtom } from './saved-state.ts';

const now = 1_700_000_000_000;
const saved = (savedAt: number, value: unknown = { a: 1 }) => JSON.stringify({ savedAt, value });

describe('expiringJson', () => {
  const codec = expiringJson<{ a: number } | null>(null, () => now);

  it('stores the value with the time it was saved, and never stores the empty value', () => {
    expect(JSON.parse(codec.encode({ a: 1 })!)).toEqual({ savedAt: now, value: { a: 1 } });
    expect(codec.encode(null)).toBeUndefined();
  });

  it('reads back a value saved up to 5 hours ago', () => {
    expect(codec.decode(saved(now - SAVED_STATE_MAX_AGE_MS))).toEqual({ a: 1 });
    expect(codec.decode(saved(now - 1000))).toEqual({ a: 1 });
  });

  it('forgets a value older than 5 hours', () => {
    expect(codec.decode(saved(now - SAVED_STATE_MAX_AGE_MS - 1))).toBeNull();
  });

  it('distrusts a value saved in the future, beyond a minute of clock skew', () => {
    expect(codec.decode(saved(now + 30_000))).toEqual({ a: 1 });
    expect(codec.decode(saved(now + 120_000))).toBeNull();
  });

  it('reads broken or foreign values as empty', () => {
    expect(codec.decode('{not json')).toBeNull();
    expect(codec.decode('null')).toBeNull();
    expect(codec.decode('{"value":1}')).toBeNull();
    expect(codec.decode(`{"savedAt":${now}}`)).toBeNull();
    expect(codec.decode('"in"')).toBeNull();
  });
});

describe('savedAtom', () => {
  beforeAll(() => useTestStorageEngine());
  afterEach(() => {
    cleanTestStorage();
    vi.useRealTimers();
  });

  it('starts from a fresh saved value and saves every change with its time', () => {
    vi.useFakeTimers({ now });
    setTestStorageKey('t:fresh', saved(now - 60_000, 'kept'));
    const store = savedAtom<string | null>('t:fresh', null);
    expect(store.get()).toBe('kept');
    vi.setSystemTime(now + 5000);
    store.set('changed');
    expect(JSON.parse(getTestStorage()['t:fresh']!)).toEqual({ savedAt: now + 5000, value: 'changed' });
    store.set(null);
    expect(getTestStorage()).not.toHaveProperty('t:fresh');
  });

  it('wipes a value saved more than 5 hours ago', () => {
    vi.useFakeTimers({ now });
    setTestStorageKey('t:stale', saved(now - SAVED_STATE_MAX_AGE_MS - 1, 'old'));
    const store = savedAtom<string | null>('t:stale', null);
    expect(store.get()).toBeNull();
    expect(getTestStorage()).not.toHaveProperty('t:stale');
  });

  it('follows another tab signing in and out', () => {
    vi.useFakeTimers({ now });
    const store = savedAtom<string | null>('t:tabs', null);
    const seen: Array<string | null> = [];
    const stop = store.subscribe((value) => seen.push(value));
    setTestStorageKey('t:tabs', saved(now, 'other tab'));
    setTestStorageKey('t:tabs', undefined);
    stop();
    expect(seen).toEqual([null, 'other tab', null]);
  });
});
