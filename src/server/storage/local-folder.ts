import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type MediaStorage } from './media-storage.ts';

/**
 * Media in a local folder (by default $DATA_DIR/media, served at /media). Files are written to a temporary
 * name and linked into place, so a reader never sees half a file and an existing file is never replaced.
 */
export function localFolderStorage(root: string, urlBase = '/media'): MediaStorage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async create(key, data) {
      const target = fileFor(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, data, { flag: 'wx' });
      try {
        await fs.link(temporary, target); // fails with EEXIST instead of replacing
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
  };
}
