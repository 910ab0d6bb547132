/**
 * `npm run bench:pages`: the storefront's budgets.
 *
 * 1. Build: seeds N products (default 10,000) into a fresh database (PGlite in a temp folder, or a throw-away
 *    database on the PostgreSQL server named by DATABASE_URL, dropped afterwards), starts the real shop (startShop,
 *    in a child process: scripts/bench/pages-server.ts) and runs the runtime's own rebuild (SiteRebuilder.buildNow
 *    → buildSite: astro build in en/hy/ru, precompression, stamp, swap). Reports the wall time, the pages built and
 *    the peak memory of the server's process tree (server + astro build), sampled from /proc every 200 ms.
 * 2. Lighthouse (mobile: the default form factor and simulated throttling) on home, /shop, a category, a product,
 *    /contact and /faq, and on home, /shop and the product in Armenian and Russian (home-hy, shop-ru, …: longer
 *    words, other fonts, their own footer height), K runs each (median reported), against that same server serving
 *    the build just made (with --skip-build: a fresh shop with the default catalog, built the normal way). /about and
 *    /privacy-policy get one run, for their JS. JS = gzip (level 9) bytes of every script the page loaded plus its
 *    inline scripts.
 *
 * Options: --products N (10000), --runs K (3), --skip-build, --skip-lighthouse, --port P (4500; Chromium's
 * debugging port is P+1), --keep (leave the temp database and the build in place), --pages a,b (audit only these
 * page names, e.g. shop,category,shop-hy, while working on them; the budgets then cover those pages only),
 * --languages hy,ru (the other languages whose home, listing and product are audited; `en` alone audits English
 * only), --cpu-slowdown F (4, Lighthouse's mobile default: how many times slower the simulated phone's CPU is than
 * this machine's; a fast machine flatters the pages, so raise it to see them as a slower one would, e.g. 12 on a
 * machine whose benchmarkIndex is three times the usual).
 * Environment: BENCH_TMP_DIR (os.tmpdir()) holds the run folder and a picture cache reused between runs;
 * DATABASE_URL → PostgreSQL; BENCH_VERBOSE=1 shows the server's log lines.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fail, readOptions, wholeNumberOption } from './command-line.ts';
import { formatLoad, loadAverage, median } from './measures.ts';
import type { BuildReport } from './pages-server.ts';
import { createThrowAwayDatabase } from './throw-away-database.ts';
import type { TreeMemory } from './process-memory.ts';
import type { LighthouseRun, PageJs, Category } from './lighthouse-audit.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectDir = path.resolve(here, '../..');
const KB = 1024;
const MB = 1024 * 1024;
const GB = 1024 * MB;

const BUDGET = {
  buildMs: 5 * 60_000,
  buildPeakBytes: 4 * GB,
  jsShopBytes: 100 * KB,
  jsPlainBytes: 10 * KB,
};

const usage =
  'usage: npm run bench:pages -- [--products N] [--runs K] [--skip-build] [--skip-lighthouse] [--port P] [--keep] [--pages name,name] [--languages hy,ru] [--cpu-slowdown F]';

// ---------- options ----------

function parseOptions() {
  return parseArgs({
    options: {
      products: { type: 'string', default: '10000' },
      runs: { type: 'string', default: '3' },
      'skip-build': { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
      port: { type: 'string', default: '4500' },
      keep: { type: 'boolean', default: false },
      pages: { type: 'string' },
      languages: { type: 'string', default: 'hy,ru' },
      'cpu-slowdown': { type: 'string', default: '4' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
}

const args = readOptions(parseOptions, usage);
const productCount = wholeNumberOption(args.products, 'products', 1, 1_000_000, usage);
const runs = wholeNumberOption(args.runs, 'runs', 1, 20, usage);
const cpuSlowdown = wholeNumberOption(args['cpu-slowdown'], 'cpu-slowdown', 1, 40, usage);
const port = wholeNumberOption(args.port, 'port', 1, 65534, usage);
const otherLanguages = args.languages
  .split(',')
  .map((code) => code.trim())
  .filter((code) => code && code !== 'en');
for (const code of otherLanguages) {
  if (code !== 'hy' && code !== 'ru') fail(`--languages: ${code} is not hy or ru (English is always audited)`, usage);
}

// ---------- small helpers ----------

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Server {
  child: ChildProcess;
  url: string;
  build: () => Promise<BuildReport>;
  stop: () => Promise<void>;
}

/** Forks pages-server.ts (the shop as `npm start` runs it) and waits until it listens. */
function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = fork(path.join(here, 'pages-server.ts'), [], {
    cwd: projectDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<Server>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the bench server exited with ${code} before listening`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.on('message', function onReady(message: { ready?: { url: string } }) {
      if (!message.ready) return;
      child.off('message', onReady);
      child.off('exit', onExit);
      resolve({
        child,
        url: message.ready.url,
        build: () =>
          new Promise<BuildReport>((done, fail) => {
            const onDeath = (code: number | null) =>
              fail(new Error(`the bench server exited with ${code} during the build`));
            child.once('exit', onDeath);
            child.on('message', function onBuilt(m: { built?: BuildReport }) {
              if (!m.built) return;
              child.off('message', onBuilt);
              child.off('exit', onDeath);
              done(m.built);
            });
            child.send({ build: true });
          }),
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) {
            const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
            if (child.connected) child.disconnect();
            else child.kill('SIGTERM');
            await exited;
            clearTimeout(force);
          }
        },
      });
    });
  });
}

/** The environment of the bench's shop: its own data folder, dist link and port; nothing inherited that redirects it. */
function serverEnv(dataDir: string, distDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    REQUEST_LOG: 'off',
  };
  for (const name of [
    'CATALOG_API_URL',
    'PUBLIC_SITE_URL',
    'SHOP_ADMIN_EMAIL',
    'SHOP_ADMIN_PASSWORD',
    'SMTP_URL',
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
    'DATABASE_URL',
  ]) {
    delete env[name];
  }
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

// ---------- results ----------

interface BuildResult {
  products: number;
  seedMs: number;
  seedPictures: string;
  ms: number;
  pages: number;
  astroSummary: string | null;
  memory: TreeMemory;
  loadBefore: number[];
  loadAfter: number[];
  database: string;
}

interface PageResult {
  name: string;
  path: string;
  runs: number;
  audited: boolean;
  jsBudgetBytes: number | null;
  median: { scores: Record<Category, number>; lcpMs: number; clsValue: number; tbtMs: number; fcpMs: number };
  perRun: Array<{
    scores: Record<Category, number>;
    lcpMs: number;
    clsValue: number;
    tbtMs: number;
    benchmarkIndex: number | null;
  }>;
  maxCls: number;
  js: PageJs;
  /** Brotli bytes Chromium actually transferred for the scripts (the server prefers br), from Lighthouse. */
  jsTransferBytes: number;
  lost: Array<LighthouseRun['lost'][number] & { runs: number }>;
  offRequests: string[];
  warnings: string[];
  errors: string[];
}

interface Results {
  startedAt: string;
  command: string;
  machine: {
    cpus: number;
    memoryBytes: number;
    loadAtStart: number[];
    loadBeforeLighthouse: number[] | null;
    loadAtEnd: number[];
  };
  build: BuildResult | null;
  lighthouse: { catalog: string; server: string; runs: number; cpuSlowdown: number; pages: PageResult[] } | null;
  budgets: Array<{ name: string; pass: boolean; detail: string }>;
  resultsFile: string;
}

// ---------- main ----------

const CATEGORY_PAGE = 'armenian-ceramics';
const PAGES: Array<{ name: string; path: string; audited: boolean; jsBudgetBytes: number | null }> = [
  { name: 'home', path: '/', audited: true, jsBudgetBytes: BUDGET.jsShopBytes },
  { name: 'shop', path: '/shop', audited: true, jsBudgetBytes: BUDGET.jsShopBytes },
  { name: 'category', path: `/shop/${CATEGORY_PAGE}`, audited: true, jsBudgetBytes: BUDGET.jsShopBytes },
  { name: 'product', path: '/product/{id}', audited: true, jsBudgetBytes: BUDGET.jsShopBytes },
  { name: 'contact', path: '/contact', audited: true, jsBudgetBytes: null },
  { name: 'faq', path: '/faq', audited: true, jsBudgetBytes: BUDGET.jsPlainBytes },
  { name: 'about', path: '/about', audited: false, jsBudgetBytes: BUDGET.jsPlainBytes },
  { name: 'privacy-policy', path: '/privacy-policy', audited: false, jsBudgetBytes: BUDGET.jsPlainBytes },
];
/** Home, listing and product again in each other language: its own words, wraps and footer height. */
const TRANSLATED_PAGES = ['home', 'shop', 'product'];
for (const code of otherLanguages) {
  for (const name of TRANSLATED_PAGES) {
    const page = PAGES.find((p) => p.name === name)!;
    PAGES.push({ ...page, name: `${name}-${code}`, path: `/${code}${page.path === '/' ? '/' : page.path}` });
  }
}

/** A pre-rendered product page of the build: the lowest id in the category audited, else any. */
function pickProductId(siteDir: string): string {
  const ids = fs
    .readdirSync(path.join(siteDir, 'product'))
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b));
  if (!ids.length) throw new Error(`no pre-rendered product pages in ${siteDir}/product`);
  for (const id of ids.slice(0, 400)) {
    const html = fs.readFileSync(path.join(siteDir, 'product', id, 'index.html'), 'utf8');
    if (html.includes(`/shop/${CATEGORY_PAGE}"`)) return id;
  }
  return ids[0]!;
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const base = path.resolve(process.env.BENCH_TMP_DIR || os.tmpdir());
  fs.mkdirSync(base, { recursive: true });
  const runDir = fs.mkdtempSync(path.join(base, 'bench-pages-'));
  const mediaCache = path.join(base, 'bench-pages-media');
  const resultsFile = path.join(runDir, 'results.json');
  const results: Results = {
    startedAt: startedAt.toISOString(),
    command: `npm run bench:pages -- ${process.argv.slice(2).join(' ')}`.trim(),
    machine: {
      cpus: os.availableParallelism(),
      memoryBytes: os.totalmem(),
      loadAtStart: loadAverage(),
      loadBeforeLighthouse: null,
      loadAtEnd: [],
    },
    build: null,
    lighthouse: null,
    budgets: [],
    resultsFile,
  };
  console.log(
    `bench:pages · run folder ${runDir} · load average ${formatLoad(results.machine.loadAtStart)} on ${results.machine.cpus} CPUs`,
  );

  const { buildsDirFor } = await import('../../src/server/site/builds.ts');
  const cleanups: Array<() => Promise<void> | void> = [];
  let server: Server | undefined;
  let chrome: { kill: () => void } | undefined;
  const stopAll = async () => {
    chrome?.kill();
    chrome = undefined;
    await server?.stop();
    server = undefined;
  };
  process.once('SIGINT', () => {
    console.log('\nInterrupted: stopping the server and Chromium…');
    void stopAll().then(() => process.exit(130));
  });

  /** A data folder whose media/ is the shared picture cache (rendering the seed pool costs minutes on 2 cores). */
  const makeShopDirs = (name: string) => {
    const dataDir = path.join(runDir, name);
    fs.mkdirSync(dataDir, { recursive: true });
    fs.mkdirSync(mediaCache, { recursive: true });
    fs.symlinkSync(mediaCache, path.join(dataDir, 'media'), 'dir');
    const distDir = path.join(runDir, `${name}-dist`);
    const buildsDir = buildsDirFor(distDir, projectDir);
    cleanups.push(() => {
      // The builds of this temp dist link live in the project (.builds/.for-<hash>); keep the Astro logs.
      for (const entry of fs.existsSync(buildsDir) ? fs.readdirSync(buildsDir) : []) {
        if (entry.endsWith('.log'))
          fs.copyFileSync(path.join(buildsDir, entry), path.join(runDir, `${name}-astro-${entry}`));
      }
      if (!args.keep) {
        fs.rmSync(buildsDir, { recursive: true, force: true });
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.rmSync(distDir, { force: true });
      }
    });
    return { dataDir, distDir };
  };

  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const throwAway = await createThrowAwayDatabase(process.env.DATABASE_URL, 'shop_bench_pages');
    databaseUrl = throwAway.url;
    cleanups.push(() => throwAway.drop());
  }
  const databaseLabel = databaseUrl
    ? `PostgreSQL (throw-away ${new URL(databaseUrl).pathname.slice(1)})`
    : 'PGlite (temp folder)';

  let failed = false;
  try {
    // ---------- 1. build ----------
    if (!args['skip-build']) {
      const { dataDir, distDir } = makeShopDirs('data');
      const { openDatabase } = await import('../../src/server/db/client.ts');
      const { loadContent } = await import('../../src/server/content/load.ts');
      const { seedCatalog } = await import('../../src/server/seed/index.ts');
      console.log(`\n1. Build: seeding ${productCount} products into ${databaseLabel}…`);
      const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'db') });
      let seeded: Awaited<ReturnType<typeof seedCatalog>>;
      try {
        seeded = await seedCatalog(database, loadContent(), { count: productCount, dataDir });
      } finally {
        await database.close();
      }
      const pictures = seeded.images
        ? `${seeded.images.written} pictures rendered, ${seeded.images.skipped} cached`
        : 'no pictures';
      console.log(
        `   seeded ${seeded.products} products (${seeded.sizes} size rows) in ${seconds(seeded.ms)}; ${pictures}`,
      );

      server = await startServer(serverEnv(dataDir, distDir, databaseUrl));
      console.log(`   shop listening at ${server.url}; building the site (astro build en/hy/ru)…`);
      const loadBefore = loadAverage();
      const { watchTreeMemory } = await import('./process-memory.ts');
      const watch = watchTreeMemory(server.child.pid!, 200);
      const built = await server.build();
      const memory = watch.stop();
      if (!built.ok) throw new Error(`the site build failed: ${built.error}`);
      results.build = {
        products: built.products,
        seedMs: seeded.ms,
        seedPictures: pictures,
        ms: built.ms,
        pages: built.pages,
        astroSummary: built.astroSummary,
        memory,
        loadBefore,
        loadAfter: loadAverage(),
        database: databaseLabel,
      };
      const astro = memory.processes.find((p) => /astro(\.mjs)? build/.test(p.command));
      console.log(
        `   built ${built.pages} HTML pages for ${built.products} products in ${seconds(built.ms)} (astro: ${built.astroSummary ?? '?'})\n` +
          `   peak memory: ${mb(memory.peakTreeBytes)} for server + build (server alone ${mb(memory.peakRootBytes)}, ` +
          `astro build tree ${mb(memory.peakDescendantsBytes)}; astro VmHWM ${astro ? mb(astro.hwmBytes) : '?'}; ${memory.samples} samples)\n` +
          `   load average before/after: ${formatLoad(loadBefore)} / ${formatLoad(results.build.loadAfter)}`,
      );
    }

    // ---------- 2. Lighthouse ----------
    if (!args['skip-lighthouse']) {
      let catalog = `the ${productCount}-product build above`;
      if (!server) {
        const { dataDir, distDir } = makeShopDirs('lh-data');
        server = await startServer(serverEnv(dataDir, distDir, databaseUrl));
        console.log(`\n2. Lighthouse: a fresh shop (default catalog) at ${server.url}; building its site…`);
        const built = await server.build();
        if (!built.ok) throw new Error(`the site build failed: ${built.error}`);
        catalog = `a fresh shop with the default ${built.products}-product catalog (${built.pages} pages, built in ${seconds(built.ms)})`;
      } else {
        console.log(`\n2. Lighthouse against ${server.url}, serving ${catalog}`);
      }
      const siteDir = fs.realpathSync(path.join(runDir, args['skip-build'] ? 'lh-data-dist' : 'data-dist'));
      const productId = pickProductId(siteDir);
      const only = args.pages
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unknown = only?.filter((name) => !PAGES.some((p) => p.name === name)) ?? [];
      if (unknown.length)
        throw new Error(`--pages: no page named ${unknown.join(', ')} (pages: ${PAGES.map((p) => p.name).join(', ')})`);
      const pages = PAGES.filter((p) => !only || only.includes(p.name)).map((p) => ({
        ...p,
        path: p.path.replace('{id}', productId),
      }));
      for (const page of pages) {
        const response = await fetch(server.url + page.path);
        if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}, not 200`);
        await response.arrayBuffer();
      }

      const { launchChrome, runLighthouse, measurePageJs, CATEGORIES } = await import('./lighthouse-audit.ts');
      results.machine.loadBeforeLighthouse = loadAverage();
      console.log(
        `   load average ${formatLoad(results.machine.loadBeforeLighthouse)}; mobile (CPU ${cpuSlowdown}× slower), ${runs} run(s) per audited page, Chromium offline (host-resolver-rules)`,
      );
      const launched = await launchChrome(port + 1);
      chrome = launched;
      const lhDir = path.join(runDir, 'lighthouse');
      fs.mkdirSync(lhDir, { recursive: true });
      const byPage = new Map<string, LighthouseRun[]>();
      const order: Array<{ page: (typeof pages)[number]; run: number }> = [];
      // Runs interleave over the pages, so a burst of load on the shared machine does not hit one page's runs only.
      for (let run = 1; run <= runs; run++)
        for (const page of pages) if (page.audited || run === 1) order.push({ page, run });
      for (const { page, run } of order) {
        const started = performance.now();
        let result = await runLighthouse(server.url + page.path, launched.port, cpuSlowdown);
        // Lighthouse sometimes fails to record a trace on a loaded machine (NO_NAVSTART…): that run is retried.
        for (let retry = 1; result.runtimeError && retry <= 2; retry++) {
          console.log(`   ${page.name.padEnd(15)} run ${run}: ${result.runtimeError}; retrying`);
          result = await runLighthouse(server.url + page.path, launched.port, cpuSlowdown);
        }
        fs.writeFileSync(path.join(lhDir, `${page.name}-${run}.json`), JSON.stringify(result.lhr));
        result.lhr = null;
        byPage.set(page.name, [...(byPage.get(page.name) ?? []), result]);
        const s = result.scores;
        console.log(
          `   ${page.name.padEnd(15)} run ${run}: ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}` +
            `  LCP ${result.lcpMs.toFixed(0)} ms  CLS ${result.clsValue.toFixed(3)}  TBT ${result.tbtMs.toFixed(0)} ms  (${seconds(performance.now() - started)})` +
            (result.runtimeError ? `  ERROR ${result.runtimeError}` : ''),
        );
      }
      chrome = undefined;
      launched.kill();

      const pageResults: PageResult[] = [];
      for (const page of pages) {
        const list = byPage.get(page.name) ?? [];
        const scriptUrls = list.flatMap((r) => r.scripts.map((s) => s.url)).filter((u) => u.startsWith(server!.url));
        const js = await measurePageJs(server.url + page.path, scriptUrls);
        const scores = {} as Record<Category, number>;
        for (const c of CATEGORIES) scores[c] = median(list.map((r) => r.scores[c]));
        const lost = new Map<string, PageResult['lost'][number]>();
        for (const r of list) {
          for (const l of r.lost) {
            const key = `${l.category}/${l.audit}`;
            const known = lost.get(key);
            if (known) known.runs += 1;
            else lost.set(key, { ...l, runs: 1 });
          }
        }
        pageResults.push({
          name: page.name,
          path: page.path,
          runs: list.length,
          audited: page.audited,
          jsBudgetBytes: page.jsBudgetBytes,
          median: {
            scores,
            lcpMs: median(list.map((r) => r.lcpMs)),
            clsValue: median(list.map((r) => r.clsValue)),
            tbtMs: median(list.map((r) => r.tbtMs)),
            fcpMs: median(list.map((r) => r.fcpMs)),
          },
          perRun: list.map((r) => ({
            scores: r.scores,
            lcpMs: r.lcpMs,
            clsValue: r.clsValue,
            tbtMs: r.tbtMs,
            benchmarkIndex: r.benchmarkIndex,
          })),
          maxCls: Math.max(...list.map((r) => r.clsValue)),
          js,
          jsTransferBytes: Math.max(0, ...list.map((r) => r.scripts.reduce((sum, s) => sum + s.transferBytes, 0))),
          lost: [...lost.values()],
          offRequests: [...new Set(list.flatMap((r) => r.offRequests))],
          warnings: [...new Set(list.flatMap((r) => r.warnings))],
          errors: list.map((r) => r.runtimeError).filter((e): e is string => e !== null),
        });
      }
      results.lighthouse = { catalog, server: server.url, runs, cpuSlowdown, pages: pageResults };
    }
  } catch (error) {
    failed = true;
    console.error(`\nbench:pages failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    await stopAll();
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  results.machine.loadAtEnd = loadAverage();
  results.budgets = budgets(results);
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  report(results);
  if (failed || results.budgets.some((b) => !b.pass)) process.exitCode = 1;
}

function budgets(results: Results): Results['budgets'] {
  const out: Results['budgets'] = [];
  const build = results.build;
  if (build) {
    const note = build.products < 10_000 ? ` (budget is for 10,000 products; this run built ${build.products})` : '';
    out.push({
      name: 'build time ≤ 5 min',
      pass: build.ms <= BUDGET.buildMs,
      detail: `${seconds(build.ms)} for ${build.pages} pages${note}`,
    });
    out.push({
      name: 'build peak memory < 4 GB',
      pass: build.memory.peakTreeBytes < BUDGET.buildPeakBytes,
      detail: `${mb(build.memory.peakTreeBytes)} (server + astro build; astro tree alone ${mb(build.memory.peakDescendantsBytes)})${note}`,
    });
  }
  const lh = results.lighthouse;
  if (lh) {
    const audited = lh.pages.filter((p) => p.audited);
    const not100 = audited.filter((p) => Object.values(p.median.scores).some((s) => s !== 100));
    out.push({
      name: 'Lighthouse 100/100/100/100 (median) on every audited page',
      pass: not100.length === 0,
      detail: not100.length
        ? not100.map((p) => `${p.name} ${Object.values(p.median.scores).join('/')}`).join(', ')
        : audited.map((p) => p.name).join(', '),
    });
    const shifted = audited.filter((p) => p.median.clsValue !== 0);
    out.push({
      name: 'CLS 0 (median) on every audited page',
      pass: shifted.length === 0,
      detail: shifted.length
        ? shifted.map((p) => `${p.name} ${p.median.clsValue.toFixed(4)}`).join(', ')
        : `max over all runs ${Math.max(...audited.map((p) => p.maxCls)).toFixed(4)}`,
    });
    for (const [limit, label] of [
      [BUDGET.jsShopBytes, 'home, listing, product'],
      [BUDGET.jsPlainBytes, 'about, policy, faq'],
    ] as const) {
      const pages = lh.pages.filter((p) => p.jsBudgetBytes === limit);
      const over = pages.filter((p) => p.js.gzipBytes > limit);
      out.push({
        name: `JS ≤ ${limit / KB} KB gzip on ${label}`,
        pass: over.length === 0,
        detail: `${pages.map((p) => `${p.name} ${(p.js.gzipBytes / KB).toFixed(1)}`).join(', ')} KB`,
      });
    }
  }
  return out;
}

function report(results: Results): void {
  const lines: string[] = [''];
  if (results.build) {
    const b = results.build;
    lines.push(
      `Build (${b.database}): ${b.products} products, ${b.pages} HTML pages in ${seconds(b.ms)}; peak memory ${mb(b.memory.peakTreeBytes)}`,
    );
  }
  const lh = results.lighthouse;
  if (lh) {
    lines.push(`Lighthouse mobile (CPU ${lh.cpuSlowdown}× slower), median of ${lh.runs} run(s), on ${lh.catalog}:`);
    const header = [
      'page',
      'runs',
      'perf',
      'a11y',
      'bp',
      'seo',
      'LCP ms',
      'CLS',
      'TBT ms',
      'JS gz KB',
      'scripts',
      'inline gz B',
    ];
    const rows = lh.pages.map((p) => [
      `${p.name}${p.audited ? '' : ' *'}`,
      String(p.runs),
      ...Object.values(p.median.scores).map(String),
      p.median.lcpMs.toFixed(0),
      p.median.clsValue.toFixed(3),
      p.median.tbtMs.toFixed(0),
      (p.js.gzipBytes / KB).toFixed(1),
      String(p.js.external.length),
      String(p.js.inline.gzipBytes),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    lines.push(line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line));
    lines.push(
      '  * JS budget only (one run). JS = gzip -9 of each script loaded + the inline scripts; 1 KB = 1024 bytes.',
    );
    for (const p of lh.pages) {
      const perf = p.perRun.map((r) => r.scores.performance).join('/');
      const extra: string[] = [];
      const cpu = p.perRun.map((r) => (r.benchmarkIndex === null ? '?' : r.benchmarkIndex.toFixed(0))).join('/');
      if (p.runs > 1) extra.push(`perf per run ${perf} (Lighthouse benchmarkIndex ${cpu}; lower = busier CPU)`);
      if (p.offRequests.length) extra.push(`requests off the origin (blocked): ${p.offRequests.join(', ')}`);
      if (p.errors.length) extra.push(`errors: ${p.errors.join('; ')}`);
      if (p.jsBudgetBytes !== null && p.js.gzipBytes > p.jsBudgetBytes) {
        const largest = [...p.js.external].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 3);
        extra.push(
          `JS over budget; largest: ${largest.map((s) => `${s.url.replace(/^https?:\/\/[^/]+/, '')} ${(s.gzipBytes / KB).toFixed(1)} KB`).join(', ')}`,
        );
      }
      if (extra.length) lines.push(`  ${p.name}: ${extra.join(' · ')}`);
      // Weighted audits cost the points; for performance the unweighted diagnostics say where the time goes.
      for (const l of p.lost.filter((l) => l.weight > 0 && p.median.scores[l.category] < 100)) {
        lines.push(
          `  ${p.name}: ${l.category} loses on ${l.audit} (score ${l.score.toFixed(2)}, weight ${l.weight}, ${l.runs}/${p.runs} runs)${l.displayValue ? ` ${l.displayValue}` : ''}`,
        );
        if (l.category !== 'performance') for (const item of l.items.slice(0, 3)) lines.push(`      ${item}`);
      }
      const diagnostics = p.lost.filter((l) => l.weight === 0 && l.displayValue);
      if (p.audited && p.median.scores.performance < 100 && diagnostics.length) {
        lines.push(`  ${p.name}: diagnostics: ${diagnostics.map((l) => `${l.audit} ${l.displayValue}`).join('; ')}`);
      }
    }
  }
  lines.push('');
  for (const b of results.budgets) lines.push(`${b.pass ? 'PASS' : 'FAIL'}  ${b.name}: ${b.detail}`);
  const m = results.machine;
  lines.push(
    '',
    `Load average (1/5/15 min) at start ${formatLoad(m.loadAtStart)}${m.loadBeforeLighthouse ? `, before Lighthouse ${formatLoad(m.loadBeforeLighthouse)}` : ''}, at end ${formatLoad(m.loadAtEnd)} (${m.cpus} CPUs)`,
    `Results: ${results.resultsFile}`,
  );
  console.log(lines.join('\n'));
}

await main();
