import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from '../log/logger.ts';
import * as schema from './schema.ts';

/** Both drivers give the same drizzle API; services only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * PostgreSQL when a URL is given, otherwise PGlite stored in `dataDir` (or in memory for `memory://`).
 * Migrations run before the database is handed out, unless `migrate: false` (backup and restore, which must see
 * the schema as it is).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; poolSize?: number; log?: Logger; migrate?: boolean }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, a dropped test database) is replaced on next use;
    // without a listener node-postgres would turn it into an uncaught error that stops the process.
    const log = opts.log?.child({ name: 'db' });
    pool.on('error', (err) => log?.warn({ err }, 'an idle PostgreSQL connection failed; the pool opens a new one when needed'));
    const db = drizzle({ client: pool, schema });
    if (opts.migrate !== false) await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The trigram index of name search (migration 0001); PostgreSQL servers ship it as a contrib extension.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  if (opts.migrate !== false) await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
