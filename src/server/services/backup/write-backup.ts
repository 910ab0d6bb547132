import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import stream, { type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import type { Database } from '../../db/client.ts';
import { dumpDatabase } from './dump-database.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  formatMediaList,
  MANIFEST_ENTRY,
  MEDIA_LIST_ENTRY,
  tableEntryName,
  type Manifest,
} from './format.ts';
import { describeApplied, readCodeMigrations } from './migrations.ts';
import { snapshotMedia } from './snapshot-media.ts';
import { makeWorkDir } from './work-dir.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';

const WHOLE_FILE_BYTES = 4 * 1024 * 1024;

export interface Backup {
  manifest: Manifest;
  /** The .tar.gz bytes (format.ts). Destroying it stops the backup; its working folder goes either way. */
  stream: Readable;
}

/**
 * One backup of the shop: the database (one snapshot) and then the media (folder or bucket), in the format of format.ts.
 * The rows are written to a working folder in DATA_DIR first, so the snapshot's transaction lasts as long as
 * reading the rows, not as long as whoever reads the stream.
 */
export async function createBackup(
  database: Database,
  dataDir: string,
  now = new Date(),
  /** Where the pictures are: default DATA_DIR/media; the bucket's objects with MEDIA_STORAGE=s3. */
  mediaStorage?: MediaStorage,
): Promise<Backup> {
  const work = await makeWorkDir(dataDir, 'backup');
  const removeWork = () => fs.rm(work, { recursive: true, force: true });
  let manifest: Manifest;
  let media: Awaited<ReturnType<typeof snapshotMedia>>;
  try {
    const dump = await dumpDatabase(database, work);
    media = await snapshotMedia(mediaStorage ?? path.join(dataDir, 'media'), path.join(work, 'media'));
    const mediaList = formatMediaList(media);
    await fs.writeFile(path.join(work, MEDIA_LIST_ENTRY), mediaList);
    manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      source: { engine: dump.engine, serverVersion: dump.serverVersion },
      migrations: describeApplied(dump.migrations, readCodeMigrations()),
      tables: dump.tables,
      sequences: dump.sequences,
      media: {
        files: media.length,
        bytes: media.reduce((sum, f) => sum + f.bytes, 0),
        sha256: crypto.createHash('sha256').update(mediaList).digest('hex'),
      },
    };
    await fs.writeFile(path.join(work, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
  } catch (error) {
    await removeWork();
    throw error;
  }

  const pack = tar.pack();
  const output = stream.pipeline(pack, zlib.createGzip(), () => {});
  const mtime = now;
  const add = async (name: string, file: string, size: number) => {
    const header = { name, size, mtime, mode: 0o644 };
    // Pictures are small: one read each (a stream's 64 KB buffers cost more in garbage than the pictures weigh).
    if (size <= WHOLE_FILE_BYTES) {
      const data = await fs.readFile(file);
      await new Promise<void>((resolve, reject) =>
        pack.entry(header, data, (error) => (error ? reject(error) : resolve())),
      );
    } else {
      await pipeline(createReadStream(file), pack.entry(header));
    }
  };
  void (async () => {
    try {
      for (const name of [MANIFEST_ENTRY, MEDIA_LIST_ENTRY])
        await add(name, path.join(work, name), (await fs.stat(path.join(work, name))).size);
      for (const table of manifest.tables)
        await add(tableEntryName(table.name), path.join(work, tableEntryName(table.name)), table.bytes);
      for (const file of media)
        await add(`media/${file.path}`, path.join(work, 'media', ...file.path.split('/')), file.bytes);
      pack.finalize();
    } catch (error) {
      pack.destroy(error as Error);
    } finally {
      await removeWork();
    }
  })();
  return { manifest, stream: output };
}
