import { describe, expect, it, vi } from 'vitest';
import { createLatestOnly } from './latest-only.ts';
import { debounce } from './debounce.ts';

describe('latest-only guard', () => {
  it('aborts the previous request and marks it stale', () => {
    const latest = createLatestOnly();
    const first = latest.begin();
    const second = latest.begin();
    expect(first.signal.aborted).toBe(true);
    expect(first.isCurrent()).toBe(false);
    expect(second.signal.aborted).toBe(false);
    expect(second.isCurrent()).toBe(true);
  });

  it('cancel makes the running request stale', () => {
    const latest = createLatestOnly();
    const t = latest.begin();
    latest.cancel();
    expect(t.signal.aborted).toBe(true);
    expect(t.isCurrent()).toBe(false);
  });
});

describe('debounce', () => {
  it('calls once with the last arguments after a quiet period', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 300);
    d('m');
    d('mu');
    vi.advanceTimersByTime(299);
    d('mug');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('mug');
    vi.useRealTimers();
  });

  it('flushes and cancels', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 300);
    d('a');
    d.flush();
    expect(fn).toHaveBeenCalledWith('a');
    d('b');
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    d.flush();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
