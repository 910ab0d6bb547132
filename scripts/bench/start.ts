/**
 * `npm run bench:start`: how long a fresh clone takes from `npm start` to the complete shop.
 *
 * Each run makes a fresh clone in a temp folder (fresh-clone.ts: the files git sees, uncommitted changes included,
 * and node_modules as `npm install` leaves it; no data/, dist/, .builds/ or build caches), runs `npm start` there as
 * a child process on the default embedded database (PGlite in ./data), and times from the moment it is spawned:
 *   1. API healthy: GET /api/health answers 200;
 *   2. first real page: GET / answers 200 (the getting-ready page answers 503);
 *   3. pictures of home, a listing and a product: right after 2, every <img>/<source> src and srcset candidate of
 *      those three pages answers 200 with an image (fetched six at a time, as a browser does; a seed picture not drawn
 *      yet is drawn on request, so this is also what a first visitor waits for);
 *   4. every picture on disk: all renditions of every picture the seed catalog shows (the background drawing is done).
 * Several runs (median reported); each run's load average shows how busy the shared machine was.
 *
 * Options: --runs K (3), --port P (4560), --timeout S (600, per run), --keep (leave the clones).
 * Environment: BENCH_TMP_DIR (os.tmpdir()) holds the run folder: results.json and each run's shop log. DATABASE_URL
 * is not passed on: a fresh clone starts on PGlite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadContent } from '../../src/server/content/load.ts';
import { IMAGE_WIDTHS, imageVariant } from '../../src/lib/images.ts';
import { DEFAULT_PRODUCT_COUNT, generateCatalog, mediaPath } from '../../src/server/seed/index.ts';
import { readOptions, wholeNumberOption } from './command-line.ts';
import { freshClone } from './fresh-clone.ts';
import { formatLoad, loadAverage, median } from './measures.ts';
import { treeCpuMs } from './process-cpu.ts';
import { firstLink, pageImageUrls } from './page-images.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectDir = path.resolve(here, '../..');
const usage = 'usage: npm run bench:start -- [--runs K] [--port P] [--timeout S] [--keep]';

function parseOptions() {
  return parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      port: { type: 'string', default: '4560' },
      timeout: { type: 'string', default: '600' },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
}

const args = readOptions(parseOptions, usage);
const runs = wholeNumberOption(args.runs, 'runs', 1, 20, usage);
const port = wholeNumberOption(args.port, 'port', 1, 65535, usage);
const timeoutMs = wholeNumberOption(args.timeout, 'timeout', 10, 24 * 3600, usage) * 1000;

// ---------- small helpers ----------

const seconds = (ms: number | null) => (ms === null || !Number.isFinite(ms) ? '—' : `${(ms / 1000).toFixed(1)} s`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

async function poll(
  what: string,
  deadline: number,
  check: () => Promise<boolean> | boolean,
  everyMs = 100,
): Promise<void> {
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

// ---------- the shop under test ----------

interface Shop {
  child: ChildProcess;
  exited: Promise<void>;
  stop: () => Promise<void>;
}

/**
 * `npm start` in the clone, in its own process group so that npm, the shop and a running astro build stop together.
 * Its output goes to `logFile`, each line stamped with the seconds since the spawn (where the time went).
 */
function startShop(cloneDir: string, logFile: string): Shop {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', REQUEST_LOG: 'off' };
  for (const name of [
    'DATA_DIR',
    'DIST_DIR',
    'DATABASE_URL',
    'CATALOG_API_URL',
    'PUBLIC_SITE_URL',
    'SHOP_ADMIN_EMAIL',
    'SHOP_ADMIN_PASSWORD',
    'SMTP_URL',
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
  ]) {
    delete env[name];
  }
  const started = performance.now();
  const log = fs.createWriteStream(logFile);
  const child = spawn('npm', ['start'], { cwd: cloneDir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout!, child.stderr!]) {
    readline
      .createInterface({ input: stream })
      .on('line', (line) => log.write(`${seconds(performance.now() - started).padStart(8)}  ${line}\n`));
  }
  child.once('close', () => log.end());
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  return {
    child,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup('SIGTERM');
      const force = setTimeout(() => signalGroup('SIGKILL'), 20_000);
      await exited;
      clearTimeout(force);
    },
  };
}

// ---------- one run ----------

interface PicturesOfPages {
  pages: string[];
  pictures: number;
  /** Pictures that were not on disk yet when fetched, drawn on request. */
  drawnOnRequest: number;
  failures: string[];
  slowestMs: number;
  medianMs: number;
}

interface RunResult {
  run: number;
  healthyMs: number | null;
  firstPageMs: number | null;
  pagePicturesMs: number | null;
  allPicturesMs: number | null;
  pagePictures: PicturesOfPages | null;
  /** CPU time the shop's process tree had used at each milestone (load barely changes it, unlike wall time). */
  cpuMs: { healthy: number | null; firstPage: number | null; allPictures: number | null };
  seedRenditions: number;
  loadBefore: number[];
  loadAfter: number[];
  error: string | null;
  log: string;
}

/** Every rendition of every picture the seed catalog shows (its products' and the category cards'), as files. */
function seedRenditionFiles(dataDir: string): string[] {
  const content = loadContent();
  const shown = new Set([
    ...content.categories.map((c) => c.image),
    ...generateCatalog(content, { count: DEFAULT_PRODUCT_COUNT }).images.map((i) => i.url),
  ]);
  return [...shown].flatMap((url) => IMAGE_WIDTHS.map((width) => mediaPath(dataDir, imageVariant(url, width))));
}

/** Fetches every picture of home, a listing and a product page, six at a time; each must answer 200 image/*. */
async function fetchPicturesOfPages(origin: string, dataDir: string): Promise<PicturesOfPages> {
  const listingUrl = `${origin}/shop/armenian-ceramics`;
  const home = await (await fetch(`${origin}/`)).text();
  const listing = await (await fetch(listingUrl)).text();
  const productUrl = firstLink(listing, listingUrl, '/product/');
  if (!productUrl) throw new Error(`no product link on ${listingUrl}`);
  const product = await (await fetch(productUrl)).text();
  const urls = [
    ...new Set([
      ...pageImageUrls(home, `${origin}/`),
      ...pageImageUrls(listing, listingUrl),
      ...pageImageUrls(product, productUrl),
    ]),
  ];
  const failures: string[] = [];
  const times: number[] = [];
  let drawnOnRequest = 0;
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const { pathname, origin: at } = new URL(url);
      if (at === origin && pathname.startsWith('/media/') && !fs.existsSync(mediaPath(dataDir, pathname)))
        drawnOnRequest += 1;
      const started = performance.now();
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
        const body = await response.arrayBuffer();
        const type = response.headers.get('content-type') ?? '';
        if (response.status !== 200 || !type.startsWith('image/') || body.byteLength === 0)
          failures.push(`${pathname}: ${response.status} ${type}`);
      } catch (error) {
        failures.push(`${pathname}: ${(error as Error).message}`);
      }
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return {
    pages: ['/', new URL(listingUrl).pathname, new URL(productUrl).pathname],
    pictures: urls.length,
    drawnOnRequest,
    failures,
    slowestMs: Math.max(0, ...times),
    medianMs: times.length ? median(times) : 0,
  };
}

async function runOnce(run: number, runDir: string): Promise<RunResult> {
  const cloneDir = path.join(runDir, `clone-${run}`);
  const logFile = path.join(runDir, `shop-${run}.log`);
  const copied = freshClone(projectDir, cloneDir);
  const dataDir = path.join(cloneDir, 'data');
  const missing = new Set(seedRenditionFiles(dataDir));
  const result: RunResult = {
    run,
    healthyMs: null,
    firstPageMs: null,
    pagePicturesMs: null,
    allPicturesMs: null,
    pagePictures: null,
    cpuMs: { healthy: null, firstPage: null, allPictures: null },
    seedRenditions: missing.size,
    loadBefore: loadAverage(),
    loadAfter: [],
    error: null,
    log: logFile,
  };
  console.log(
    `\nrun ${run}: fresh clone of ${copied} files in ${cloneDir}; load average ${formatLoad(result.loadBefore)}; npm start…`,
  );
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const shop = startShop(cloneDir, logFile);
  const deadline = Date.now() + timeoutMs;
  const since = () => performance.now() - started;
  let died = false;
  void shop.exited.then(() => (died = true));
  const alive = () => {
    if (died) throw new Error(`npm start exited early; see ${logFile}`);
  };
  try {
    const allPictures = poll(
      'every picture of the catalog',
      deadline,
      () => {
        for (const file of missing) if (fs.existsSync(file)) missing.delete(file);
        if (missing.size === 0) {
          result.allPicturesMs = since();
          result.cpuMs.allPictures = treeCpuMs(shop.child.pid!);
        }
        return missing.size === 0 || died;
      },
      250,
    ).then(
      () => null,
      (error: unknown) => error as Error,
    );
    await poll('the API', deadline, async () => {
      alive();
      return (await status(`${origin}/api/health`)) === 200;
    });
    result.healthyMs = since();
    result.cpuMs.healthy = treeCpuMs(shop.child.pid!);
    console.log(`  API healthy after ${seconds(result.healthyMs)} (${seconds(result.cpuMs.healthy)} of CPU)`);
    await poll('the first real page', deadline, async () => {
      alive();
      return (await status(`${origin}/`)) === 200;
    });
    result.firstPageMs = since();
    result.cpuMs.firstPage = treeCpuMs(shop.child.pid!);
    console.log(`  first real page after ${seconds(result.firstPageMs)} (${seconds(result.cpuMs.firstPage)} of CPU)`);
    result.pagePictures = await fetchPicturesOfPages(origin, dataDir);
    result.pagePicturesMs = since();
    const p = result.pagePictures;
    console.log(
      `  ${p.pictures} pictures of ${p.pages.join(', ')} answered after ${seconds(result.pagePicturesMs)}: ` +
        `${p.failures.length ? `${p.failures.length} FAILED (${p.failures.slice(0, 3).join('; ')})` : 'all 200 image/*'}, ` +
        `${p.drawnOnRequest} drawn on request; per picture median ${p.medianMs.toFixed(0)} ms, slowest ${p.slowestMs.toFixed(0)} ms`,
    );
    const notDrawn = await allPictures;
    if (notDrawn) throw new Error(`${notDrawn.message} (${missing.size} renditions missing)`);
    alive();
    console.log(
      `  all ${result.seedRenditions} renditions of the catalog's pictures on disk after ${seconds(result.allPicturesMs)} (${seconds(result.cpuMs.allPictures)} of CPU)`,
    );
  } catch (error) {
    result.error = (error as Error).message;
    console.log(`  FAILED: ${result.error}`);
  } finally {
    await shop.stop();
    result.loadAfter = loadAverage();
    if (!args.keep) fs.rmSync(cloneDir, { recursive: true, force: true });
  }
  return result;
}

// ---------- main ----------

async function main(): Promise<void> {
  const base = path.resolve(process.env.BENCH_TMP_DIR || os.tmpdir());
  fs.mkdirSync(base, { recursive: true });
  const runDir = fs.mkdtempSync(path.join(base, 'bench-start-'));
  const loadAtStart = loadAverage();
  console.log(
    `bench:start · ${runs} run(s) · run folder ${runDir} · load average ${formatLoad(loadAtStart)} on ${os.availableParallelism()} CPUs`,
  );
  const results: RunResult[] = [];
  for (let run = 1; run <= runs; run++) results.push(await runOnce(run, runDir));

  const rows: Array<[string, (r: RunResult) => number | null]> = [
    ['API healthy', (r) => r.healthyMs],
    ['first real page', (r) => r.firstPageMs],
    ['pictures of home + listing + product answer', (r) => r.pagePicturesMs],
    ['every picture of the catalog on disk', (r) => r.allPicturesMs],
    ['CPU time used by then: API healthy', (r) => r.cpuMs.healthy],
    ['                       first real page', (r) => r.cpuMs.firstPage],
    ['                       every picture', (r) => r.cpuMs.allPictures],
  ];
  console.log(
    `\nFirst start of a fresh clone (npm start → …), PGlite, ${runs} run(s); load average before each run: ${results.map((r) => formatLoad(r.loadBefore)).join(' | ')}`,
  );
  console.log(`  ${'from npm start to'.padEnd(46)} ${'median'.padStart(8)}   runs`);
  for (const [name, pick] of rows) {
    console.log(
      `  ${name.padEnd(46)} ${seconds(median(results.map((r) => pick(r) ?? NaN))).padStart(8)}   ${results.map((r) => seconds(pick(r))).join(', ')}`,
    );
  }
  const broken = results.flatMap((r) => r.pagePictures?.failures ?? []);
  const failedRuns = results.filter((r) => r.error);
  console.log(
    `  broken pictures: ${broken.length}${broken.length ? ` (${broken.slice(0, 5).join('; ')})` : ''}; failed runs: ${failedRuns.length}`,
  );
  const resultsFile = path.join(runDir, 'results.json');
  fs.writeFileSync(
    resultsFile,
    JSON.stringify(
      {
        startedAt: new Date().toISOString(),
        runs: results,
        loadAtStart,
        loadAtEnd: loadAverage(),
        cpus: os.availableParallelism(),
      },
      null,
      2,
    ),
  );
  console.log(`  details: ${resultsFile}`);
  if (broken.length || failedRuns.length) process.exitCode = 1;
}

await main();
