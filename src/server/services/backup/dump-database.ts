import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tableEntryName, type TableEntry } from './format.ts';
import { rowsOf, type SqlRunner } from '../../db/rows.ts';
import {
  appliedMigrations,
  listSequences,
  listTables,
  primaryKey,
  quoteIdent,
  serverVersion,
  storedColumns,
} from './introspect.ts';
import { BackupRefused } from './migrations.ts';

export interface DatabaseDump {
  engine: Database['kind'];
  serverVersion: string;
  migrations: { hash: string; when: number }[];
  tables: TableEntry[];
  sequences: { name: string; lastValue: string | null }[];
}

/** Rows fetched from the cursor at a time: memory stays small whatever a table holds. */
const FETCH_ROWS = 1000;

/**
 * Writes every table into `dir/tables/<table>.jsonl` from one snapshot of the database: a single read-only
 * REPEATABLE READ transaction, so rows that belong together (an order and its items) are all there or all absent,
 * while the shop goes on serving. On PGlite, which has one connection, other queries wait for it.
 */
export async function dumpDatabase(database: Database, dir: string): Promise<DatabaseDump> {
  await fs.mkdir(path.join(dir, 'tables'), { recursive: true });
  return database.db.transaction(
    async (tx) => {
      // row_to_json writes times in the session's time zone: UTC makes the file the same from any server.
      await tx.execute(sql`set local timezone = 'UTC'`);
      const migrations = await appliedMigrations(tx);
      if (migrations.length === 0)
        throw new BackupRefused(
          'The database holds no shop yet (no migration has run on it): there is nothing to back up.',
        );
      const tables: TableEntry[] = [];
      for (const table of await listTables(tx))
        tables.push(await dumpTable(tx, table, path.join(dir, tableEntryName(table))));
      // Sequences are read after the rows: a value read later is never behind an id the snapshot holds.
      const sequences = await listSequences(tx);
      return { engine: database.kind, serverVersion: await serverVersion(tx), migrations, tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(tx: SqlRunner, table: string, file: string): Promise<TableEntry> {
  const columns = await storedColumns(tx, table);
  const key = await primaryKey(tx, table);
  // Primary-key order, text compared byte by byte ("C"), so the file is the same from PGlite and PostgreSQL.
  const order =
    key.length > 0
      ? key.map((k) => `r.${quoteIdent(k.name)}${k.collatable ? ' collate "C"' : ''}`).join(', ')
      : 'row_to_json(r)::text collate "C"';
  const cursor = quoteIdent(`backup_${table}`);
  await tx.execute(
    sql.raw(
      `declare ${cursor} no scroll cursor for select row_to_json(r)::text as line
       from (select ${columns.map(quoteIdent).join(', ')} from public.${quoteIdent(table)}) r order by ${order}`,
    ),
  );
  const hash = crypto.createHash('sha256');
  const handle = await fs.open(file, 'wx');
  let rows = 0;
  let bytes = 0;
  try {
    for (;;) {
      const batch = await rowsOf<{ line: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from ${cursor}`));
      if (batch.length === 0) break;
      const chunk = Buffer.from(batch.map((r) => `${r.line}\n`).join(''));
      hash.update(chunk);
      await handle.write(chunk);
      rows += batch.length;
      bytes += chunk.byteLength;
    }
  } finally {
    await handle.close();
  }
  await tx.execute(sql.raw(`close ${cursor}`));
  return { name: table, columns, rows, bytes, sha256: hash.digest('hex') };
}
