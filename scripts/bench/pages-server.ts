/**
 * The shop as `npm start` runs it (startShop), in a child process of `npm run bench:pages`, configured by the
 * environment the bench gives it (DATA_DIR, DIST_DIR, PORT, DATABASE_URL). It does not build at start; the message
 * `{ build: true }` runs the runtime's own rebuild (SiteRebuilder.buildNow → buildSite → swap into DIST_DIR), so the
 * bench measures exactly the build a running shop does, and afterwards this server serves the result.
 *
 * Messages to the parent: { ready: { url } }, { built: BuildReport }.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/server/config.ts';
import { createLogger } from '../../src/server/log/logger.ts';
import { countProducts, startShop } from '../../src/server/runtime.ts';

export interface BuildReport {
  ok: boolean;
  error: string | null;
  ms: number;
  /** The build folder DIST_DIR now points to. */
  dir: string | null;
  /** HTML files in it. */
  pages: number;
  products: number;
  /** Astro's own line, e.g. "30921 page(s) built in 1m 48s". */
  astroSummary: string | null;
  log: string[];
}

function countHtml(dir: string): number {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) n += 1;
  }
  return n;
}

function astroSummary(dir: string): string | null {
  try {
    const log = fs.readFileSync(`${dir}.log`, 'utf8');
    return /(\d+ page\(s\) built in [^\n]+)/.exec(log)?.[1]?.trim() ?? null;
  } catch {
    return null;
  }
}

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const config = loadConfig();
const lines: string[] = [];
// The shop's log messages go into the build report (and to the console with BENCH_VERBOSE).
const logger = createLogger({
  level: config.logLevel,
  destination: {
    write(line: string) {
      const { msg } = JSON.parse(line) as { msg: string };
      lines.push(msg);
      if (process.env.BENCH_VERBOSE) console.log(`  [server] ${msg}`);
    },
  },
});
const shop = await startShop(config, {
  build: 'never',
  logRequests: false,
  banner: false,
  seedPictures: 'before-listen',
  logger,
});
process.send?.({ ready: { url: shop.url } });

process.on('message', (message: { build?: boolean }) => {
  if (!message.build) return;
  void (async () => {
    lines.length = 0;
    const started = performance.now();
    const ok = await shop.rebuilder.buildNow('bench:pages');
    const ms = performance.now() - started;
    let dir: string | null = null;
    try {
      dir = fs.realpathSync(config.distDir);
    } catch {
      dir = null;
    }
    const report: BuildReport = {
      ok,
      error: shop.rebuilder.lastError,
      ms,
      dir,
      pages: ok && dir ? countHtml(dir) : 0,
      products: await countProducts(shop.services.database),
      astroSummary: dir ? astroSummary(path.resolve(dir)) : null,
      log: [...lines],
    };
    process.send?.({ built: report });
  })();
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void shop.close(2000).then(() => process.exit(0));
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
