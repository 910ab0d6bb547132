/**
 * `npm run bench:backup`: how big a backup is and how long it takes, and how long a restore takes.
 *
 * Seeds N products (default 480, the seed catalog) with their pictures into a PGlite folder in a temp run folder,
 * or uses an existing shop's data folder (`--data-dir DIR`, with DATABASE_URL for its PostgreSQL database; the
 * shop must be stopped: this takes the data folder's lock as `npm run backup` does without a shop). Then, with the
 * functions the commands use: the database snapshot alone (how long the read transaction holds PGlite), a whole
 * backup written to a file, reading it back with every check, a restore into a fresh PGlite folder, and with
 * TEST_DATABASE_URL (or DATABASE_URL without --data-dir) a restore into a throw-away PostgreSQL database. Wall
 * and CPU time of this process (PGlite runs in it; a PostgreSQL server's own CPU is not counted).
 *
 * Options: --products N (480), --data-dir DIR, --keep (leave the run folder). Environment: BENCH_TMP_DIR
 * (os.tmpdir()) holds the run folder and the seed-picture cache that bench:pages shares.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadContent } from '../../src/server/content/load.ts';
import { acquireDataLock } from '../../src/server/control/data-lock.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedCatalog } from '../../src/server/seed/index.ts';
import { dumpDatabase } from '../../src/server/services/backup/dump-database.ts';
import { readBackup } from '../../src/server/services/backup/read-backup.ts';
import { restoreBackup } from '../../src/server/services/backup/restore.ts';
import { createBackup } from '../../src/server/services/backup/write-backup.ts';
import { createThrowAwayDatabase } from './throw-away-database.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '480' },
    'data-dir': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const base = path.resolve(process.env.BENCH_TMP_DIR || os.tmpdir());
const runDir = fs.mkdtempSync(path.join(base, 'bench-backup-'));
const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

interface Measured<T> {
  value: T;
  wallMs: number;
  cpuMs: number;
}

async function measure<T>(work: () => Promise<T>): Promise<Measured<T>> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const used = process.cpuUsage(cpu);
  return { value, wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

const rows: [string, string, string, string][] = [];
const report = (what: string, m: Measured<unknown>, size = '') => {
  rows.push([what, `${(m.wallMs / 1000).toFixed(2)} s`, `${(m.cpuMs / 1000).toFixed(2)} s`, size]);
  console.log(
    `   ${what}: ${(m.wallMs / 1000).toFixed(2)} s (CPU ${(m.cpuMs / 1000).toFixed(2)} s)${size ? `, ${size}` : ''}`,
  );
};

const cleanups: (() => Promise<void> | void)[] = [];
try {
  console.log(`Load average at start: ${loadAverage()} on ${os.availableParallelism()} cores`);
  let dataDir = args['data-dir'] ? path.resolve(args['data-dir']) : path.join(runDir, 'source');
  const databaseUrl = args['data-dir'] ? process.env.DATABASE_URL || undefined : undefined;
  if (!args['data-dir']) {
    const count = Number(args.products);
    const mediaCache = path.join(base, 'bench-pages-media');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.mkdirSync(mediaCache, { recursive: true });
    fs.symlinkSync(mediaCache, path.join(dataDir, 'media'), 'dir');
    console.log(
      `Seeding ${count} products with pictures into PGlite in ${dataDir} (pictures cached in ${mediaCache})…`,
    );
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      await seedCatalog(database, loadContent(), { count, dataDir });
    } finally {
      await database.close();
    }
  }
  dataDir = path.resolve(dataDir);
  const file = path.join(runDir, 'shop.tar.gz');

  console.log(
    `\nBackup of ${databaseUrl ? 'PostgreSQL' : `PGlite in ${path.join(dataDir, 'db')}`} and ${path.join(dataDir, 'media')}:`,
  );
  const lock = acquireDataLock(dataDir, 'backup');
  try {
    const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'db'), migrate: false });
    try {
      const scratch = fs.mkdtempSync(path.join(runDir, 'dump-'));
      const dump = await measure(() => dumpDatabase(database, scratch));
      const rowCount = dump.value.tables.reduce((sum, t) => sum + t.rows, 0);
      report('database snapshot (the read transaction)', dump, `${dump.value.tables.length} tables, ${rowCount} rows`);
      const written = await measure(async () => {
        const backup = await createBackup(database, dataDir);
        await pipeline(backup.stream, fs.createWriteStream(file));
        return backup.manifest;
      });
      report(
        'backup written',
        written,
        `${mb(fs.statSync(file).size)} file; media ${written.value.media.files} files, ${mb(written.value.media.bytes)}`,
      );
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
  report('read back and checked', await measure(() => readBackup(file)));

  const pgliteTarget = path.join(runDir, 'restored-pglite');
  report(
    'restore into a fresh PGlite folder',
    await measure(() => restoreBackup({ dataDir: pgliteTarget, databaseUrl: undefined }, file, { force: false })),
  );

  const serverUrl = process.env.TEST_DATABASE_URL || (args['data-dir'] ? undefined : process.env.DATABASE_URL);
  if (serverUrl) {
    const throwAway = await createThrowAwayDatabase(serverUrl, 'shop_bench_backup');
    cleanups.push(() => throwAway.drop());
    const target = { dataDir: path.join(runDir, 'restored-postgres'), databaseUrl: throwAway.url };
    report(
      'restore into a fresh PostgreSQL database',
      await measure(() => restoreBackup(target, file, { force: false })),
    );
  } else {
    console.log('   (set TEST_DATABASE_URL to also restore into PostgreSQL)');
  }

  console.log(`\nLoad average at end: ${loadAverage()}\n`);
  console.log('| Step | Wall | CPU (this process) | Size |\n|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  for (const cleanup of cleanups) await cleanup();
  if (!args.keep) fs.rmSync(runDir, { recursive: true, force: true });
}
