// Backups that restore: a shop with customers, orders and pictures, backed up while it runs, comes back whole in a
// fresh PGlite folder and a fresh PostgreSQL database, whichever it was taken from.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createLogger } from '../../src/server/log/logger.ts';
import { runningShop } from '../../src/server/control/client.ts';
import { startShop, type RunningShop } from '../../src/server/runtime.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { readCodeMigrations } from '../../src/server/services/backup/migrations.ts';
import { asOfLevel, filesOf, rewriteBackup, schemaAtLevel, tableChecksums } from './backup-fixtures.ts';
import { runScript } from './cli-fixtures.ts';
import { databaseKinds, freshDataPlace, type DatabaseKind } from './harness.ts';

const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
const customer = { login: 'ani@example.com', password: 'correct horse 1' };
const address = {
  fullName: 'Ani Shopper',
  street: '12 Abovyan St',
  city: 'Yerevan',
  zipCode: '0010',
  country: 'Armenia',
  phone: '+374 10 123456',
};

/** A data folder and, for PostgreSQL, a throw-away database: what `npm start` and the commands are pointed at. */
interface Place {
  kind: DatabaseKind;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  remove(): Promise<void>;
}

async function newPlace(kind: DatabaseKind): Promise<Place> {
  const { dataDir, databaseUrl, remove } = await freshDataPlace(kind, `shop-backup-${kind}-`);
  const env = {
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'dist'),
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    PASSWORD_SCRYPT_LOG_N: '10',
    BACKUP_DIR: '',
  };
  return { kind, dataDir, env, remove };
}

const quiet = { build: 'never', bare: true, banner: false, logger: createLogger({ level: 'silent' }) } as const;
const open = (place: Place) => startShop(loadConfig(place.env), quiet);

/**
 * What a place holds, read straight from its database while no shop runs there: a shop would start sending the
 * mails its outbox holds, and change the rows under the comparison.
 */
async function stateOf(place: Place): Promise<{ tables: Record<string, string>; files: Record<string, string> }> {
  const config = loadConfig(place.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    migrate: false,
  });
  try {
    return { tables: await tableChecksums(database.db), files: filesOf(path.join(place.dataDir, 'media')) };
  } finally {
    await database.close();
  }
}

async function call(
  shop: RunningShop,
  route: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string>; body?: FormData } = {},
) {
  const headers = { ...init.headers, ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}) };
  return fetch(`${shop.url}/api${route}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
}

async function signIn(shop: RunningShop, login: string, password: string): Promise<Response> {
  return call(shop, '/users/login', { method: 'POST', headers: { authorization: basic(login, password) } });
}

async function bearer(shop: RunningShop, login: string, password: string): Promise<Record<string, string>> {
  const res = await signIn(shop, login, password);
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${res.headers.get('x-session-token')}` };
}

async function maxId(shop: RunningShop, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    shop.services.database.db,
    sql.raw(`select coalesce(max(id), 0)::int as n from ${table}`),
  );
  return row!.n;
}

/** A product with stock in a size: [id, size]. */
async function inStock(shop: RunningShop, skip = 0): Promise<[number, string]> {
  const rows = await rowsOf<{ product_id: number; size: string }>(
    shop.services.database.db,
    sql`select product_id, size from product_sizes where quantity > 5 order by product_id, size`,
  );
  const row = rows[skip]!;
  return [row.product_id, row.size];
}

async function placePaidOrder(
  shop: RunningShop,
  auth: Record<string, string>,
  product: [number, string],
  key: string,
): Promise<string> {
  const res = await call(shop, '/checkOut', {
    method: 'POST',
    headers: { ...auth, 'Idempotency-Key': key },
    json: {
      paymentMethod: 'PayPal',
      shippingAddress: address,
      orderItems: [{ productId: product[0], size: product[1], quantity: 2 }],
    },
  });
  expect(res.status).toBe(201);
  const { orderId } = (await res.json()) as { orderId: string };
  expect((await call(shop, `/order/${orderId}/capture`, { method: 'POST', headers: auth })).status).toBe(200);
  return orderId;
}

/** Everything the acceptance names: catalog, an administrator, an uploaded picture, a customer with a cart, a wishlist and a paid order, a subscriber, a message. */
async function fillShop(shop: RunningShop, env: NodeJS.ProcessEnv): Promise<void> {
  expect((await runScript('scripts/seed.ts', ['--products', '12', '--no-images'], env)).code).toBe(0);
  expect(
    (await runScript('scripts/admin.ts', ['--email', 'owner@example.com', '--password', 'owner pass 1'], env)).code,
  ).toBe(0);
  const admin = await bearer(shop, 'owner@example.com', 'owner pass 1');
  const form = new FormData();
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  form.append('file', new File([new Uint8Array(photo)], 'bowl.jpg', { type: 'image/jpeg' }));
  expect((await call(shop, '/post/file/upload', { method: 'POST', headers: admin, body: form })).status).toBe(201);

  const registered = await call(shop, '/users/register', {
    method: 'POST',
    json: { login: customer.login, password: customer.password, firstName: 'Ani', lastName: 'Shopper' },
  });
  expect(registered.status).toBe(201);
  const auth = await bearer(shop, customer.login, customer.password);
  const user = `/users/${encodeURIComponent(customer.login)}`;
  const [product, size] = await inStock(shop, 1);
  expect(
    (
      await call(shop, `${user}/cartList`, {
        method: 'PUT',
        headers: auth,
        json: { productId: product, selectedSize: size, quantity: 1 },
      })
    ).status,
  ).toBe(200);
  expect((await call(shop, `${user}/wishList/${product}`, { method: 'PUT', headers: auth })).status).toBe(200);
  await placePaidOrder(shop, auth, await inStock(shop), 'backup-order-1');
  expect(
    (await call(shop, '/newsletter', { method: 'POST', json: { email: 'reader@example.com', locale: 'hy' } })).status,
  ).toBe(200);
  expect(
    (
      await call(shop, '/contact', {
        method: 'POST',
        json: {
          name: 'Ann Smith',
          email: 'ann@example.com',
          phone: '054-716-2237',
          subject: 'Tiles',
          message: 'Do you ship the Zion Gate tiles to Canada?',
        },
      })
    ).status,
  ).toBe(201);
  // The shop's sender delivers the mails all this caused; then the rows stay as they are for the comparisons.
  const waiting = async () =>
    (
      await rowsOf<{ n: number }>(
        shop.services.database.db,
        sql`select count(*)::int as n from mail_outbox where status = 'waiting'`,
      )
    )[0]!.n;
  await vi.waitFor(async () => expect(await waiting()).toBe(0), { timeout: 20_000, interval: 200 });
}

describe.each(databaseKinds)('a backup of a running shop on %s', (sourceKind) => {
  let source: Place;
  let shop: RunningShop;
  let file: string;
  let sourceTables: Record<string, string>;
  let sourceFiles: Record<string, string>;
  const maxima: Record<string, number> = {};

  beforeAll(async () => {
    source = await newPlace(sourceKind);
    shop = await open(source);
    await fillShop(shop, source.env);
    file = path.join(source.dataDir, 'backups', 'shop.tar.gz');
  }, 120_000);

  afterAll(async () => {
    await shop?.close(1000);
    await source?.remove();
  });

  it('npm run backup goes through the running shop and writes one checked file of every table and picture', async () => {
    const run = await runScript('scripts/backup.ts', ['--out', file], source.env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Backed up \d+ tables \(\d+ rows\) and \d+ media files .* from the running shop \(process \d+\) into .*shop\.tar\.gz .*; read back and checked\.\n$/,
    );
    expect(fs.statSync(file).mode & 0o777).toBe(0o600); // customers' data and password hashes

    sourceTables = await tableChecksums(shop.services.database.db);
    sourceFiles = filesOf(path.join(source.dataDir, 'media'));
    for (const table of ['users', 'orders', 'order_items', 'order_status_history'])
      maxima[table] = table === 'orders' ? 0 : await maxId(shop, table);
    expect(Object.keys(sourceTables)).toEqual(
      expect.arrayContaining([
        'products',
        'users',
        'orders',
        'order_items',
        'order_status_history',
        'wishlist_items',
        'cart_items',
        'newsletter_subscribers',
        'contact_messages',
      ]),
    );
    for (const table of [
      'users',
      'orders',
      'order_items',
      'order_status_history',
      'wishlist_items',
      'cart_items',
      'newsletter_subscribers',
      'contact_messages',
    ]) {
      expect(sourceTables[table], table).not.toMatch(/^0 rows/);
    }
    expect(Object.keys(sourceFiles).some((p) => p.startsWith('uploads/'))).toBe(true);

    // An existing file is never overwritten.
    const again = await runScript('scripts/backup.ts', ['--out', file], source.env);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(
      `${file} already exists: choose another name (an older backup is never overwritten).`,
    );
  }, 120_000);

  it.each(databaseKinds)(
    'restores into a fresh %s target: the same rows and files, old passwords sign in, new ids follow',
    async (targetKind) => {
      const target = await newPlace(targetKind);
      try {
        const run = await runScript('scripts/restore.ts', [file], target.env);
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        expect(run.stdout).toContain(`(from ${sourceKind})`);

        expect(await stateOf(target)).toEqual({ tables: sourceTables, files: sourceFiles });
        const restored = await open(target);
        try {
          expect((await signIn(restored, customer.login, customer.password)).status).toBe(200);
          expect((await signIn(restored, 'owner@example.com', 'owner pass 1')).status).toBe(200);
          const orders = (await (
            await call(restored, `/ordersByUser/${encodeURIComponent(customer.login)}`, {
              headers: await bearer(restored, customer.login, customer.password),
            })
          ).json()) as unknown[];
          expect(orders).toHaveLength(1);

          const newcomer = await call(restored, '/users/register', {
            method: 'POST',
            json: { login: 'new@example.com', password: 'another pass 1', firstName: 'Nor', lastName: 'New' },
          });
          expect(newcomer.status).toBe(201);
          expect(await maxId(restored, 'users')).toBe(maxima.users! + 1);
          await placePaidOrder(
            restored,
            await bearer(restored, customer.login, customer.password),
            await inStock(restored),
            'after-restore-1',
          );
          expect(await maxId(restored, 'order_items')).toBe(maxima.order_items! + 1);
          expect(await maxId(restored, 'order_status_history')).toBeGreaterThan(maxima.order_status_history!);
        } finally {
          await restored.close(1000);
        }
      } finally {
        await target.remove();
      }
    },
    120_000,
  );
});

describe.each(databaseKinds)('restore into %s refuses what would lose data', (kind) => {
  let source: Place;
  let target: Place;
  let file: string;
  let restoredTables: Record<string, string>;
  let restoredFiles: Record<string, string>;

  beforeAll(async () => {
    source = await newPlace('pglite');
    const shop = await open(source);
    try {
      await fillShop(shop, source.env);
    } finally {
      await shop.close(1000);
    }
    file = path.join(os.tmpdir(), `shop-backup-refusals-${kind}-${process.pid}.tar.gz`);
    fs.rmSync(file, { force: true });
    // No shop runs now: the command takes the data folder itself.
    const run = await runScript('scripts/backup.ts', ['--out', file], source.env);
    expect(run.stdout).toContain(`from PGlite in ${path.join(source.dataDir, 'db')}`);
    target = await newPlace(kind);
    expect((await runScript('scripts/restore.ts', [file], target.env)).code).toBe(0);
    ({ tables: restoredTables, files: restoredFiles } = await stateOf(target));
  }, 180_000);

  afterAll(async () => {
    if (file) fs.rmSync(file, { force: true });
    await source?.remove();
    await target?.remove();
  });

  it('refuses a target that is not empty unless --force', async () => {
    const run = await runScript('scripts/restore.ts', [file], target.env);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^The restore target is not empty \(.*\): restore into an empty DATA_DIR and database, or add --force to replace what is there\.$/,
    );
    expect(await stateOf(target)).toEqual({ tables: restoredTables, files: restoredFiles });
  }, 60_000);

  it('refuses with one sentence beside a shop running on the data folder', async () => {
    const shop = await open(target);
    try {
      const run = await runScript('scripts/restore.ts', [file, '--force'], target.env);
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        `A shop is running on ${target.dataDir} (process ${process.pid}): stop it before restoring, since a restore replaces the data it is using.`,
      );
    } finally {
      await shop.close(1000);
    }
  }, 60_000);

  it.runIf(kind === 'postgres')(
    'refuses while another process (a shop on another data folder) uses the PostgreSQL database',
    async () => {
      const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-elsewhere-'));
      const shop = await startShop(
        loadConfig({ ...target.env, DATA_DIR: elsewhere, DIST_DIR: path.join(elsewhere, 'dist') }),
        quiet,
      );
      try {
        await call(shop, '/health');
        const run = await runScript('scripts/restore.ts', [file, '--force'], target.env);
        expect(run.code).toBe(1);
        expect(run.stderr.trim()).toMatch(
          /^\d+ other connections? use the PostgreSQL database shop_t_\w+ \(a running shop\?\): stop (it|them) before restoring into it\.$/,
        );
      } finally {
        await shop.close(1000);
        fs.rmSync(elsewhere, { recursive: true, force: true });
      }
      expect(await stateOf(target)).toEqual({ tables: restoredTables, files: restoredFiles });
    },
    60_000,
  );

  it('a truncated or altered file: a clear sentence, exit code 1, the target untouched even with --force', async () => {
    const bytes = fs.readFileSync(file);
    const truncated = `${file}.truncated`;
    const altered = `${file}.altered`;
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(altered, flipped);
    try {
      const cut = await runScript('scripts/restore.ts', [truncated, '--force'], target.env);
      expect(cut.code).toBe(1);
      expect(cut.stderr.trim()).toBe(
        `The backup file ${truncated} is damaged or incomplete: it ends too early (a truncated copy?).`,
      );
      const changed = await runScript('scripts/restore.ts', [altered, '--force'], target.env);
      expect(changed.code).toBe(1);
      expect(changed.stderr.trim()).toMatch(new RegExp(`^The backup file ${altered} is damaged or incomplete: .+\\.$`));
      const missing = await runScript('scripts/restore.ts', [`${file}.nowhere`], target.env);
      expect(missing.code).toBe(1);
      expect(missing.stderr.trim()).toBe(`There is no backup file at ${file}.nowhere.`);
      expect(await stateOf(target)).toEqual({ tables: restoredTables, files: restoredFiles });
      expect(fs.readdirSync(target.dataDir).filter((name) => name.startsWith('.restore-'))).toEqual([]);
    } finally {
      fs.rmSync(truncated, { force: true });
      fs.rmSync(altered, { force: true });
    }
  }, 60_000);

  it('a backup whose rows cannot load: exit 1, and the --force that dropped the old data is rolled back', async () => {
    const broken = `${file}.broken`;
    await rewriteBackup(file, broken, (_manifest, entries) => {
      // A size of a product that is not in the backup: the foreign key refuses it, after every earlier table loaded.
      entries.set(
        'tables/product_sizes.jsonl',
        Buffer.concat([
          entries.get('tables/product_sizes.jsonl')!,
          Buffer.from('{"product_id":999999,"size":"M","quantity":1,"position":0}\n'),
        ]),
      );
    });
    try {
      const run = await runScript('scripts/restore.ts', [broken, '--force'], target.env);
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toMatch(
        /^Loading the backup into .+ failed, so nothing was restored: the rows of table product_sizes do not fit the database \(.*foreign key.*\)$/,
      );
      expect(await stateOf(target)).toEqual({ tables: restoredTables, files: restoredFiles });
    } finally {
      fs.rmSync(broken, { force: true });
    }
  }, 60_000);

  it('a backup from a newer version is refused; one from before the newest migration is restored and migrated forward', async () => {
    const newer = `${file}.newer`;
    const older = `${file}.older`;
    await rewriteBackup(file, newer, (manifest) =>
      manifest.migrations.push({ tag: '9999_from_the_future', when: 9_999_999_999_999, hash: 'f'.repeat(64) }),
    );
    const code = readCodeMigrations();
    const level = code.length - 1;
    const schema = await schemaAtLevel(level);
    await rewriteBackup(file, older, asOfLevel(level, schema));
    try {
      const refused = await runScript('scripts/restore.ts', [newer, '--force'], target.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(
        'This backup comes from a newer version of the shop (its database has migration 9999_from_the_future, which this version does not have): update the shop, then restore.',
      );
      expect(await stateOf(target)).toEqual({ tables: restoredTables, files: restoredFiles });

      const migrated = await runScript('scripts/restore.ts', [older, '--force'], target.env);
      expect(migrated.stderr).toBe('');
      expect(migrated.code).toBe(0);
      expect(migrated.stdout).toContain(`; then migrated forward (${code.at(-1)!.tag})`);
      // Every row is back; a table the newest migration made starts empty; tables it left alone are as they were.
      const state = await stateOf(target);
      const current = await schemaAtLevel(code.length);
      for (const [table, sum] of Object.entries(restoredTables)) {
        const at = schema.tables.get(table);
        if (!at) expect(state.tables[table], table).toMatch(/^0 rows/);
        else if (at.join() === current.tables.get(table)!.join()) expect(state.tables[table], table).toBe(sum);
        else expect(state.tables[table]!.split(',')[0], table).toBe(sum.split(',')[0]);
      }
      expect(state.files).toEqual(restoredFiles);
    } finally {
      fs.rmSync(newer, { force: true });
      fs.rmSync(older, { force: true });
    }
    // Two restores and two schemas built from the migrations: PGlite on a busy two-core machine needs minutes.
  }, 240_000);
});

describe('a backup through the running shop that its reader abandons', () => {
  it('stops, and leaves no working folder in DATA_DIR', async () => {
    const place = await newPlace('pglite');
    const shop = await open(place);
    try {
      // Pictures that do not compress, more than the sockets buffer: the shop is still writing when the reader leaves.
      fs.mkdirSync(path.join(place.dataDir, 'media', 'uploads'), { recursive: true });
      for (const n of [1, 2, 3])
        fs.writeFileSync(
          path.join(place.dataDir, 'media', 'uploads', `big-${n}.webp`),
          crypto.randomBytes(8 * 1024 * 1024),
        );
      const workFolders = () => fs.readdirSync(place.dataDir).filter((name) => name.startsWith('.backup-'));
      const controller = new AbortController();
      const res = await runningShop(place.dataDir)!.request('/backup', { signal: controller.signal });
      expect(res.status).toBe(200);
      await res.body!.getReader().read();
      expect(workFolders()).toHaveLength(1);
      controller.abort();
      await expect.poll(workFolders, { timeout: 10_000 }).toEqual([]);
      expect((await call(shop, '/health')).status).toBe(200);
    } finally {
      await shop.close(1000);
      await place.remove();
    }
  }, 60_000);
});

describe('npm run backup without a shop database', () => {
  it('says there is nothing to back up, and creates no database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-none-'));
    try {
      const run = await runScript('scripts/backup.ts', ['--out', path.join(dataDir, 'x.tar.gz')], {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        `There is no shop database in ${path.join(dataDir, 'db')} to back up (set DATA_DIR to the shop's data folder, or DATABASE_URL).`,
      );
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
