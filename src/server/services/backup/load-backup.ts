import { createReadStream } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tableEntryName, type Manifest, type TableEntry } from './format.ts';
import { rowsOf, type SqlRunner } from '../../db/rows.ts';
import { appliedMigrations, foreignKeys, listSchemaObjects, listTables, quoteIdent } from './introspect.ts';
import { loadOrder } from './load-order.ts';
import { BackupRefused, planRestoreMigrations, readCodeMigrations, type CodeMigration } from './migrations.ts';

/** Rows per INSERT, and a cap on the text sent at once. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

export interface LoadResult {
  tables: number;
  rows: number;
  /** Migrations run after loading: the backup was taken before this version's schema. */
  migratedForward: string[];
}

/**
 * Loads a checked backup (read-backup.ts wrote its tables into `dir`) into a database in one transaction: the
 * schema at the backup's migration level, every row, the sequences where they were, then the migrations since.
 * Anything failing rolls all of it back. `replace` first drops what the database holds (in the same transaction);
 * without it a database that is not empty is refused.
 */
export async function loadBackup(
  database: Database,
  dir: string,
  manifest: Manifest,
  opts: { replace: boolean },
): Promise<LoadResult> {
  const plan = planRestoreMigrations(readCodeMigrations(), manifest.migrations);
  return database.db.transaction(async (tx) => {
    if (opts.replace) await dropShopSchema(tx);
    else await assertEmpty(tx);
    await createMigrationsTable(tx);
    for (const migration of plan.toBackupLevel) await applyMigration(tx, migration);

    const tables = await listTables(tx);
    const inBackup = manifest.tables.map((t) => t.name).sort();
    if ([...tables].sort().join() !== inBackup.join()) {
      throw new BackupRefused(
        `The backup's tables (${inBackup.join(', ')}) are not the tables of its own schema level (${tables.join(', ')}).`,
      );
    }
    // Rows a migration may have put in are replaced by the backup's.
    if (tables.length > 0)
      await tx.execute(sql.raw(`truncate ${tables.map((t) => `public.${quoteIdent(t)}`).join(', ')}`));
    let rows = 0;
    for (const table of loadOrder(tables, await foreignKeys(tx))) {
      rows += await loadTable(
        tx,
        manifest.tables.find((t) => t.name === table)!,
        path.join(dir, tableEntryName(table)),
      );
    }
    for (const { name, lastValue } of manifest.sequences) {
      if (lastValue !== null)
        await tx.execute(sql`select setval(${`public.${quoteIdent(name)}`}::regclass, ${lastValue}::bigint, true)`);
    }
    for (const migration of plan.forward) await applyMigration(tx, migration);
    return { tables: tables.length, rows, migratedForward: plan.forward.map((m) => m.tag) };
  });
}

async function loadTable(tx: SqlRunner, table: TableEntry, file: string): Promise<number> {
  const target = `public.${quoteIdent(table.name)}`;
  const columns = table.columns.map(quoteIdent).join(', ');
  // json_populate_recordset turns each JSON value into the column's type with the type's own input function;
  // OVERRIDING SYSTEM VALUE keeps the ids of identity columns.
  const insert = async (batch: string[]) => {
    try {
      await tx.execute(sql`insert into ${sql.raw(target)} (${sql.raw(columns)}) overriding system value
                           select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(target)}, ${`[${batch.join(',')}]`}::json)`);
    } catch (error) {
      throw new Error(`the rows of table ${table.name} do not fit the database (${databaseMessage(error)})`, {
        cause: error,
      });
    }
  };
  let batch: string[] = [];
  let batchBytes = 0;
  const lines = readline.createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    batch.push(line);
    batchBytes += line.length;
    if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) {
      await insert(batch);
      batch = [];
      batchBytes = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
  const [counted] = await rowsOf<{ n: string }>(tx, sql.raw(`select count(*)::text as n from ${target}`));
  if (Number(counted?.n) !== table.rows)
    throw new Error(`Table ${table.name} holds ${counted?.n} rows after loading, not ${table.rows}.`);
  return table.rows;
}

/** The same table and records as drizzle's migrator keeps, so the shop's next start knows what has run. */
async function createMigrationsTable(tx: SqlRunner): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
}

async function applyMigration(tx: SqlRunner, migration: CodeMigration): Promise<void> {
  try {
    for (const statement of migration.statements) await tx.execute(sql.raw(statement));
  } catch (error) {
    throw new Error(`migration ${migration.tag} failed (${databaseMessage(error)})`, { cause: error });
  }
  await tx.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.when})`,
  );
}

/** The database's own words, without the statement and its parameters (rows of customers' data) that drizzle adds. */
function databaseMessage(error: unknown): string {
  const inner = error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
  return inner instanceof Error ? inner.message : String(inner);
}

export class TargetNotEmpty extends BackupRefused {
  override name = 'TargetNotEmpty';
}

/** What makes a database "not empty" for a restore: anything a migration makes, or drizzle's record of one. */
export async function describeContents(runner: SqlRunner): Promise<string | null> {
  const objects = await listSchemaObjects(runner);
  const migrations = await appliedMigrations(runner);
  if (objects.length === 0 && migrations.length === 0) return null;
  const tables = objects.filter((o) => o.kind === 'table');
  return tables.length > 0
    ? `${tables.length} tables (${tables
        .slice(0, 3)
        .map((t) => t.name)
        .join(', ')}${tables.length > 3 ? ', …' : ''})`
    : `${objects.length + migrations.length} schema objects`;
}

async function assertEmpty(tx: SqlRunner): Promise<void> {
  const contents = await describeContents(tx);
  if (contents) throw new TargetNotEmpty(`The database is not empty: it holds ${contents}.`);
}

async function dropShopSchema(tx: SqlRunner): Promise<void> {
  const statement: Record<string, string> = {
    table: 'drop table if exists',
    view: 'drop view if exists',
    'materialized view': 'drop materialized view if exists',
    'foreign table': 'drop foreign table if exists',
    sequence: 'drop sequence if exists',
    enum: 'drop type if exists',
    domain: 'drop domain if exists',
  };
  for (const { kind, name } of await listSchemaObjects(tx)) {
    await tx.execute(sql.raw(`${statement[kind]} public.${quoteIdent(name)} cascade`));
  }
  await tx.execute(sql`drop schema if exists drizzle cascade`);
}
