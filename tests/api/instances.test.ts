import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopChanges } from '../../src/server/cluster/shop-changes.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { currentSiteDir, swapIn } from '../../src/server/site/builds.ts';
import { buildOnce, followSharedBuilds } from '../../src/server/site/shared-build.ts';
import { address, createProduct, createShopper } from '../fixtures/checkout-fixtures.ts';
import { signedIn } from './admin-fixtures.ts';
import { testAppOn, throwAwayPostgres, type TestApp } from './harness.ts';
import { basic, createAccount } from './users-fixtures.ts';

/** Waits until `check` holds, polling every 20 ms; fails after `ms`. Answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - start;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two shop instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const server = await throwAwayPostgres();
    drop = server.drop;
    // Opened together: both migrate at the same moment, and the advisory lock lets one do it.
    const [first, second] = await Promise.all([
      openDatabase({ databaseUrl: server.url }),
      openDatabase({ databaseUrl: server.url }),
    ]);
    a = testAppOn(first);
    b = testAppOn(second);
    await Promise.all([shopChanges(first).listen(), shopChanges(second).listen()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('a price change through A is seen by B within 2 s, by GET /post/{id} and by search', async () => {
    const id = await createProduct(a, {
      name: 'Pomegranate ring',
      priceCents: 4_000,
      category: 'jerusalem-jewelry',
      subCategory: 'rings',
      material: 'Silver',
      color: 'Silver',
      sizes: { '7': 5 },
    });
    const search = { searchTerm: 'Pomegranate ring' };
    const priceOnB = async (language = 'en') =>
      (await (await b.request(`/post/${id}`, { headers: { 'accept-language': language } })).json()).price as number;
    const searchedOnB = async () =>
      (
        (await (await b.request('/posts/search', { method: 'POST', json: search })).json()) as Array<{
          id: number;
          price: number;
        }>
      ).find((p) => p.id === id)?.price;
    // B has both answers cached before the change.
    expect(await priceOnB()).toBe(40);
    expect(await priceOnB('hy')).toBe(40);
    expect(await searchedOnB()).toBe(40);

    const admin = await signedIn(a, 'owner@example.com', ['USER', 'ADMINISTRATOR']);
    const product = await (await a.request(`/post/${id}`)).json();
    const res = await a.request(`/post/${id}`, {
      method: 'PUT',
      headers: admin.headers,
      json: { ...product, price: 55.5 },
    });
    expect(res.status, await res.clone().text()).toBe(200);

    await within(2000, async () => (await priceOnB()) === 55.5);
    await within(2000, async () => (await priceOnB('hy')) === 55.5);
    await within(2000, async () => (await searchedOnB()) === 55.5);
  });

  it('20 buyers split across A and B for the last 3 units: exactly 3 sold, none oversold', async () => {
    const ring = await createProduct(a, { name: 'Last rings', priceCents: 16_864, sizes: { '7': 3 } });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => createShopper(a)));
    const answers = await Promise.all(
      shoppers.map((s, i) =>
        (i % 2 ? b : a).request('/checkOut', {
          method: 'POST',
          headers: { ...s.auth, 'Idempotency-Key': `race-${i}-${Date.now()}` },
          json: {
            paymentMethod: 'PayPal',
            shippingAddress: address,
            orderItems: [{ productId: ring, size: '7', quantity: 1 }],
          },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    // Both instances now show the size sold out.
    for (const app of [a, b]) {
      await within(
        2000,
        async () => (await (await app.request(`/post/${ring}`)).json()).sizeQuantities[0].quantity === 0,
      );
    }
  });

  it('sign-in failures are counted across both: 10 wrong passwords spread over A and B block the account on both', async () => {
    const victim = await createAccount(a);
    for (let i = 0; i < 10; i++) {
      const res = await (i % 2 ? b : a).request('/users/login', {
        method: 'POST',
        headers: { authorization: basic(victim.login, `wrong ${i}`) },
      });
      expect(res.status).toBe(403);
    }
    for (const app of [a, b]) {
      const res = await app.request('/users/login', {
        method: 'POST',
        headers: { authorization: basic(victim.login, victim.password) },
      });
      expect(res.status).toBe(429);
    }
  });

  it('a catalog change is built once, by the instance that won the lock, and both then serve that build', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-builds-'));
    const distDir = path.join(root, 'dist');
    const served: Record<'a' | 'b', string | null> = { a: null, b: null };
    const unfollow = [
      followSharedBuilds(shopChanges(a.services.database), distDir, (dir) => (served.a = dir)),
      followSharedBuilds(shopChanges(b.services.database), distDir, (dir) => (served.b = dir)),
    ];
    let builds = 0;
    const catalogVersion = 'v2';
    // What each instance's runtime does after a change: build unless someone else built this catalog meanwhile.
    const rebuild = async (app: TestApp, who: 'a' | 'b') => {
      const outcome = await buildOnce({
        database: app.services.database,
        distDir,
        servedBefore: currentSiteDir(distDir),
        isCurrent: (dir) => fs.readFileSync(path.join(dir, 'catalog.txt'), 'utf8') === catalogVersion,
        build: async () => {
          builds += 1;
          const dir = path.join(root, `build-${builds}`);
          fs.mkdirSync(dir);
          fs.writeFileSync(path.join(dir, 'index.html'), `<h1>built by ${who}</h1>`);
          fs.writeFileSync(path.join(dir, 'catalog.txt'), catalogVersion);
          await new Promise((resolve) => setTimeout(resolve, 200));
          swapIn(distDir, dir);
          return dir;
        },
      });
      served[who] = outcome.dir;
      if (outcome.built)
        await shopChanges(app.services.database).publish({ kind: 'site', build: path.basename(outcome.dir) });
      return outcome;
    };
    try {
      const outcomes = await Promise.all([rebuild(a, 'a'), rebuild(b, 'b')]);
      expect(builds).toBe(1);
      expect(outcomes.filter((o) => o.built)).toHaveLength(1);
      expect(served.a).toBe(currentSiteDir(distDir));
      expect(served.b).toBe(currentSiteDir(distDir));

      // A later change through A alone: A builds, B hears of it and serves the new build.
      const before = currentSiteDir(distDir);
      const later = await buildOnce({
        database: a.services.database,
        distDir,
        servedBefore: before,
        isCurrent: () => false,
        build: async () => {
          const dir = path.join(root, 'build-later');
          fs.mkdirSync(dir);
          fs.writeFileSync(path.join(dir, 'index.html'), '<h1>later</h1>');
          swapIn(distDir, dir);
          return dir;
        },
      });
      await shopChanges(a.services.database).publish({ kind: 'site', build: path.basename(later.dir) });
      await within(2000, async () => served.b === later.dir);
    } finally {
      for (const stop of unfollow) stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
