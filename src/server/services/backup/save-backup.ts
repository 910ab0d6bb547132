import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Manifest } from './format.ts';
import { readBackup } from './read-backup.ts';

export class BackupFileExists extends Error {
  override name = 'BackupFileExists';
}

/**
 * Writes a backup stream to `file` under a temporary name, reads it back and checks it whole (read-backup.ts),
 * then links it into place: `file` only ever appears as a complete backup that restores, and an existing file is
 * never replaced.
 */
export async function saveBackup(source: Readable, file: string): Promise<{ bytes: number; manifest: Manifest }> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  if (await exists(file))
    throw new BackupFileExists(`${file} already exists: choose another name (an older backup is never overwritten).`);
  const partial = `${file}.${process.pid}.partial`;
  try {
    await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    const manifest = await readBackup(partial);
    try {
      await fs.link(partial, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        throw new BackupFileExists(
          `${file} already exists: choose another name (an older backup is never overwritten).`,
        );
      throw error;
    }
    return { bytes: (await fs.stat(file)).size, manifest };
  } finally {
    await fs.rm(partial, { force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
