import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../log/logger.ts';
import { backupFileName } from './format.ts';
import { backupsToRemove, DAY_MS, nextBackupDelay } from './rotation.ts';
import { saveBackup } from './save-backup.ts';
import { createBackup } from './write-backup.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';

export interface DailyBackupOptions {
  database: Database;
  dataDir: string;
  /** Default DATA_DIR/media. */
  mediaStorage?: MediaStorage;
  backupDir: string;
  keep: number;
  log: Logger;
  /** The earliest first backup after start: the first start's build and pictures come first (default one minute). */
  firstDelayMs?: number;
  now?: () => Date;
}

export interface DailyBackups {
  /** Resolves after the next backup that runs (tests). */
  next(): Promise<void>;
  /** No further backups; waits for one in progress. */
  stop(): Promise<void>;
}

/** A retry an hour after a failed backup, rather than a day. */
const RETRY_MS = 60 * 60 * 1000;

/** The running shop's daily backups into BACKUP_DIR: a day after the newest one there, keeping the newest `keep`. */
export function startDailyBackups(opts: DailyBackupOptions): DailyBackups {
  const now = opts.now ?? (() => new Date());
  const log = opts.log.child({ name: 'backup' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let waiters: (() => void)[] = [];

  const runOnce = async () => {
    const started = performance.now();
    const file = path.join(opts.backupDir, backupFileName(now()));
    try {
      const backup = await createBackup(opts.database, opts.dataDir, now(), opts.mediaStorage);
      const saved = await saveBackup(backup.stream, file);
      const removed = backupsToRemove(await fs.readdir(opts.backupDir), opts.keep);
      for (const name of removed) await fs.rm(path.join(opts.backupDir, name), { force: true });
      log.info(
        { file, bytes: saved.bytes, removed },
        `Wrote the daily backup ${file} (${(saved.bytes / 1e6).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)}s` +
          (removed.length > 0 ? `; removed ${removed.length} older (keeping ${opts.keep}).` : '.'),
      );
      return true;
    } catch (error) {
      log.error({ err: error }, `The daily backup into ${opts.backupDir} failed; trying again in an hour.`);
      return false;
    }
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().then((ok) => {
        running = undefined;
        const done = waiters;
        waiters = [];
        for (const resolve of done) resolve();
        schedule(ok ? DAY_MS : RETRY_MS);
      });
    }, delay);
    timer.unref();
  };

  void (async () => {
    let names: string[] = [];
    try {
      await fs.mkdir(opts.backupDir, { recursive: true });
      names = await fs.readdir(opts.backupDir);
    } catch (error) {
      log.error({ err: error }, `BACKUP_DIR ${opts.backupDir} cannot be read.`);
    }
    schedule(Math.max(opts.firstDelayMs ?? 60_000, nextBackupDelay(names, now())));
  })();

  return {
    next: () => new Promise((resolve) => waiters.push(resolve)),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
