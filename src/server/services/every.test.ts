import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every } from './every.ts';

describe('every', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('runs the job each interval, never two at once, and stops', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    let finish: () => void = () => {};
    const stop = every(
      1_000,
      () =>
        new Promise<void>((resolve) => {
          runs++;
          most = Math.max(most, ++running);
          finish = () => {
            running--;
            resolve();
          };
        }),
      () => {},
    );
    await vi.advanceTimersByTimeAsync(3_500); // three ticks while the first run is still going
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(most).toBe(1);
    finish();
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it('hands a failed run to its handler and tries again at the next tick', async () => {
    const failures: unknown[] = [];
    let runs = 0;
    const stop = every(
      1_000,
      async () => {
        if (runs++ === 0) throw new Error('database away');
      },
      (err) => failures.push(err),
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(failures).toEqual([expect.objectContaining({ message: 'database away' })]);
    expect(runs).toBe(2);
    stop();
  });
});
