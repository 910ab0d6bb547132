import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import os from 'node:os';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsFolder, openDatabase, type Db } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { listSequences, listTables, storedColumns } from '../../src/server/services/backup/introspect.ts';

/** Helpers for the backup suites: what a database and a media folder hold, and backups rewritten on purpose. */

/**
 * Each public table's row count and an MD5 over its rows (row_to_json in a fixed order, times in UTC), computed
 * here rather than by the backup code, so a test compares what two databases hold, not what the dump says.
 */
export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = await rowsOf<{ name: string }>(
      tx,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const sums: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await rowsOf<{ sum: string }>(
        tx,
        sql.raw(
          `select count(*)::text || ' rows, md5 ' || md5(coalesce(string_agg(row_to_json(t)::text, E'\\n' order by row_to_json(t)::text collate "C"), '')) as sum from public."${name}" t`,
        ),
      );
      sums[name] = row!.sum;
    }
    return sums;
  });
}

/** path → SHA-256 of every file under a folder. */
export function filesOf(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
}

export type BackupEntries = Map<string, Buffer>;

/**
 * Reads a backup, lets `edit` change its manifest and entries, recomputes the tables' checksums so the file is
 * well-formed again, and writes it to `out`: a backup that passes every check but carries what a test needs
 * (another schema level, a row that cannot load).
 */
export async function rewriteBackup(
  file: string,
  out: string,
  edit: (manifest: Record<string, any>, entries: BackupEntries) => void,
): Promise<void> {
  const entries: BackupEntries = new Map();
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await reading;
  const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
  edit(manifest, entries);
  for (const table of manifest.tables) {
    const data = entries.get(`tables/${table.name}.jsonl`)!;
    table.bytes = data.byteLength;
    table.rows = data.toString('utf8').split('\n').length - 1;
    table.sha256 = crypto.createHash('sha256').update(data).digest('hex');
  }
  entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
  const pack = tar.pack();
  const writing = pipeline(pack, zlib.createGzip(), fs.createWriteStream(out));
  const order = ['manifest.json', ...[...entries.keys()].filter((name) => name !== 'manifest.json')];
  for (const name of order)
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name }, entries.get(name)!, (error) => (error ? reject(error) : resolve())),
    );
  pack.finalize();
  await writing;
}

/**
 * The schema after the first `level` migrations (drizzle's own migrator on a scratch PGlite, the journal cut
 * there): each table's stored columns, and the sequences. What a backup taken by an older version holds.
 */
export async function schemaAtLevel(level: number): Promise<{ tables: Map<string, string[]>; sequences: Set<string> }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  const database = await openDatabase({ migrate: false });
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    journal.entries = journal.entries.slice(0, level);
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    for (const { tag } of journal.entries)
      fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    const tables = new Map<string, string[]>();
    for (const table of await listTables(database.db)) tables.set(table, await storedColumns(database.db, table));
    return { tables, sequences: new Set((await listSequences(database.db)).map((s) => s.name)) };
  } finally {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Turns a backup's manifest and entries into those of the same shop at an older schema (schemaAtLevel). */
export function asOfLevel(level: number, schema: Awaited<ReturnType<typeof schemaAtLevel>>) {
  return (manifest: Record<string, any>, entries: BackupEntries) => {
    manifest.migrations.splice(level);
    for (const table of manifest.tables) {
      if (!schema.tables.has(table.name)) entries.delete(`tables/${table.name}.jsonl`);
    }
    manifest.tables = manifest.tables.filter((t: { name: string }) => schema.tables.has(t.name));
    manifest.sequences = manifest.sequences.filter((s: { name: string }) => schema.sequences.has(s.name));
    for (const table of manifest.tables) {
      const columns = schema.tables.get(table.name)!;
      table.columns = table.columns.filter((c: string) => columns.includes(c));
      const name = `tables/${table.name}.jsonl`;
      const rows = entries
        .get(name)!
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      entries.set(
        name,
        Buffer.from(
          rows.map((row) => `${JSON.stringify(Object.fromEntries(columns.map((c) => [c, row[c]])))}\n`).join(''),
        ),
      );
    }
  };
}
