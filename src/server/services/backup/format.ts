import { z } from 'zod';

/**
 * The backup file: a gzip-compressed tar archive holding, in this order,
 *
 *   manifest.json          what the rest holds (the schema below): enough to check every other entry
 *   media.sha256           one line per media file, `<sha256>  media/<path>` (the `sha256sum -c` format)
 *   tables/<table>.jsonl   every row of one table, one JSON object per line (PostgreSQL's row_to_json, times in
 *                          UTC), in primary-key order; generated columns left out (the database computes them)
 *   media/…                the media folder (uploaded and seed pictures)
 *
 * Every table of the database's public schema is in it, whatever the schema holds today, so tables added later
 * are backed up with no change here.
 */

export const BACKUP_FORMAT = 'old-city-gifts-backup';
/** Raised when a reader of the previous version could no longer read what is written. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const MEDIA_LIST_ENTRY = 'media.sha256';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');
const count = z.number().int().min(0);
const tableName = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'a lower-case SQL name');

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  source: z.object({ engine: z.enum(['pglite', 'postgres']), serverVersion: z.string() }),
  /** The migrations applied to the database backed up, oldest first (drizzle's journal `when` and file hash). */
  migrations: z.array(z.object({ tag: z.string().nullable(), when: z.number().int(), hash: z.string() })).min(1),
  tables: z.array(
    z.object({
      name: tableName,
      /** The columns each line holds, in table order. */
      columns: z.array(z.string().min(1)).min(1),
      rows: count,
      bytes: count,
      sha256,
    }),
  ),
  /** Each sequence's last value as text (a bigint), null when never used. */
  sequences: z.array(
    z.object({
      name: tableName,
      lastValue: z
        .string()
        .regex(/^-?\d+$/)
        .nullable(),
    }),
  ),
  media: z.object({ files: count, bytes: count, sha256 }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = Manifest['tables'][number];
export type MigrationRecord = Manifest['migrations'][number];

export const tableEntryName = (table: string) => `tables/${table}.jsonl`;

/**
 * What an archive entry is, by its name; null for a name no backup writes (which makes the file suspect).
 * Media paths are relative, of plain segments: no empty, '.', '..' or hidden segment, no backslash or NUL.
 */
export function classifyEntry(
  name: string,
):
  | { kind: 'manifest' }
  | { kind: 'media-list' }
  | { kind: 'table'; table: string }
  | { kind: 'media'; path: string }
  | null {
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  if (name === MEDIA_LIST_ENTRY) return { kind: 'media-list' };
  const table = /^tables\/([a-z_][a-z0-9_]*)\.jsonl$/.exec(name);
  if (table) return { kind: 'table', table: table[1]! };
  if (name.startsWith('media/')) {
    const rest = name.slice('media/'.length);
    if (isSafeMediaPath(rest)) return { kind: 'media', path: rest };
  }
  return null;
}

export function isSafeMediaPath(relative: string): boolean {
  if (relative.length === 0 || relative.length > 1024 || /[\\\0]/.test(relative)) return false;
  return relative.split('/').every((segment) => segment.length > 0 && !segment.startsWith('.'));
}

/** Media files the backup leaves out: files being written (`*.tmp`, renamed into place when complete) and hidden ones. */
export const isMediaFileBackedUp = (relative: string) => isSafeMediaPath(relative) && !relative.endsWith('.tmp');

export function formatMediaList(files: { path: string; sha256: string }[]): string {
  return files.map((f) => `${f.sha256}  media/${f.path}\n`).join('');
}

/** Reads media.sha256 into path → sha256; throws on a malformed line. */
export function parseMediaList(text: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [index, line] of text.split('\n').entries()) {
    if (line === '') continue;
    const match = /^([0-9a-f]{64}) {2}media\/(.+)$/.exec(line);
    if (!match || !isSafeMediaPath(match[2]!) || files.has(match[2]!))
      throw new Error(`line ${index + 1} of ${MEDIA_LIST_ENTRY} is malformed`);
    files.set(match[2]!, match[1]!);
  }
  return files;
}

/** The name of a backup written at `date`: sorts by time, and has no character a file system refuses. */
export function backupFileName(date: Date): string {
  return `shop-backup-${date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}
