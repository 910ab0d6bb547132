// BACKUP_DIR: the running shop writes a backup a day and keeps the newest BACKUP_KEEP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { startDailyBackups } from '../../src/server/services/backup/daily.ts';
import { backupFileName } from '../../src/server/services/backup/format.ts';
import { readBackup } from '../../src/server/services/backup/read-backup.ts';
import { memoryLogger } from '../../src/server/log/memory-logger.ts';
import { databaseKinds, freshDatabase } from './harness.ts';

describe.each(databaseKinds)('daily backups on %s', (kind) => {
  let database: Database;
  let dataDir: string;
  let backupDir: string;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-daily-'));
    backupDir = path.join(dataDir, 'backups');
    fs.mkdirSync(path.join(dataDir, 'media', 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', 'uploads', 'a.webp'), 'not really a picture');
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one when the newest is over a day old, then keeps only the newest BACKUP_KEEP, leaving other files alone', async () => {
    const now = new Date('2026-05-10T03:00:00Z');
    const old = [2, 3, 4, 5].map((days) => backupFileName(new Date(now.getTime() - days * 86_400_000)));
    fs.mkdirSync(backupDir, { recursive: true });
    for (const name of [...old, 'notes.txt']) fs.writeFileSync(path.join(backupDir, name), 'an older backup');

    const { logger, records } = memoryLogger();
    const daily = startDailyBackups({
      database,
      dataDir,
      backupDir,
      keep: 3,
      log: logger,
      firstDelayMs: 0,
      now: () => now,
    });
    await daily.next();
    await daily.stop();

    const written = backupFileName(now);
    expect(fs.readdirSync(backupDir).sort()).toEqual([old[1]!, old[0]!, written, 'notes.txt'].sort());
    expect(records()).toEqual([
      expect.objectContaining({
        level: 'info',
        name: 'backup',
        file: path.join(backupDir, written),
        removed: [old[2], old[3]],
        msg: expect.stringMatching(
          new RegExp(
            `^Wrote the daily backup ${path.join(backupDir, written)} \\(.+ MB\\) in .+s; removed 2 older \\(keeping 3\\)\\.$`,
          ),
        ),
      }),
    ]);
    const manifest = await readBackup(path.join(backupDir, written));
    expect(manifest.createdAt).toBe(now.toISOString());
    expect(manifest.media.files).toBe(1);
    expect(manifest.tables.map((t) => t.name)).toContain('users');
  });

  it('logs a failure instead of stopping the shop', async () => {
    const { logger, records } = memoryLogger();
    const blocked = path.join(dataDir, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const daily = startDailyBackups({ database, dataDir, backupDir: blocked, keep: 3, log: logger, firstDelayMs: 0 });
    await daily.next();
    await daily.stop();
    expect(records().at(-1)).toMatchObject({
      level: 'error',
      name: 'backup',
      msg: `The daily backup into ${blocked} failed; trying again in an hour.`,
      err: { message: expect.any(String) },
    });
  });
});
