// What an operator gets on stdout when it is not a terminal: one JSON object per line, a line per request with the
// fields to filter on, and no secret a request carried.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, freshDataPlace } from './harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REQUESTS = 100;

describe.each(databaseKinds)('the log of a running shop on %s', (kind) => {
  let dataDir: string;
  let shop: ChildProcessWithoutNullStreams;
  let stdout = '';
  let url: string;
  let removePlace = async () => {};

  beforeAll(async () => {
    const place = await freshDataPlace(kind, 'shop-log-');
    dataDir = place.dataDir;
    removePlace = place.remove;
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'dist'),
      DATABASE_URL: place.databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      PASSWORD_SCRYPT_LOG_N: '10',
      LOG_LEVEL: 'info',
      REQUEST_LOG: 'on',
    };
    shop = spawn(process.execPath, [path.join(root, 'tests/fixtures/bare-shop.ts')], { cwd: root, env });
    shop.stdout.on('data', (d: Buffer) => (stdout += d));
    // The start banner is a log record too; it names the address.
    url = await new Promise<string>((resolve, reject) => {
      const look = () => {
        const banner = stdout.split('\n').find((line) => line.includes('Old City Gifts is open at'));
        if (banner) resolve(JSON.parse(banner).url);
      };
      shop.stdout.on('data', look);
      shop.once('exit', (code) => reject(new Error(`the shop exited with ${code}: ${stdout}`)));
    });
  }, 60_000);

  afterAll(async () => {
    if (shop.exitCode === null) {
      shop.kill('SIGTERM');
      await new Promise((resolve) => shop.once('exit', resolve));
    }
    await removePlace();
  });

  it(`writes ${REQUESTS} requests as ${REQUESTS} parseable JSON lines with their fields and none of their secrets`, async () => {
    const password = 'Sesame-0pen-secret';
    const newPassword = 'Another-s3cret-word';
    const login = 'logged@example.com';
    const card = '4111111111111111';
    const responses: Response[] = [];
    const call = async (pathname: string, init: RequestInit = {}) => {
      const res = await fetch(`${url}${pathname}`, init);
      await res.arrayBuffer();
      responses.push(res);
      return res;
    };

    const registered = await call('/api/users/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password, firstName: 'Ani', lastName: 'Log' }),
    });
    expect(registered.status).toBe(201);
    const token = registered.headers.get('x-session-token')!;
    const basic = `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
    expect((await call('/api/users/login', { method: 'POST', headers: { authorization: basic } })).status).toBe(200);
    const me = await call('/api/users/me', {
      headers: { cookie: `shop_session=${token}`, 'x-request-id': 'proxy-req-1' },
    });
    expect((await call('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const cardSaved = await call(`/api/users/payment-method/${encodeURIComponent(login)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ cardType: 'VISA', cardName: 'Ani Log', cardNumber: card, cvv: '123', expiry: '12/40' }),
    });
    expect(cardSaved.status).toBeLessThan(500);
    expect((await call(`/api/users/password/recovery/${encodeURIComponent(login)}`)).status).toBe(200);
    // The shop's mail sender writes the reset link as an .eml (no SMTP_URL); using it puts the token in a URL.
    const outbox = path.join(dataDir, 'outbox');
    await expect.poll(() => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0), { timeout: 20_000 }).toBe(1);
    const mail = fs.readFileSync(path.join(outbox, fs.readdirSync(outbox)[0]!), 'utf8').replace(/=\r?\n/g, '');
    const resetToken = mail.match(/reset-password\/([A-Za-z0-9_-]+)/)![1]!;
    expect(
      (
        await call(`/api/users/password/recovery/${resetToken}`, {
          method: 'PUT',
          headers: { 'x-password': newPassword },
        })
      ).status,
    ).toBe(200);
    expect((await call('/api/users/login', { method: 'POST', headers: { authorization: basic } })).status).toBe(403);
    expect((await call('/api/no-such-route')).status).toBe(404);
    while (responses.length < REQUESTS)
      await call(responses.length % 2 ? '/api/health' : '/api/posts/search', {
        method: responses.length % 2 ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: responses.length % 2 ? undefined : '{}',
      });

    shop.kill('SIGTERM');
    await new Promise((resolve) => shop.once('exit', resolve));

    const lines = stdout.trimEnd().split('\n');
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = records.filter((r) => r.name === 'http');
    expect(requests).toHaveLength(REQUESTS);
    for (const r of requests) {
      expect(r).toMatchObject({
        level: expect.stringMatching(/^(info|error)$/),
        time: expect.any(String),
        reqId: expect.any(String),
        method: expect.any(String),
        path: expect.any(String),
        route: expect.any(String),
        status: expect.any(Number),
        responseTime: expect.any(Number),
      });
    }
    // Every response's id is on its own line, in order.
    expect(requests.map((r) => r.reqId)).toEqual(responses.map((res) => res.headers.get('x-request-id')));
    expect(new Set(requests.map((r) => r.reqId)).size).toBe(REQUESTS);
    expect(me.headers.get('x-request-id')).toBe('proxy-req-1');
    const signedIn = requests.find((r) => r.reqId === 'proxy-req-1')!;
    expect(signedIn).toMatchObject({ route: '/api/users/me', status: 200, userId: expect.any(Number) });
    const { userId } = signedIn;
    expect(requests.filter((r) => r.userId === userId).map((r) => r.path)).toEqual([
      '/api/users/me',
      '/api/users/me',
      `/api/users/payment-method/${encodeURIComponent(login)}`,
    ]);
    expect(requests.find((r) => r.route === '/api/users/password/recovery/:token')).toMatchObject({
      method: 'PUT',
      path: '/api/users/password/recovery/…',
    });

    const everything = stdout;
    for (const secret of [
      password,
      newPassword,
      token,
      basic.slice('Basic '.length),
      card,
      card.slice(-8),
      resetToken,
    ]) {
      expect(everything, secret).not.toContain(secret);
    }
  }, 60_000);
});
