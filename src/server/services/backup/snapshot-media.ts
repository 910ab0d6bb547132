import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createWriteStream } from 'node:fs';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { isMediaFileBackedUp } from './format.ts';

export interface MediaFile {
  /** Relative to the media folder, with '/' between segments. */
  path: string;
  bytes: number;
  sha256: string;
}

/**
 * Hard-links every media file into `into` (copies it where the file system cannot link): the folder as it is now,
 * which later writes cannot change, because media files are written under new names and never rewritten in place.
 * Taken after the database snapshot: every picture a row of the snapshot names already exists.
 */
export async function snapshotMedia(media: string | MediaStorage, into: string): Promise<MediaFile[]> {
  if (typeof media !== 'string') {
    if (!media.localRoot) return downloadMedia(media, into);
    media = media.localRoot;
  }
  const mediaDir = media;
  let entries: Awaited<ReturnType<typeof listFiles>>;
  try {
    entries = await listFiles(mediaDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  for (const folder of new Set(entries.map((relative) => path.dirname(path.join(into, ...relative.split('/')))))) {
    await fs.mkdir(folder, { recursive: true });
  }
  const files: MediaFile[] = [];
  let next = 0;
  // A few at a time: thousands of small files, each a link and a read.
  const worker = async () => {
    while (next < entries.length) {
      const relative = entries[next++]!;
      const target = path.join(into, ...relative.split('/'));
      if (!(await linkOrCopy(path.join(mediaDir, ...relative.split('/')), target))) continue;
      const { size } = await fs.stat(target);
      files.push({ path: relative, bytes: size, sha256: await sha256Of(target, size) });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

async function listFiles(mediaDir: string): Promise<string[]> {
  const dirents = await fs.readdir(mediaDir, { recursive: true, withFileTypes: true });
  return dirents
    .filter((d) => d.isFile())
    .map((d) => path.relative(mediaDir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .filter(isMediaFileBackedUp);
}

/** False when the file is gone (a failed upload's renditions are removed again). */
async function linkOrCopy(source: string, target: string): Promise<boolean> {
  try {
    await fs.link(source, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw error;
  }
  try {
    await fs.copyFile(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Small files in one read: a stream's 64 KB buffers would cost more in garbage than pictures weigh. */
async function sha256Of(file: string, size: number): Promise<string> {
  const hash = crypto.createHash('sha256');
  if (size <= 4 * 1024 * 1024) return hash.update(await fs.readFile(file)).digest('hex');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The bucket's objects (MEDIA_STORAGE=s3), downloaded into `into`, a few at a time. Taken after the database
 * snapshot, like the folder: keys are never rewritten, so every picture a row of the snapshot names is there.
 */
async function downloadMedia(storage: MediaStorage, into: string): Promise<MediaFile[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list()) if (isMediaFileBackedUp(key)) keys.push(key);
  const files: MediaFile[] = [];
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      const found = await storage.read(key);
      if (!found) continue; // removed since the listing (a failed upload's renditions)
      const target = path.join(into, ...key.split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      const hash = crypto.createHash('sha256');
      let bytes = 0;
      const body = Readable.fromWeb(found.body as import('node:stream/web').ReadableStream<Uint8Array>);
      body.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
      });
      await pipeline(body, createWriteStream(target));
      files.push({ path: key, bytes, sha256: hash.digest('hex') });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
