import fs from 'node:fs';

/** What the benches report beside their numbers: how busy the machine was, and medians over runs. */

/** The 1, 5 and 15 minute load averages (Linux). */
export const loadAverage = (): number[] => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);

export const formatLoad = (load: number[]): string => load.map((n) => n.toFixed(2)).join(' ');

/** The median of the finite values; NaN when there are none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The p-th percentile (nearest rank) of the finite values; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
