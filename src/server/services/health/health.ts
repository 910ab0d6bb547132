import { sql } from 'drizzle-orm';
import packageJson from '../../../../package.json' with { type: 'json' };
import { mailCounts } from '../../mail/outbox.ts';
import type { Services } from '../../services.ts';
import { productAnswers, searchIndex } from '../catalog/cache.ts';
import type { ProductAnswersStats } from '../catalog/product-answers.ts';

/** What /api/health answers: enough for a load balancer (status) and for an operator (which build, since when). */
export interface Health {
  status: 'ok' | 'unavailable';
  version: string;
  startedAt: string;
  uptimeSeconds: number;
  database: { kind: 'pglite' | 'postgres'; answers: boolean; ms: number | null };
  /** Null where this process serves no site (the API alone). */
  site: { build: string | null; builtAt: string | null; building: boolean; lastBuildFailed: boolean } | null;
  /** The picture storage; a bucket that does not answer leaves `status` ok (pages still serve; uploads answer 503). */
  media: { storage: 'folder' | 's3'; answers: boolean; ms: number | null } | null;
  /** The outbox: mails waiting to be sent (or retried) and mails that failed for good; null without a database. */
  mail: { waiting: number; failed: number } | null;
  /** This process's product cache: its size and how often it answered. */
  productCache: ProductAnswersStats;
  searchIndex: { products: number | null; builds: number };
}

/** A database that does not answer within this time counts as down: a health check must answer, not hang. */
export const DATABASE_TIMEOUT_MS = 3000;

const startedAt = new Date(Date.now() - process.uptime() * 1000);

/** Milliseconds `probe` took, or null when it failed or did not answer within `timeoutMs`. */
async function timed(probe: () => Promise<unknown>, timeoutMs: number): Promise<number | null> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
  try {
    const outcome = await Promise.race([probe(), timeout]);
    return outcome === 'timeout' ? null : Math.round((performance.now() - started) * 10) / 10;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The shop's health; `status` is 'unavailable' exactly when the database does not answer. */
export async function checkHealth(
  services: Pick<Services, 'database' | 'site' | 'mediaStorage'>,
  timeoutMs = DATABASE_TIMEOUT_MS,
): Promise<Health> {
  const storage = services.mediaStorage;
  const [ms, mediaMs] = await Promise.all([
    timed(() => services.database.db.execute(sql`select 1`), timeoutMs),
    storage ? timed(() => storage.check(), timeoutMs) : null,
  ]);
  const site = services.site?.status();
  const mail = ms === null ? null : await mailCounts(services.database.db).catch(() => null);
  return {
    status: ms === null ? 'unavailable' : 'ok',
    version: packageJson.version,
    startedAt: startedAt.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    database: { kind: services.database.kind, answers: ms !== null, ms },
    media: storage ? { storage: storage.kind, answers: mediaMs !== null, ms: mediaMs } : null,
    // The build error itself goes to the log, not to a public answer: it holds paths and the build's output.
    site: site
      ? {
          build: site.currentBuild,
          builtAt: site.builtAt,
          building: site.building,
          lastBuildFailed: site.lastError !== null,
        }
      : null,
    mail,
    productCache: productAnswers(services).stats(),
    searchIndex: searchIndex(services).stats(),
  };
}
