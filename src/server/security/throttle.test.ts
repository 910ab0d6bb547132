import { describe, expect, it } from 'vitest';
import { accountDelayMs, FAILURE_WINDOW_MS, strictest, throttleKeys, throttleVerdict } from './throttle.ts';

const now = new Date('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('throttleVerdict', () => {
  it('allows up to 9 failures in the window', () => {
    expect(
      throttleVerdict(
        Array.from({ length: 9 }, () => ago(1000)),
        now,
      ).blocked,
    ).toBe(false);
  });

  it('blocks at 10 and reopens when the oldest leaves the window', () => {
    const times = Array.from({ length: 10 }, (_, i) => ago(10 * 60_000 - i * 1000));
    const v = throttleVerdict(times, now);
    expect(v.blocked).toBe(true);
    expect(v.retryAfterSeconds).toBe(5 * 60);
  });

  it('ignores failures older than the window', () => {
    const times = Array.from({ length: 20 }, () => ago(FAILURE_WINDOW_MS + 1));
    expect(throttleVerdict(times, now)).toEqual({ blocked: false, retryAfterSeconds: 0 });
  });

  it('with more than 10 failures waits for enough of them to age out', () => {
    const times = [
      ...Array.from({ length: 5 }, () => ago(14 * 60_000)),
      ...Array.from({ length: 10 }, () => ago(60_000)),
    ];
    expect(throttleVerdict(times, now).retryAfterSeconds).toBe(14 * 60);
  });

  it('strictest picks the longest wait', () => {
    expect(
      strictest([
        { blocked: true, retryAfterSeconds: 10 },
        { blocked: true, retryAfterSeconds: 99 },
        { blocked: false, retryAfterSeconds: 0 },
      ]).retryAfterSeconds,
    ).toBe(99);
    expect(strictest([]).blocked).toBe(false);
  });
});

describe('accountDelayMs', () => {
  it('does not slow an account below 10 failures, then grows to at most 5 s', () => {
    expect(accountDelayMs(0)).toBe(0);
    expect(accountDelayMs(9)).toBe(0);
    expect(accountDelayMs(10)).toBe(250);
    expect(accountDelayMs(13)).toBe(1000);
    expect(accountDelayMs(1000)).toBe(5000);
  });
});

describe('throttleKeys', () => {
  it('pairs an account with an address, lower-cased, and marks an unknown address', () => {
    expect(throttleKeys.pair(' Ani@X.am ', '127.0.0.2')).toBe('pair:ani@x.am|127.0.0.2');
    expect(throttleKeys.pair('ani@x.am', null)).toBe('pair:ani@x.am|unknown');
    expect(throttleKeys.pair('ani@x.am', '127.0.0.2')).not.toBe(throttleKeys.account('ani@x.am'));
  });
});
