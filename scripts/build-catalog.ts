// `npm run build`: builds the static site from the catalog API.
//   CATALOG_API_URL set   → reads the catalog from there (the scheduled CI rebuild, .github/workflows/catalog.yml).
//   CATALOG_API_URL unset, the shop running on DATA_DIR → the running shop builds and serves the new site itself
//                            (with --out: the folder is built from the running shop's API).
//   CATALOG_API_URL unset, no shop running → starts a temporary API on a free port against the configured database
//                            (seeding it when empty; it holds the data folder's lock meanwhile), builds and stops it.
// The build lands in .builds/<id> and dist/ is switched to it; `--out DIR` writes a plain folder instead (for
// uploading elsewhere: it needs PUBLIC_SITE_URL, and gets a _headers file with the security headers). A running `npm start` notices the new build on its next start, or serves it after swapping.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnvironment } from '../src/server/config.ts';
import { runningShop } from '../src/server/control/client.ts';
import { createLogger } from '../src/server/log/logger.ts';
import { projectDir, startShop, type RunningShop } from '../src/server/runtime.ts';
import { buildSite } from '../src/server/site/build.ts';
import { buildsDirFor, pruneBuilds, swapIn } from '../src/server/site/builds.ts';
import { readCatalogUpdatedAt } from '../src/server/site/catalog-stamp.ts';
import { headersFile } from '../src/server/site/headers-file.ts';
import { describeDataSource } from '../src/server/site/stamp.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = configFromEnvironment();
// A folder for another host must know its public address: canonical links, the sitemap and hreflang are made of it.
if (values.out && !process.env.PUBLIC_SITE_URL) {
  console.error(
    'npm run build -- --out DIR builds a site for deployment: set PUBLIC_SITE_URL to its public address (https://shop.example.com), which its canonical links, sitemap and hreflang carry.',
  );
  process.exit(1);
}
const remote = process.env.CATALOG_API_URL;
const running = remote ? null : runningShop(config.dataDir);

if (running && !values.out) {
  console.log(`The shop runs on ${config.dataDir} (process ${running.pid}): asking it to build and serve the site…`);
  try {
    const { build } = await running.call<{ build: string }>('/build', {});
    console.log(`The running shop now serves build ${build}.`);
  } catch (error) {
    console.error(`The build failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
  process.exit();
}

const log = createLogger({ level: config.logLevel });
let shop: RunningShop | undefined;
let catalogApiUrl = config.catalogApiUrl;
let catalogUpdatedAt: string | null = null;
let dataSource: string | null = null;
try {
  if (remote) {
    console.log(`Building the site from ${catalogApiUrl}`);
  } else if (running) {
    catalogApiUrl = `${running.shopUrl}/api`;
    console.log(`Building the site from the running shop's API on ${catalogApiUrl}`);
  } else {
    shop = await startShop(
      { ...config, port: 0, host: '127.0.0.1' },
      { build: 'never', logRequests: false, banner: false, logger: log },
    );
    catalogApiUrl = `${shop.url}/api`;
    catalogUpdatedAt = await readCatalogUpdatedAt(shop.services.database);
    dataSource = describeDataSource(config.databaseUrl, path.join(config.dataDir, 'db'));
    console.log(`Building the site from a temporary API on ${catalogApiUrl} (${shop.services.database.kind})`);
  }
  const buildsDir = buildsDirFor(values.out ?? config.distDir, projectDir);
  const built = await buildSite({
    projectDir,
    buildsDir,
    catalogApiUrl,
    publicSiteUrl: config.publicSiteUrl,
    publicApiUrl: config.publicApiUrl,
    catalogUpdatedAt,
    dataSource,
    log: log.child({ name: 'site' }),
  });
  if (values.out) {
    const out = path.resolve(values.out);
    fs.rmSync(out, { recursive: true, force: true });
    // A plain copy (the build folder may be on another file system than DIR), then the build folder goes.
    fs.cpSync(built.dir, out, { recursive: true });
    fs.rmSync(built.dir, { recursive: true, force: true });
    fs.writeFileSync(path.join(out, '_headers'), headersFile(config.publicSiteUrl));
    console.log(`Site written to ${out} (with a _headers file for hosts that read one)`);
  } else {
    swapIn(config.distDir, built.dir);
    await pruneBuilds(buildsDir, built.dir);
    console.log(`dist/ now serves ${built.dir}`);
  }
} catch (error) {
  console.error(`The build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await shop?.close(1000);
}
