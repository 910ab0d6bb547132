import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, isNull, sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import { shopChanges } from './cluster/shop-changes.ts';
import { acquireDataLock } from './control/data-lock.ts';
import { startControlServer } from './control/server.ts';
import { loadContent } from './content/load.ts';
import { openDatabase, type Database } from './db/client.ts';
import { products, users } from './db/schema.ts';
import { createLogger, type Logger } from './log/logger.ts';
import { preloadMailTemplates } from './mail/compose.ts';
import { createMailer } from './mail/mailer.ts';
import { startMailSender } from './mail/sender.ts';
import { paymentProviderFor } from './payments/select.ts';
import { createSiteApp, siteListener } from './server.ts';
import type { Services } from './services.ts';
import { ensureSeeded, seedPictureDrawer, type SeedPictureDrawer } from './seed/index.ts';
import { catalogPictures } from './seed/catalog-pictures.ts';
import { defaultDrawingConcurrency } from './seed/picture-drawer.ts';
import { startDailyBackups } from './services/backup/daily.ts';
import { startOrderExpiryTimer } from './services/orders/expiry.ts';
import { startRefundRetryTimer } from './services/refunds/resume-refunds.ts';
import { ensureAdminFromEnv } from './services/users/admin.ts';
import { buildSite } from './site/build.ts';
import { mediaStorageFor, mediaStorageFromConfig } from './storage/default-storage.ts';
import { buildsDirFor, currentSiteDir, pruneBuilds, swapIn } from './site/builds.ts';
import { readCatalogUpdatedAt } from './site/catalog-stamp.ts';
import type { SiteControl } from './site/control.ts';
import { ciRebuildHook } from './site/ci-rebuild-hook.ts';
import { SiteRebuilder } from './site/rebuilder.ts';
import { buildOnce, followSharedBuilds } from './site/shared-build.ts';
import { describeDataSource, readStamp, sourceFingerprint, staleness } from './site/stamp.ts';

export const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The embedded database lives in `$DATA_DIR/db`. */
export function openConfiguredDatabase(config: Config, log?: Logger): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    poolSize: config.databasePoolSize,
    log,
  });
}

/** Everything the API needs, wired from the configuration. */
export function createServices(config: Config, database: Database, log: Logger): Services {
  return {
    config,
    database,
    content: loadContent(),
    payments: paymentProviderFor(config),
    mediaStorage: mediaStorageFromConfig(config),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      publicSiteUrl: config.publicSiteUrl,
      log,
    }),
    log,
    now: () => new Date(),
  };
}

export async function countProducts(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(products).where(isNull(products.deletedAt));
  return Number(row?.n ?? 0);
}

async function countAdmins(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(users)
    .where(sql`${users.roles} @> '["ADMINISTRATOR"]'::jsonb`);
  return Number(row?.n ?? 0);
}

/**
 * Every start: categories synced from content/ and an empty catalog seeded (which records catalog_updated_at, so
 * the site gets built). The seed pictures are drawn by the shop's SeedPictureDrawer (see startShop).
 */
export async function prepareCatalog(services: Services): Promise<void> {
  const log = services.log.child({ name: 'seed' });
  const started = performance.now();
  // Instances starting together on one PostgreSQL: the first seeds, the others then find the catalog there.
  const result = await services.database.withLock('seed', () =>
    ensureSeeded(services.database, services.content, { dataDir: services.config.dataDir, images: false }),
  );
  if (result.seeded)
    log.info(
      { products: result.products },
      `Seeded the catalog with ${result.products} products in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
    );
}

async function drawSeedPictures(drawer: SeedPictureDrawer, services: Services): Promise<void> {
  const drawn = await drawer.drawAll(await catalogPictures(services.database, services.content));
  if (drawn.written > 0)
    services.log
      .child({ name: 'seed' })
      .info({ pictures: drawn.written }, `Drew ${drawn.written} seed pictures in ${(drawn.ms / 1000).toFixed(1)}s.`);
}

/** One record, written as the lines a person reads at the terminal (and the same text in the JSON `msg`). */
async function logBanner(
  log: Logger,
  banner: {
    url: string;
    config: Config;
    database: Database;
    dataSource: string;
    siteDir: string | null;
    logRequests: boolean;
  },
): Promise<void> {
  const { url, config, database, dataSource, siteDir } = banner;
  const productCount = await countProducts(database);
  const admins = await countAdmins(database);
  const lines = [
    `Old City Gifts is open at ${url}`,
    `  database: ${database.kind === 'pglite' ? `PGlite (embedded) in ${path.join(config.dataDir, 'db')}` : `PostgreSQL ${dataSource}`}`,
    `  catalog:  ${productCount} products`,
    `  site:     ${siteDir ? `serving ${siteDir}` : 'first build running; pages say "getting ready" until it lands'}`,
    `  payments: ${config.paypal ? `PayPal (${config.paypal.apiBase})` : 'test-payment mode (no PayPal credentials set)'}`,
    `  mail:     ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `written to ${path.join(config.dataDir, 'outbox')}`}, from the outbox table with retries`,
    `  pictures: ${config.media.storage === 's3' ? `bucket ${config.media.bucket}${config.media.endpoint ? ` at ${config.media.endpoint}` : ''}${config.mediaPublicUrl ? `, linked at ${config.mediaPublicUrl}` : ', streamed at /media'}` : `in ${path.join(config.dataDir, 'media')}`}`,
    `  backups:  ${config.backupDir ? `daily into ${config.backupDir}, keeping the newest ${config.backupKeep}` : 'on demand (`npm run backup`); set BACKUP_DIR for daily ones'}`,
    admins === 0
      ? '  admin:    none yet; create one with `npm run admin -- --email you@example.com` (or set SHOP_ADMIN_EMAIL and SHOP_ADMIN_PASSWORD)'
      : `  admin:    ${admins} administrator account${admins === 1 ? '' : 's'}`,
    `  log:      level ${log.level}${banner.logRequests ? ', a line per request' : ', request lines at debug only'}`,
  ];
  log.info({ url, database: database.kind, products: productCount, administrators: admins }, lines.join('\n'));
}

export interface StartOptions {
  /** 'auto' (default): build when dist/ is missing or stale; 'never': serve what is there (benchmarks, tests). */
  build?: 'auto' | 'never';
  /** Default: config.logRequests. */
  logRequests?: boolean;
  /** Default: a logger at config.logLevel on stdout (JSON lines, or readable lines on a terminal). */
  logger?: Logger;
  /** Skip seeding and admin creation. */
  bare?: boolean;
  /** Print the start lines (URL, database, catalog, admin); default true. */
  banner?: boolean;
  /**
   * 'background' (default): the seed pictures the catalog shows are drawn while the shop serves, and one a page asks
   * for first is drawn on the spot; 'before-listen': all of them before the server answers (benchmarks measure
   * finished pages); 'on-request': only those asked for, when asked (API benchmarks, which never ask).
   */
  seedPictures?: 'background' | 'before-listen' | 'on-request';
}

export interface RunningShop {
  url: string;
  port: number;
  services: Services;
  rebuilder: SiteRebuilder;
  /** Resolves when the first site build (if one was needed) has finished, true when a site is being served. */
  siteReady: Promise<boolean>;
  /** Resolves when every seed picture the catalog shows exists in the media storage. */
  picturesReady: Promise<void>;
  /** Stops accepting, lets in-flight requests finish (at most `graceMs`), stops builds, closes the database. */
  close(graceMs?: number): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(config: Pick<Config, 'port' | 'host'>) {
    super(`Port ${config.port} on ${config.host} is already in use. Set PORT to another port.`);
    this.name = 'PortInUseError';
  }
}

function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The one process: database, seed, admin, API + media + static site on HOST:PORT, site builds. */
export async function startShop(config: Config, opts: StartOptions = {}): Promise<RunningShop> {
  const log = opts.logger ?? createLogger({ level: config.logLevel });
  // Before anything opens the database: a second shop (or a command) on this data folder is refused here.
  const lock = acquireDataLock(config.dataDir, 'shop', (stale) =>
    log.warn(
      { pid: stale.pid, purpose: stale.purpose },
      `Taking over the data folder's lock left by process ${stale.pid} (${stale.purpose}), which is no longer running.`,
    ),
  );
  let database: Database;
  try {
    database = await openConfiguredDatabase(config, log);
  } catch (error) {
    lock.release();
    throw error;
  }
  let services: Services;
  let pictures: SeedPictureDrawer;
  const changes = shopChanges(database);
  try {
    services = createServices(config, database, log);
    changes.log = log;
    // Before this instance serves anything, it hears every change the others make (PostgreSQL's LISTEN).
    await changes.listen();
    pictures = seedPictureDrawer(mediaStorageFor(services), services.content);
    if (!opts.bare) {
      await prepareCatalog(services);
      // With MEDIA_PUBLIC_URL pages link the CDN, which cannot draw a missing picture on request: all first.
      const drawFirst = opts.seedPictures === 'before-listen' || (config.mediaPublicUrl && !opts.seedPictures);
      if (drawFirst) await drawSeedPictures(pictures, services);
      await database.withLock('admin-from-env', () => ensureAdminFromEnv(services));
    }
  } catch (error) {
    await database.close();
    lock.release();
    throw error;
  }

  const distDir = config.distDir;
  const buildsDir = buildsDirFor(distDir, projectDir);
  const dataSource = describeDataSource(config.databaseUrl, path.join(config.dataDir, 'db'));
  let currentDir = currentSiteDir(distDir);
  let currentBuiltAt = currentDir ? (readStamp(currentDir)?.builtAt ?? null) : null;
  const shutdown = new AbortController();
  let catalogApiUrl = config.catalogApiUrl;

  const siteLog = log.child({ name: 'site' });
  const rebuilder = new SiteRebuilder({
    log: siteLog,
    build: async () => {
      const outcome = await buildOnce({
        database,
        distDir,
        servedBefore: currentSiteDir(distDir),
        isCurrent: async (dir) =>
          staleness(readStamp(dir), {
            catalogUpdatedAt: await readCatalogUpdatedAt(database),
            dataSource,
            source: sourceFingerprint(projectDir),
          }) === null,
        build: async () => {
          const catalogUpdatedAt = await readCatalogUpdatedAt(database);
          const built = await buildSite({
            projectDir,
            buildsDir,
            catalogApiUrl,
            publicSiteUrl: config.publicSiteUrl,
            publicApiUrl: config.publicApiUrl,
            catalogUpdatedAt,
            dataSource,
            log: siteLog,
            signal: shutdown.signal,
          });
          swapIn(distDir, built.dir);
          return built.dir;
        },
      });
      serveBuild(outcome.dir);
      if (!outcome.built) {
        siteLog.info(
          { build: path.basename(outcome.dir) },
          'another instance built this catalog meanwhile; serving its build',
        );
        return;
      }
      // Every other instance sharing the build folder serves it too.
      await changes.publish({ kind: 'site', build: path.basename(outcome.dir) });
      void pruneBuilds(buildsDir, outcome.dir).catch((err: unknown) =>
        siteLog.warn({ err }, 'could not delete old builds'),
      );
    },
  });
  const serveBuild = (dir: string) => {
    currentDir = dir;
    currentBuiltAt = readStamp(dir)?.builtAt ?? null;
  };
  const stopFollowingBuilds = followSharedBuilds(changes, distDir, (dir) => {
    siteLog.info({ build: path.basename(dir) }, 'serving the build another instance made');
    serveBuild(dir);
  });
  // The static copy on a CDN is rebuilt by CI: the instance where the change was made asks it to.
  const ciRebuild = config.ciRebuildHook ? ciRebuildHook({ ...config.ciRebuildHook, log }) : undefined;
  const site: SiteControl = {
    requestRebuild: (reason) => {
      rebuilder.requestRebuild(reason);
      ciRebuild?.request(reason ?? 'catalog changed');
    },
    status: () => ({
      currentBuild: currentDir ? path.basename(currentDir) : null,
      builtAt: currentBuiltAt,
      building: rebuilder.building,
      pending: rebuilder.pending,
      lastBuiltAt: rebuilder.lastBuiltAt?.toISOString() ?? null,
      lastError: rebuilder.lastError,
    }),
  };
  services.site = site;

  const logRequests = opts.logRequests ?? config.logRequests;
  const app = createSiteApp(services, {
    siteDir: () => currentDir,
    buildFailed: () => rebuilder.lastError !== null && !rebuilder.building,
    drawMissingMedia: opts.bare ? undefined : (url) => pictures.draw(url),
    logRequests,
  });
  const server = await new Promise<http.Server>((resolve, reject) => {
    const s = http.createServer(siteListener(services, app, { logRequests }));
    s.once('error', reject);
    s.listen(config.port, config.host, () => resolve(s));
  }).catch(async (error: NodeJS.ErrnoException) => {
    await database.close();
    lock.release();
    if (error.code === 'EADDRINUSE') throw new PortInUseError(config);
    throw error;
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${loopbackHost(config.host)}:${port}`;
  // Without CATALOG_API_URL the build reads the catalog from this very process.
  if (!process.env.CATALOG_API_URL) catalogApiUrl = `${url}/api`;

  // `npm run admin`, `seed`, `build` and `backup` find the shop through the lock file and ask it to do their work.
  const control = await startControlServer({
    services,
    shopUrl: url,
    buildNow: async (reason) => ((await rebuilder.buildNow(reason)) && currentDir ? path.basename(currentDir) : null),
  });
  lock.update({ shopUrl: url, control: { url: control.url, secret: control.secret } });

  let siteReady: Promise<boolean> = Promise.resolve(currentDir !== null);
  if (opts.build !== 'never') {
    const reason = staleness(currentDir ? readStamp(currentDir) : null, {
      catalogUpdatedAt: await readCatalogUpdatedAt(database),
      dataSource,
      source: sourceFingerprint(projectDir),
    });
    if (reason) {
      siteLog.info(
        { reason },
        `Building the site (${reason})${currentDir ? '; serving the previous build meanwhile' : ''}…`,
      );
      siteReady = rebuilder.buildNow(reason).then(() => currentDir !== null);
    }
  }

  if (opts.banner !== false) {
    await logBanner(log, { url, config, database, dataSource, siteDir: currentDir, logRequests });
  }
  // Unpaid orders past their payment window give their stock back even when nobody checks out.
  const stopOrderExpiry = startOrderExpiryTimer(services);
  // Mails wait in the outbox table until this sender (or another instance's) delivers them.
  const mailSender = startMailSender(services);
  void preloadMailTemplates().catch((err: unknown) =>
    log.child({ name: 'mail' }).error({ err }, 'could not load the mail templates'),
  );
  const dailyBackups = config.backupDir
    ? startDailyBackups({
        database,
        dataDir: config.dataDir,
        mediaStorage: services.mediaStorage,
        backupDir: config.backupDir,
        keep: config.backupKeep,
        log,
      })
    : undefined;
  // A refund PayPal did not answer is asked again, with the same request id, until it has an answer.
  const stopRefundRetries = startRefundRetryTimer(services);

  let closing: Promise<void> | undefined;
  const close = (graceMs = 10_000) =>
    (closing ??= (async () => {
      shutdown.abort();
      stopOrderExpiry();
      stopRefundRetries();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      await stopped;
      clearTimeout(force);
      await mailSender.stop();
      await control.close();
      await rebuilder.stop();
      await ciRebuild?.stop();
      await dailyBackups?.stop();
      await pictures.stop();
      stopFollowingBuilds();
      await changes.close();
      await database.close();
      lock.release();
    })());

  // No picture is ever missing from a served page: one not drawn yet is drawn when asked for (SeedPictureDrawer.draw),
  // in tens of milliseconds. Drawing all of them before opening would hold the first page back by a minute of CPU on
  // two cores, so they are drawn from the start: on one core while the first build needs the other, on all after.
  let picturesReady: Promise<void> = Promise.resolve();
  if (!opts.bare && opts.seedPictures !== 'on-request') {
    pictures.concurrency = 1;
    void siteReady.finally(() => (pictures.concurrency = defaultDrawingConcurrency()));
    picturesReady = drawSeedPictures(pictures, services).catch((error: unknown) => {
      services.log.child({ name: 'seed' }).error({ err: error }, 'Drawing the seed pictures failed');
    });
  }

  return { url, port, services, rebuilder, siteReady, picturesReady, close };
}
