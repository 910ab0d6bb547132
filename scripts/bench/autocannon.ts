import { createRequire } from 'node:module';

/** What the benchmarks read of autocannon's result (it ships no types of its own). */
export type Autocannon = (opts: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}>;

/** autocannon, loaded the CommonJS way it is published. */
export const loadAutocannon = (): Autocannon => createRequire(import.meta.url)('autocannon') as Autocannon;
