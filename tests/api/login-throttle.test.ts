// Failed logins from one address cannot lock out the account's owner elsewhere, nor other customers there.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../src/server/server.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import { createAccount } from './users-fixtures.ts';

interface Answer {
  status: number;
  retryAfter: string | undefined;
  message: string;
}

/** POST /api/users/login with Basic credentials, sent from the given loopback address. */
function loginFrom(port: number, localAddress: string, login: string, password: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/users/login',
        headers: { authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}` },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            retryAfter: res.headers['retry-after'] as string | undefined,
            message: (JSON.parse(body) as { message?: string }).message ?? '',
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.each(databaseKinds)('login throttling over real sockets (%s)', (kind) => {
  let app: TestApp;
  let server: ReturnType<typeof serve>;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp(kind);
    const site = createSiteApp(app.services, { siteDir: () => null, logRequests: false });
    server = await new Promise((resolve) => {
      const s = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await app.close();
  });

  it('12 wrong passwords for C from 127.0.0.2 block C there, and only there', async () => {
    const c = await createAccount(app);
    const other = await createAccount(app);
    const answers: Answer[] = [];
    for (let i = 0; i < 12; i++) answers.push(await loginFrom(port, '127.0.0.2', c.login, `wrong password ${i}`));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(403));
    expect(answers.slice(10).map((a) => a.status)).toEqual([429, 429]);

    const blocked = await loginFrom(port, '127.0.0.2', c.login, c.password);
    expect(blocked.status).toBe(429);
    const minutes = Number(/Try again in (\d+) minutes?\./.exec(blocked.message)?.[1]);
    expect(minutes).toBe(15);
    expect(Number(blocked.retryAfter)).toBe(minutes * 60);

    // The owner from another address, and another customer from the same address, sign in.
    expect((await loginFrom(port, '127.0.0.3', c.login, c.password)).status).toBe(200);
    expect((await loginFrom(port, '127.0.0.2', other.login, other.password)).status).toBe(200);
  }, 60_000);

  it('failures spread over many addresses slow the account down but never stop its owner', async () => {
    const c = await createAccount(app);
    for (let i = 0; i < 12; i++)
      expect((await loginFrom(port, `127.0.1.${i + 1}`, c.login, 'a wrong guess')).status).toBe(403);
    const started = performance.now();
    const owner = await loginFrom(port, '127.0.0.4', c.login, c.password);
    expect(owner.status).toBe(200);
    // 12 failures on the account: each attempt waits 750 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(700);
  }, 60_000);
});
