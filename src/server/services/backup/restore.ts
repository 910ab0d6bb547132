import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { acquireDataLock } from '../../control/data-lock.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import type { Manifest } from './format.ts';
import { rowsOf } from '../../db/rows.ts';
import { describeContents, loadBackup, TargetNotEmpty, type LoadResult } from './load-backup.ts';
import { BackupRefused, planRestoreMigrations, readCodeMigrations } from './migrations.ts';
import { assertBackupFileExists, readBackup } from './read-backup.ts';
import { makeWorkDir } from './work-dir.ts';
import { mediaStorageFromConfig } from '../../storage/default-storage.ts';
import { isSafeKey, MediaKeyTaken, type MediaStorage } from '../../storage/media-storage.ts';
import { getMimeType } from 'hono/utils/mime';

export interface RestoreResult extends LoadResult {
  manifest: Manifest;
  mediaFiles: number;
  target: string;
}

/**
 * Restores a backup into DATA_DIR: its database (PGlite in DATA_DIR/db, or the PostgreSQL database of
 * DATABASE_URL) and DATA_DIR/media (or, with MEDIA_STORAGE=s3, the bucket: its objects are written back there). Holds the data folder's lock throughout, so it never runs beside a shop on
 * the same folder. The whole file is read and checked before anything is written; the rows load in one
 * transaction; PGlite is built in a working folder and moved into place, as is the media folder. So a damaged
 * file, or any failure, leaves the target as it was. Without `force`, a target that holds anything is refused.
 */
export async function restoreBackup(
  config: Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'media'>>,
  file: string,
  opts: { force: boolean },
): Promise<RestoreResult> {
  await assertBackupFileExists(file);
  const lock = acquireDataLock(config.dataDir, 'restore');
  let work: string | undefined;
  try {
    const media = path.join(config.dataDir, 'media');
    // MEDIA_STORAGE=s3: the pictures go back into the bucket instead of DATA_DIR/media.
    const bucket = config.media?.storage === 's3' ? mediaStorageFromConfig({ ...config, media: config.media }) : null;
    const pgliteDir = path.join(config.dataDir, 'db');
    const target = config.databaseUrl
      ? `the PostgreSQL database ${databaseName(config.databaseUrl)}`
      : `PGlite in ${pgliteDir}`;
    if (!opts.force) await refuseNonEmpty(config, bucket ?? media, pgliteDir);

    work = await makeWorkDir(config.dataDir, 'restore');
    const code = readCodeMigrations();
    const manifest = await readBackup(file, {
      into: work,
      onManifest: (m) => void planRestoreMigrations(code, m.migrations),
    });
    await fs.mkdir(path.join(work, 'media'), { recursive: true });
    // Into the bucket before the rows: once they land, every picture they name is there.
    if (bucket) await uploadMedia(path.join(work, 'media'), bucket);

    let loaded: LoadResult;
    try {
      loaded = await load(config, work, manifest, opts.force, target);
    } catch (error) {
      if (error instanceof BackupRefused) throw error;
      throw new Error(
        `Loading the backup into ${target} failed, so nothing was restored: ${(error as Error).message}`,
        { cause: error },
      );
    }
    if (!config.databaseUrl) await swapIn(path.join(work, 'db'), pgliteDir, work);
    if (bucket) {
      if (opts.force) await removeOthers(bucket, path.join(work, 'media'));
    } else await swapIn(path.join(work, 'media'), media, work);
    return { ...loaded, manifest, mediaFiles: manifest.media.files, target };
  } finally {
    if (work) await fs.rm(work, { recursive: true, force: true });
    lock.release();
  }
}

/** Loads into PostgreSQL in place (one transaction), or into a new PGlite database in the working folder. */
async function load(
  config: Pick<Config, 'databaseUrl'>,
  work: string,
  manifest: Manifest,
  force: boolean,
  target: string,
): Promise<LoadResult> {
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl, migrate: false })
    : await openDatabase({ dataDir: path.join(work, 'db'), migrate: false });
  try {
    if (database.kind === 'postgres') await refuseOtherSessions(database, target);
    return await loadBackup(database, work, manifest, { replace: force && database.kind === 'postgres' });
  } finally {
    await database.close();
  }
}

/** Renames `from` to `to`; what was at `to` moves into the working folder first (and goes with it). */
async function swapIn(from: string, to: string, work: string): Promise<void> {
  try {
    await fs.rename(to, path.join(work, `replaced-${path.basename(to)}`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.rename(from, to);
}

async function refuseNonEmpty(
  config: Pick<Config, 'databaseUrl'>,
  media: string | MediaStorage,
  pgliteDir: string,
): Promise<void> {
  const held: string[] = [];
  if (typeof media === 'string') {
    const mediaFiles = await countFiles(media);
    if (mediaFiles > 0) held.push(`${media} holds ${mediaFiles} files`);
  } else {
    for await (const _ of media.list()) {
      held.push(`the media bucket ${media.name} holds objects`);
      break;
    }
  }
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, migrate: false });
    try {
      const contents = await describeContents(database.db);
      if (contents) held.push(`the PostgreSQL database ${databaseName(config.databaseUrl)} holds ${contents}`);
    } finally {
      await database.close();
    }
  } else if ((await countFiles(pgliteDir)) > 0) {
    held.push(`${pgliteDir} holds a database`);
  }
  if (held.length > 0) {
    throw new TargetNotEmpty(
      `The restore target is not empty (${held.join('; ')}): restore into an empty DATA_DIR and database, or add --force to replace what is there.`,
    );
  }
}

/** Another connection to the database may be a shop using it from another DATA_DIR: replacing its data under it would break both. */
async function refuseOtherSessions(database: Database, target: string): Promise<void> {
  const [row] = await rowsOf<{ n: string }>(
    database.db,
    sql`select count(*)::text as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  const others = Number(row?.n ?? 0);
  if (others > 0)
    throw new BackupRefused(
      `${others} other connection${others === 1 ? '' : 's'} use ${target} (a running shop?): stop ${others === 1 ? 'it' : 'them'} before restoring into it.`,
    );
}

async function countFiles(dir: string): Promise<number> {
  try {
    return (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter((d) => !d.isDirectory()).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

function databaseName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.slice(1)) || url;
  } catch {
    return 'of DATABASE_URL';
  }
}

/** Relative paths of every file under `dir`, with '/' between segments. */
async function filesUnder(dir: string): Promise<string[]> {
  const dirents = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return dirents
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
}

/** The backup's pictures into the bucket, a few at a time; one already there (same key, same bytes) is kept. */
async function uploadMedia(dir: string, bucket: MediaStorage): Promise<void> {
  const keys = await filesUnder(dir);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      const data = await fs.readFile(path.join(dir, ...key.split('/')));
      try {
        await bucket.create(key, data, getMimeType(key) ?? 'application/octet-stream');
      } catch (error) {
        if (!(error instanceof MediaKeyTaken)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** --force: what the bucket held that the backup does not goes, as the replaced media folder would. */
async function removeOthers(bucket: MediaStorage, dir: string): Promise<void> {
  const keep = new Set(await filesUnder(dir));
  const others: string[] = [];
  for await (const { key } of bucket.list()) if (!keep.has(key) && isSafeKey(key)) others.push(key);
  for (const key of others) await bucket.remove(key);
}
