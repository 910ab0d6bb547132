import crypto from 'node:crypto';
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
  /**
   * Runs `work` while this process holds the database-wide lock `name` (a PostgreSQL session advisory lock on a
   * connection of its own), so shops sharing one PostgreSQL do it one at a time: migrations, the first seed, a site
   * build. On PGlite only one process opens the data folder; calls in it still take turns.
   */
  withLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * VACUUM (ANALYZE) of the catalog tables: the planner's statistics, and a visibility map that lets a search's
   * count read only its index. PostgreSQL's autovacuum does it by itself; PGlite has none, so it runs after every
   * seed and at every start (milliseconds at 10,000 products: the catalog changes little between).
   */
  tidyCatalog(): Promise<void>;
  /**
   * PostgreSQL only: calls `onMessage` with the payload of every NOTIFY on `channel`, from any connection, until the
   * returned stop() is called. The connection is re-opened when lost; `onGap` then says messages may have been
   * missed. Resolves once LISTEN is in effect.
   */
  listen?(
    channel: string,
    handlers: { onMessage: (payload: string) => void; onGap: () => void },
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * PostgreSQL when a URL is given, otherwise PGlite stored in `dataDir` (or in memory for `memory://`).
 * Migrations run before the database is handed out, unless `migrate: false` (backup and restore, which must see
 * the schema as it is).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  log?: Logger;
  migrate?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // The catalog's searches are named prepared statements (one per shape). A generic plan cannot see the LIKE
    // pattern or how big a category is (a name search's generic plan cost 2-3x the CPU), so each execution is planned
    // for its values; parsing and rewriting are still done once per connection.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      options: '-c plan_cache_mode=force_custom_plan',
    });
    // An idle connection the server drops (restart, failover, a dropped test database) is replaced on next use;
    // without a listener node-postgres would turn it into an uncaught error that stops the process.
    const log = opts.log?.child({ name: 'db' });
    pool.on('error', (err) =>
      log?.warn({ err }, 'an idle PostgreSQL connection failed; the pool opens a new one when needed'),
    );
    const db = drizzle({ client: pool, schema });
    const listeners = new Set<Listener>();
    const withLock = <T>(name: string, work: () => Promise<T>) =>
      withAdvisoryLock(opts.databaseUrl as string, name, work);
    // Shops starting together on one database: the first migrates, the others wait and find nothing left to do.
    if (opts.migrate !== false) await withLock('migrations', () => migrate(db, { migrationsFolder }));
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      withLock,
      tidyCatalog: async () => {
        await pool.query(TIDY_CATALOG);
      },
      async listen(channel, handlers) {
        const listener = await Listener.open(opts.databaseUrl as string, channel, handlers, log);
        listeners.add(listener);
        return async () => {
          listeners.delete(listener);
          await listener.stop();
        };
      },
      async close() {
        await Promise.all([...listeners].map((l) => l.stop()));
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The trigram index of name search (migration 0001); PostgreSQL servers ship it as a contrib extension.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const db = drizzle({ client, schema });
  const tidyCatalog = async () => {
    await client.exec(TIDY_CATALOG);
  };
  if (opts.migrate !== false) {
    await migrate(db, { migrationsFolder });
    await tidyCatalog();
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    withLock: inProcessLock(),
    tidyCatalog,
    close: () => client.close(),
  };
}

const TIDY_CATALOG = 'vacuum (analyze) products, product_sizes';

/**
 * PGlite's own start parameters (single-user mode, fsync off: a commit is written to the OS before the query
 * returns, so it survives the process, not a power cut) plus a smaller buffer pool. Its files are read through the
 * OS page cache, which does not count against the process, so 128 MB of shared buffers cached the catalog twice:
 * 32 MB holds a 10,000-product catalog's hot pages and saves about 100 MiB of RSS. `relaxedDurability` is not set:
 * it only skips waiting for syncToFs, which does nothing on the Node file system (see docs/decisions.md).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

/** Advisory locks take a 64-bit key; a name reads better in code, so it is hashed into one (stable across versions). */
export function advisoryLockKey(name: string): bigint {
  return crypto.createHash('sha256').update(`old-city-gifts:${name}`).digest().readBigInt64BE(0);
}

async function withAdvisoryLock<T>(databaseUrl: string, name: string, work: () => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  // A connection of its own: a session lock lives exactly as long as its connection, and pool connections are shared.
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // a lost connection releases the lock; the query below then fails and says so
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [advisoryLockKey(name).toString()]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}

function inProcessLock(): Database['withLock'] {
  const tails = new Map<string, Promise<unknown>>();
  return (name, work) => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.catch(() => {}).then(work);
    tails.set(name, run);
    void run
      .finally(() => {
        if (tails.get(name) === run) tails.delete(name);
      })
      .catch(() => {});
    return run;
  };
}

/** One LISTEN connection, re-opened (after a second, then every few) whenever PostgreSQL drops it. */
class Listener {
  #client: import('pg').Client | undefined;
  #stopped = false;
  #retry: ReturnType<typeof setTimeout> | undefined;

  readonly databaseUrl: string;
  readonly channel: string;
  readonly handlers: { onMessage: (payload: string) => void; onGap: () => void };
  readonly log: Logger | undefined;

  private constructor(databaseUrl: string, channel: string, handlers: Listener['handlers'], log: Logger | undefined) {
    this.databaseUrl = databaseUrl;
    this.channel = channel;
    this.handlers = handlers;
    this.log = log;
  }

  static async open(
    databaseUrl: string,
    channel: string,
    handlers: Listener['handlers'],
    log?: Logger,
  ): Promise<Listener> {
    const listener = new Listener(databaseUrl, channel, handlers, log);
    await listener.#connect();
    return listener;
  }

  async #connect(): Promise<void> {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.onMessage(message.payload ?? '');
    });
    client.on('error', (err) => {
      this.log?.warn(
        { err, channel: this.channel },
        'the connection listening for changes from other instances failed; opening it again',
      );
      this.#reconnect(client);
    });
    client.on('end', () => this.#reconnect(client));
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
    if (this.#stopped) {
      await client.end();
      return;
    }
    this.#client = client;
  }

  #reconnect(lost: import('pg').Client, delayMs = 1000): void {
    if (this.#stopped || this.#client !== lost) return;
    this.#client = undefined;
    void lost.end().catch(() => {});
    this.#retry = setTimeout(() => {
      this.#connect().then(
        () => this.handlers.onGap(),
        (err: unknown) => {
          this.log?.warn(
            { err, channel: this.channel },
            'could not listen for changes from other instances yet; trying again',
          );
          this.#client = lost;
          this.#reconnect(lost, Math.min(delayMs * 2, 10_000));
        },
      );
    }, delayMs);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }
}
