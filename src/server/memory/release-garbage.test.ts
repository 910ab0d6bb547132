import { expect, it } from 'vitest';
import { releaseStartupGarbage } from './release-garbage.ts';

it('collects the garbage left behind, here 64 MB of dropped arrays', () => {
  let garbage: number[][] | null = Array.from({ length: 64 }, () => new Array(128 * 1024).fill(1.5));
  const heldBefore = process.memoryUsage().heapUsed;
  expect(garbage.length).toBe(64);
  garbage = null;
  const { rssBefore, rssAfter } = releaseStartupGarbage();
  expect(process.memoryUsage().heapUsed).toBeLessThan(heldBefore - 32 * 1024 * 1024);
  expect(rssBefore).toBeGreaterThan(0);
  expect(rssAfter).toBeGreaterThan(0);
  // A second call uses the same collector.
  expect(() => releaseStartupGarbage()).not.toThrow();
});
