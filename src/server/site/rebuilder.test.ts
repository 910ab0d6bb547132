import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '../log/memory-logger.ts';
import { SiteRebuilder } from './rebuilder.ts';

/** A fake builder whose builds finish when the test says so. */
function fakeBuilder() {
  const calls: string[][] = [];
  const finishers: Array<(error?: Error) => void> = [];
  const build = (reasons: string[]) => {
    calls.push(reasons);
    return new Promise<void>((resolve, reject) => finishers.push((error) => (error ? reject(error) : resolve())));
  };
  const finish = async (error?: Error) => {
    finishers.shift()?.(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { calls, build, finish };
}

describe('SiteRebuilder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces a burst of changes into one build', async () => {
    const b = fakeBuilder();
    const r = new SiteRebuilder({ build: b.build, debounceMs: 3000, log: memoryLogger().logger });
    r.requestRebuild('product 1 created');
    await vi.advanceTimersByTimeAsync(1000);
    r.requestRebuild('product 1 updated');
    await vi.advanceTimersByTimeAsync(2000);
    r.requestRebuild('product 2 deleted');
    await vi.advanceTimersByTimeAsync(2999);
    expect(b.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(b.calls).toEqual([['product 1 created', 'product 1 updated', 'product 2 deleted']]);
    await b.finish();
    expect(r.building).toBe(false);
    expect(r.lastBuiltAt).not.toBeNull();
  });

  it('runs one build at a time and one more after a build that saw new changes', async () => {
    const b = fakeBuilder();
    const r = new SiteRebuilder({ build: b.build, debounceMs: 100, log: memoryLogger().logger });
    r.requestRebuild('a');
    await vi.advanceTimersByTimeAsync(100);
    expect(b.calls).toHaveLength(1);
    r.requestRebuild('b');
    r.requestRebuild('c');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(b.calls).toHaveLength(1); // still building: nothing starts alongside
    await b.finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(b.calls).toEqual([['a'], ['b', 'c']]);
    await b.finish();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(b.calls).toHaveLength(2);
  });

  it('keeps the old site when a build fails, and tries again on the next change', async () => {
    const b = fakeBuilder();
    const { logger, records } = memoryLogger();
    const r = new SiteRebuilder({ build: b.build, debounceMs: 10, log: logger });
    r.requestRebuild('a');
    await vi.advanceTimersByTimeAsync(10);
    await b.finish(new Error('astro build exited with 1'));
    expect(r.lastError).toContain('exited with 1');
    expect(records().at(-1)).toMatchObject({
      level: 'error',
      msg: 'build failed; the site served before it (if any) stays',
      err: { message: 'astro build exited with 1' },
    });
    r.requestRebuild('b');
    await vi.advanceTimersByTimeAsync(10);
    await b.finish();
    expect(r.lastError).toBeNull();
    expect(b.calls).toHaveLength(2);
  });

  it('does not let a steady stream of changes postpone the build forever', async () => {
    const b = fakeBuilder();
    const r = new SiteRebuilder({ build: b.build, debounceMs: 3000, maxWaitMs: 5000, log: memoryLogger().logger });
    for (let i = 0; i < 6; i++) {
      r.requestRebuild(`change ${i}`);
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(b.calls).toHaveLength(1);
    expect(b.calls[0]).toHaveLength(5);
  });

  it('builds at once on buildNow, after the build in progress', async () => {
    const b = fakeBuilder();
    const r = new SiteRebuilder({ build: b.build, debounceMs: 3000, log: memoryLogger().logger });
    const first = r.buildNow('first start');
    await vi.advanceTimersByTimeAsync(0);
    expect(b.calls).toEqual([['first start']]);
    await b.finish();
    expect(await first).toBe(true);
  });

  it('starts nothing new once stopped', async () => {
    const b = fakeBuilder();
    const r = new SiteRebuilder({ build: b.build, debounceMs: 10, log: memoryLogger().logger });
    r.requestRebuild('a');
    await r.stop();
    r.requestRebuild('b');
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.calls).toHaveLength(0);
  });
});
