import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  classifyEntry,
  MANIFEST_ENTRY,
  manifestSchema,
  parseMediaList,
  type Manifest,
} from './format.ts';
import { BackupRefused } from './migrations.ts';

/** The file is not a whole, intact backup. */
export class BackupDamaged extends Error {
  override name = 'BackupDamaged';
  constructor(file: string, detail: string) {
    super(`The backup file ${file} is damaged or incomplete: ${detail}.`);
  }
}

/** What is wrong inside the file; readBackup names the file. */
class Damage extends Error {}

/** The manifest and media list are read into memory; nothing near this size is ever written. */
const SMALL_ENTRY_LIMIT = 64 * 1024 * 1024;

/**
 * Reads a backup file from end to end and checks everything in it: the gzip stream (whose own checksum and length
 * catch a truncated or altered file), the manifest, and each table and media file against its SHA-256, size and
 * row count. With `into`, the tables and media are written there as they are read (a working folder: the caller
 * moves them into place only after this has succeeded). `onManifest` may refuse the backup as soon as the
 * manifest is read (a newer schema, say) before the rest is read.
 */
export async function readBackup(
  file: string,
  opts: { into?: string; onManifest?: (manifest: Manifest) => void } = {},
): Promise<Manifest> {
  await assertBackupFileExists(file);
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(file), zlib.createGunzip(), extract);
  feeding.catch(() => {}); // its error also ends the loop below, which reports it

  let manifest: Manifest | undefined;
  let mediaList: Map<string, string> | undefined;
  let mediaListSha = '';
  const tablesSeen = new Set<string>();
  const mediaSeen = new Set<string>();
  let mediaBytes = 0;
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type === 'directory' && name.replace(/\/$/, '').split('/')[0] === 'media') {
        entry.resume();
        continue;
      }
      const what = classifyEntry(name);
      if (type !== 'file' || what === null) throw new Damage(`it holds an entry no backup has (${name})`);
      if (!manifest && what.kind !== 'manifest') throw new Damage(`its first entry is ${name}, not ${MANIFEST_ENTRY}`);

      if (what.kind === 'manifest') {
        if (manifest) throw new Damage(`it holds two manifests`);
        manifest = parseManifest(await readSmall(entry, name));
        opts.onManifest?.(manifest);
      } else if (what.kind === 'media-list') {
        if (mediaList) throw new Damage(`it holds two media lists`);
        const text = await readSmall(entry, name);
        mediaListSha = sha256(text);
        mediaList = parseMediaList(text.toString('utf8'));
      } else if (what.kind === 'table') {
        const expected = manifest!.tables.find((t) => t.name === what.table);
        if (!expected || tablesSeen.has(what.table))
          throw new Damage(`the table file ${name} is not in its manifest, or twice in the file`);
        tablesSeen.add(what.table);
        const got = await consume(entry, opts.into && path.join(opts.into, name));
        if (got.sha256 !== expected.sha256 || got.bytes !== expected.bytes || got.lines !== expected.rows) {
          throw new Damage(`the rows of table ${what.table} do not match their checksum`);
        }
      } else {
        const expected = mediaList?.get(what.path);
        if (!expected || mediaSeen.has(what.path))
          throw new Damage(`the media file ${what.path} is not in its media list, or twice in the file`);
        mediaSeen.add(what.path);
        const got = await consume(entry, opts.into && path.join(opts.into, 'media', ...what.path.split('/')));
        if (got.sha256 !== expected) throw new Damage(`the media file ${what.path} does not match its checksum`);
        mediaBytes += got.bytes;
      }
    }
    await feeding;
    return checkComplete({ manifest, mediaList, mediaListSha, tablesSeen, mediaSeen, mediaBytes });
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupDamaged(file, error instanceof Damage ? error.message : describeReadError(error));
  }
}

/** Everything the manifest promises was in the file. */
function checkComplete(seen: {
  manifest: Manifest | undefined;
  mediaList: Map<string, string> | undefined;
  mediaListSha: string;
  tablesSeen: Set<string>;
  mediaSeen: Set<string>;
  mediaBytes: number;
}): Manifest {
  const { manifest, mediaList } = seen;
  if (!manifest) throw new Damage('it is empty');
  const missingTable = manifest.tables.find((t) => !seen.tablesSeen.has(t.name));
  if (missingTable) throw new Damage(`the rows of table ${missingTable.name} are missing`);
  if (!mediaList || seen.mediaListSha !== manifest.media.sha256)
    throw new Damage('its media list is missing or does not match its checksum');
  const missingMedia = [...mediaList.keys()].find((p) => !seen.mediaSeen.has(p));
  if (missingMedia) throw new Damage(`the media file ${missingMedia} is missing`);
  if (seen.mediaSeen.size !== manifest.media.files || seen.mediaBytes !== manifest.media.bytes)
    throw new Damage('its media files do not add up to its manifest');
  return manifest;
}

export async function assertBackupFileExists(file: string): Promise<void> {
  try {
    await fs.access(file, fs.constants.R_OK);
  } catch {
    throw new BackupRefused(`There is no backup file at ${file}.`);
  }
}

function parseManifest(bytes: Buffer): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new Damage(`its ${MANIFEST_ENTRY} is not JSON`);
  }
  const head = raw as { format?: unknown; version?: unknown };
  if (head?.format !== BACKUP_FORMAT)
    throw new BackupRefused(`This file is not a backup of this shop (its manifest does not say "${BACKUP_FORMAT}").`);
  if (typeof head.version === 'number' && head.version > BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(
      `This backup was written by a newer version of the shop (backup format ${head.version}; this version reads format ${BACKUP_FORMAT_VERSION}): update the shop, then restore.`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Damage(`its ${MANIFEST_ENTRY} is malformed (${issue.path.join('.') || 'manifest'}: ${issue.message})`);
  }
  return parsed.data;
}

async function readSmall(entry: AsyncIterable<unknown>, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const data of entry) {
    const chunk = data as Buffer;
    size += chunk.byteLength;
    if (size > SMALL_ENTRY_LIMIT) throw new Damage(`its ${name} is implausibly large`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Hashes an entry, counts its lines (a table file has one row per line), and writes it to `target` if given. */
async function consume(
  entry: AsyncIterable<unknown>,
  target: string | undefined,
): Promise<{ sha256: string; bytes: number; lines: number }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  let lines = 0;
  let handle: fs.FileHandle | undefined;
  if (target) {
    await fs.mkdir(path.dirname(target), { recursive: true });
    handle = await fs.open(target, 'wx');
  }
  try {
    for await (const data of entry) {
      const chunk = data as Buffer;
      hash.update(chunk);
      bytes += chunk.byteLength;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      if (handle) await handle.write(chunk);
    }
  } finally {
    await handle?.close();
  }
  return { sha256: hash.digest('hex'), bytes, lines };
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

function describeReadError(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message)) return 'it ends too early (a truncated copy?)';
  if (code === 'Z_DATA_ERROR') return 'it is not gzip-compressed, or its bytes were altered';
  return message;
}
