import crypto from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getMimeType } from 'hono/utils/mime';
import { assertSafeKey, MediaKeyTaken, type MediaStorage } from './media-storage.ts';

/**
 * Media in a local folder (by default $DATA_DIR/media, served at /media). Files are written to a temporary
 * name and linked into place, so a reader never sees half a file and an existing file is never replaced.
 */
export function localFolderStorage(root: string, urlBase = '/media'): MediaStorage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  const statOf = async (key: string) => {
    try {
      const stat = await fs.stat(fileFor(key));
      return stat.isFile() ? stat : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    kind: 'folder',
    name: root,
    localRoot: root,
    async create(key, data) {
      const target = fileFor(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, data, { flag: 'wx' });
      try {
        await fs.link(temporary, target); // fails with EEXIST instead of replacing
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new MediaKeyTaken(key);
        throw error;
      } finally {
        await fs.rm(temporary, { force: true });
      }
    },
    async remove(key) {
      await fs.rm(fileFor(key), { force: true });
    },
    urlFor(key) {
      assertSafeKey(key);
      return `${urlBase}/${key}`;
    },
    async exists(key) {
      return (await statOf(key)) !== null;
    },
    async read(key) {
      const stat = await statOf(key);
      if (!stat) return null;
      return {
        body: Readable.toWeb(createReadStream(fileFor(key))) as ReadableStream<Uint8Array>,
        bytes: stat.size,
        contentType: getMimeType(key),
        lastModified: stat.mtime,
        etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      };
    },
    async *list() {
      let dirents: Dirent[] = [];
      try {
        dirents = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      for (const d of dirents) {
        if (!d.isFile() || d.name.endsWith('.tmp')) continue;
        const key = path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/');
        if (key.split('/').some((s) => s.startsWith('.'))) continue;
        const { size } = await fs.stat(path.join(d.parentPath, d.name)).catch(() => ({ size: -1 }));
        if (size >= 0) yield { key, bytes: size };
      }
    },
    async check() {},
  };
}
