/**
 * `npm run bench:index`: the in-memory search index alone (src/server/services/catalog/search-index.ts), without
 * HTTP, at BENCH_PRODUCTS products (10000) of the shop's seed generator: how long it takes to build, what it holds,
 * and the time of each search bench:plans explains (search-cases.ts) and of the type-ahead, in µs, as the best of
 * 9 batches of 300 (the least disturbed by whatever else the machine does, so two runs compare).
 *
 * Options (environment): BENCH_PRODUCTS (10000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locale } from '../../src/lib/i18n/locales.ts';
import { seedProducts } from './api.ts';
import { searchCases } from './search-cases.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);

const suggestions: Array<[string, Locale]> = [
  ['po', 'en'],
  ['pomegr', 'en'],
  ['նու', 'hy'],
];

function bestMicros(run: () => unknown): number {
  for (let i = 0; i < 300; i++) run();
  let best = Infinity;
  for (let batch = 0; batch < 9; batch++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < 300; i++) run();
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1000 / 300);
  }
  return best;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-index-'));
try {
  const { openDatabase } = await import('../../src/server/db/client.ts');
  const { loadIndexedProducts } = await import('../../src/server/services/catalog/queries.ts');
  const { SearchIndex } = await import('../../src/server/services/catalog/search-index.ts');
  const { normalizeSearch } = await import('../../src/lib/catalog/search.ts');
  await seedProducts(undefined, dataDir, PRODUCTS);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const rows = await loadIndexedProducts(database.db);
  await database.close();

  // Memory held by one index: what the heap and the typed arrays grow by, each measured after a full collection.
  // Several passes: the closed database's memory (WebAssembly, buffers with finalizers) takes more than one.
  const collect = () => {
    for (let pass = 0; pass < 4; pass++) (globalThis as { gc?: () => void }).gc?.();
  };
  collect();
  const before = process.memoryUsage();
  const index = new SearchIndex(rows);
  collect();
  const after = process.memoryUsage();
  const buildMs = Math.min(
    ...Array.from({ length: 3 }, () => {
      const started = performance.now();
      new SearchIndex(rows);
      return performance.now() - started;
    }),
  );
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(`search index at ${index.size} products: built in ${buildMs.toFixed(0)} ms (best of 3)`);
  console.log(
    `  holds: heap ${mib(after.heapUsed - before.heapUsed)} MiB, typed arrays ${mib(after.arrayBuffers - before.arrayBuffers)} MiB\n`,
  );
  for (const { label, input, locale } of searchCases) {
    const search = normalizeSearch(input, locale ?? 'en');
    const page = index.search(search);
    const micros = bestMicros(() => index.search(search));
    console.log(`  ${label.padEnd(40)} ${micros.toFixed(1).padStart(7)} µs   (${page?.total ?? '-'} found)`);
  }
  for (const [text, locale] of suggestions) {
    const found = index.suggest(text, locale, 8).length;
    const micros = bestMicros(() => index.suggest(text, locale, 8));
    console.log(
      `  ${`type-ahead "${text}" (${locale})`.padEnd(40)} ${micros.toFixed(1).padStart(7)} µs   (${found} shown)`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
