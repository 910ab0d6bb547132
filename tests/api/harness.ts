import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApi } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { defaultContent } from '../../src/server/content/load.ts';
import { createThrowAwayDatabase } from '../../scripts/bench/throw-away-database.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { createLogger } from '../../src/server/log/logger.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { deliverDueMails, startMailSender, type DeliveryPass } from '../../src/server/mail/sender.ts';
import { createTestPaymentProvider } from '../../src/server/payments/test-provider.ts';
import type { Services } from '../../src/server/services.ts';

export type DatabaseKind = 'pglite' | 'postgres';

// Production hashes passwords at OWASP's scrypt cost (~0.3 s each); tests use a cheap N unless told otherwise.
process.env.PASSWORD_SCRYPT_LOG_N ??= '10';

/** API suites run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A new, empty database on the server of TEST_DATABASE_URL: its URL, and drop() to remove it with its connections. */
export async function throwAwayPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  return createThrowAwayDatabase(base, 'shop_t');
}

/**
 * Where a shop process under test keeps its data: a fresh temp folder and, on PostgreSQL, a throw-away database
 * (the URL is empty on PGlite). remove() deletes both.
 */
export async function freshDataPlace(
  kind: DatabaseKind,
  prefix = 'shop-',
): Promise<{ dataDir: string; databaseUrl: string; remove: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const server = kind === 'postgres' ? await throwAwayPostgres() : null;
  return {
    dataDir,
    databaseUrl: server?.url ?? '',
    async remove() {
      await server?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh, migrated database: in-memory PGlite, or a throw-away database on the PostgreSQL server. */
export async function freshDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({});
  const server = await throwAwayPostgres();
  const database = await openDatabase({ databaseUrl: server.url });
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

export interface TestApp {
  services: Services;
  /** Calls the API as a browser would: `request('/posts/search', { method: 'POST', json: {...} })`. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  /** One pass of the outbox's sender: delivers the mails due now through services.mailer. */
  deliverMails(): Promise<DeliveryPass>;
  close(): Promise<void>;
}

/** `mailSender`: run the shop's background sender (every 20 ms) for suites that wait for mails as a person would. */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<Services> = {},
  opts: { mailSender?: boolean } = {},
): Promise<TestApp> {
  return testAppOn(await freshDatabase(kind), overrides, opts);
}

/** A test app on an open database (closed with the app): several apps on one PostgreSQL act as several instances. */
export function testAppOn(
  database: Database,
  overrides: Partial<Services> = {},
  opts: { mailSender?: boolean } = {},
): TestApp {
  let offset = 0;
  const config = loadConfig({ DATA_DIR: `/tmp/shop-test-${process.pid}` } as NodeJS.ProcessEnv);
  // Quiet: tests assert on answers; a suite that checks what was logged passes a memoryLogger() as `log`.
  const log = createLogger({ level: 'silent' });
  const services: Services = {
    config,
    database,
    content: defaultContent(),
    payments: createTestPaymentProvider(),
    mailer: createMailer({ dataDir: config.dataDir, publicSiteUrl: config.publicSiteUrl, log }),
    log,
    now: () => new Date(Date.now() + offset),
    ...overrides,
  };
  const api = createApi(services);
  const sender = opts.mailSender ? startMailSender(services, 20) : null;
  return {
    services,
    request(path, init = {}) {
      const { json, headers, ...rest } = init;
      const h = new Headers(headers);
      if (json !== undefined) h.set('content-type', 'application/json');
      return Promise.resolve(
        api.request(path, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body }),
      );
    },
    advance(ms) {
      offset += ms;
    },
    deliverMails: () => deliverDueMails(services),
    async close() {
      await sender?.stop();
      await database.close();
    },
  };
}
