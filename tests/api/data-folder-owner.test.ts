// One process owns a data folder: the README's commands run beside a running shop without damaging its data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { lockPath } from '../../src/server/control/data-lock.ts';
import { memoryLogger } from '../../src/server/log/memory-logger.ts';
import { startShop, type RunningShop } from '../../src/server/runtime.ts';
import { projectRoot as root, runScript } from './cli-fixtures.ts';
import { databaseKinds, freshDataPlace, type DatabaseKind } from './harness.ts';

describe.each(databaseKinds)('a running shop owns its data folder (%s)', (kind: DatabaseKind) => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let shop: RunningShop;
  let removePlace = async () => {};

  beforeAll(async () => {
    const place = await freshDataPlace(kind, 'shop-owner-');
    dataDir = place.dataDir;
    removePlace = place.remove;
    env = {
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'dist'),
      DATABASE_URL: place.databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      PASSWORD_SCRYPT_LOG_N: '10',
    };
    shop = await startShop(loadConfig(env), {
      build: 'never',
      bare: true,
      banner: false,
      logger: memoryLogger().logger,
    });
  }, 60_000);

  afterAll(async () => {
    await shop?.close(1000);
    await removePlace();
  });

  const login = (email: string, password: string) =>
    fetch(`${shop.url}/api/users/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
    });
  const register = (email: string) =>
    fetch(`${shop.url}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: email, password: 'correct horse', firstName: 'Ani', lastName: 'Test' }),
    });

  it('npm run admin works beside it: the new administrator signs in at once, and nothing is duplicated', async () => {
    expect((await register('first@example.com')).status).toBe(201);
    const run = await runScript(
      'scripts/admin.ts',
      ['--email', 'owner@example.com', '--password', 'owner pass 1'],
      env,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Created administrator owner@example.com.');

    const res = await login('owner@example.com', 'owner pass 1');
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain('ADMINISTRATOR');

    // Promoting an existing customer also takes effect at once.
    const promote = await runScript('scripts/admin.ts', ['--email', 'first@example.com'], env);
    expect(promote.stdout).toContain('Promoted first@example.com to administrator.');
    expect(JSON.stringify(await (await login('first@example.com', 'correct horse')).json())).toContain('ADMINISTRATOR');

    expect((await register('second@example.com')).status).toBe(201);
    const rows = async (query: SQL) =>
      ((await shop.services.database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    expect(await rows(sql`select id from users group by id having count(*) > 1`)).toEqual([]);
    expect((await rows(sql`select login from users order by id`)).map((r) => r.login)).toEqual([
      'first@example.com',
      'owner@example.com',
      'second@example.com',
    ]);
  }, 60_000);

  it("npm run admin refuses a bad e-mail with the shop's sentence and exit code 1", async () => {
    const run = await runScript('scripts/admin.ts', ['--email', 'not-an-address'], env);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('"not-an-address" is not an e-mail address.');
  }, 30_000);

  it('npm run seed goes through the shop, which serves the new products at once', async () => {
    const total = async () => {
      const res = await fetch(`${shop.url}/api/posts/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return Number(res.headers.get('x-total-count'));
    };
    expect(await total()).toBe(0); // and now cached
    const run = await runScript('scripts/seed.ts', ['--products', '12', '--no-images'], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Seeded 12 products .* into the running shop \(process \d+\)/);
    expect(await total()).toBe(12);
  }, 60_000);

  it('a second npm start on the same folder refuses with one sentence and exit code 1', async () => {
    const run = await runScript('scripts/start.ts', [], env);
    expect(run.code).toBe(1);
    // Not a terminal: the refusal is the log's one JSON line, at the fatal level.
    const [refusal, ...rest] = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(rest).toEqual([]);
    expect(refusal.level).toBe('fatal');
    expect(refusal.msg).toContain(`The data folder ${dataDir} is in use by a running shop (process ${process.pid}`);
    expect(refusal.msg).toContain('stop that one first or set DATA_DIR to another folder');
    // The refused start left the lock alone.
    expect(JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')).pid).toBe(process.pid);
  }, 60_000);
});

describe('a lock left by a crash', () => {
  it('is taken over by the next start after kill -9', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stale-'));
    const holder = spawn(process.execPath, [path.join(root, 'tests/fixtures/hold-data-lock.ts'), dataDir], {
      cwd: root,
    });
    await new Promise<void>((resolve, reject) => {
      holder.stdout.once('data', () => resolve());
      holder.once('exit', () => reject(new Error('the lock holder exited')));
    });
    const held = JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8'));
    expect(held.pid).toBe(holder.pid);
    const env = { DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist'), PORT: '0', HOST: '127.0.0.1' };

    // While it lives, a start is refused.
    const refused = await runScript('scripts/start.ts', [], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(`(process ${holder.pid}`);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(fs.existsSync(lockPath(dataDir))).toBe(true);

    const { logger, messages } = memoryLogger();
    const shop = await startShop(loadConfig(env as NodeJS.ProcessEnv), {
      build: 'never',
      bare: true,
      banner: false,
      logger,
    });
    try {
      expect(messages().join('\n')).toContain(`lock left by process ${holder.pid} (shop), which is no longer running`);
      expect(JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')).pid).toBe(process.pid);
      expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
    } finally {
      await shop.close(1000);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(fs.existsSync(lockPath(dataDir))).toBe(false);
  }, 60_000);
});
