import { sql } from 'drizzle-orm';
import { rowsOf, type SqlRunner } from '../../db/rows.ts';

/**
 * What the database itself says about the shop's schema (PostgreSQL's catalogs, the same on PGlite), so backup and
 * restore handle every table, whichever migrations made it. Values are read as text: the two drivers parse
 * bigints and times differently, text is the same on both. Names sort byte by byte ("C"), whatever the server's
 * locale, so lists compare equal across servers.
 */

/** Ordinary and partitioned tables of the public schema (not the partitions: their parent holds their rows). */
export async function listTables(runner: SqlRunner): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    runner,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname collate "C"`,
  );
  return rows.map((r) => r.name);
}

/** Every relation, sequence and type the shop's migrations may have made: a non-empty list means "not empty". */
export async function listSchemaObjects(runner: SqlRunner): Promise<{ kind: string; name: string }[]> {
  return rowsOf(
    runner,
    sql`select case c.relkind when 'S' then 'sequence' when 'v' then 'view' when 'm' then 'materialized view' when 'f' then 'foreign table' else 'table' end as kind,
               c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and not c.relispartition
          and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
        union all
        select case t.typtype when 'e' then 'enum' else 'domain' end, t.typname
        from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'public' and t.typtype in ('e', 'd')
          and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')
        order by 1, 2`,
  );
}

/** The columns a backup holds: every column but generated ones, in table order. */
export async function storedColumns(runner: SqlRunner, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    runner,
    sql`select a.attname as name from pg_attribute a
        where a.attrelid = ${`public.${quoteIdent(table)}`}::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
  return rows.map((r) => r.name);
}

/** The primary key's columns in key order (empty when the table has none), and whether each sorts by a collation. */
export async function primaryKey(runner: SqlRunner, table: string): Promise<{ name: string; collatable: boolean }[]> {
  return rowsOf(
    runner,
    sql`select a.attname as name, a.attcollation <> 0 as collatable from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
        where i.indrelid = ${`public.${quoteIdent(table)}`}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
}

/** Foreign keys between public tables: `table` holds a reference to `references`. */
export async function foreignKeys(runner: SqlRunner): Promise<{ table: string; references: string }[]> {
  return rowsOf(
    runner,
    sql`select t.relname as "table", r.relname as "references" from pg_constraint c
        join pg_class t on t.oid = c.conrelid join pg_namespace tn on tn.oid = t.relnamespace
        join pg_class r on r.oid = c.confrelid join pg_namespace rn on rn.oid = r.relnamespace
        where c.contype = 'f' and tn.nspname = 'public' and rn.nspname = 'public'`,
  );
}

/** Sequences of the public schema with their last value (null when never used). */
export async function listSequences(runner: SqlRunner): Promise<{ name: string; lastValue: string | null }[]> {
  return rowsOf(
    runner,
    sql`select sequencename as name, last_value::text as "lastValue" from pg_sequences where schemaname = 'public' order by sequencename collate "C"`,
  );
}

/** drizzle's record of applied migrations (schema "drizzle"), oldest first; empty when it has none. */
export async function appliedMigrations(runner: SqlRunner): Promise<{ hash: string; when: number }[]> {
  const [exists] = await rowsOf<{ present: boolean }>(
    runner,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return [];
  const rows = await rowsOf<{ hash: string; when: string }>(
    runner,
    sql`select hash, created_at::text as "when" from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => ({ hash: r.hash, when: Number(r.when) }));
}

export async function serverVersion(runner: SqlRunner): Promise<string> {
  const [row] = await rowsOf<{ version: string }>(runner, sql`select current_setting('server_version') as version`);
  return row?.version ?? 'unknown';
}

/** An SQL identifier in double quotes, as PostgreSQL's quote_ident does for names that need it (always, here). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
