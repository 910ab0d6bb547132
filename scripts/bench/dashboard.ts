/**
 * `npm run bench:dashboard`: how long the owner's dashboard takes to compute (GET /api/dashboard's service, the
 * five aggregate queries), at 10,000 products and a few thousand orders over two months.
 *
 * Runs on PGlite, then on PostgreSQL when DATABASE_URL (or TEST_DATABASE_URL) names a server: a throw-away
 * database there, dropped afterwards. Seeds the catalog with the shop's own generator, writes BENCH_ORDERS paid,
 * pending and refunded orders of 1–3 lines spread over 60 days straight into the tables, ANALYZEs, then calls the
 * service BENCH_RUNS times in a row and reports the median and the slowest.
 *
 * Options (environment): BENCH_PRODUCTS (10000), BENCH_ORDERS (5000), BENCH_RUNS (50).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedProducts } from './api.ts';
import { createThrowAwayDatabase } from './throw-away-database.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const DAY = 86_400_000;

/** BENCH_ORDERS orders over the last 60 days: most paid, some pending, one in twenty refunded in part. */
async function seedOrders(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const { openDatabase } = await import('../../src/server/db/client.ts');
  const { orderItems, orders, refunds } = await import('../../src/server/db/schema.ts');
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'db') });
  try {
    const { db } = database;
    const now = Date.now();
    const statuses = ['Paid', 'Shipped', 'Delivered', 'Delivered', 'Pending', 'Cancelled', 'Refunded'] as const;
    for (let start = 0; start < ORDERS; start += 500) {
      const batch = Array.from({ length: Math.min(500, ORDERS - start) }, (_, k) => {
        const n = start + k;
        const status = statuses[n % statuses.length];
        const at = new Date(now - ((n * 7_919_333) % (60 * DAY)));
        return { n, status, at };
      });
      const orderRows = batch.map(({ n, status, at }) => ({
        id: `bench-order-${n}`,
        customerEmail: `buyer${n % 300}@example.com`,
        status,
        subtotalCents: 5_000,
        shippingCents: 1_500,
        totalCents: 6_500,
        capturedCents: status === 'Pending' ? null : 6_500,
        weightGrams: 600,
        shippingAddress: {
          fullName: 'Bench Buyer',
          street: '1 Street',
          city: 'Jerusalem',
          zipCode: '9114101',
          country: 'Israel',
          phone: '021234567',
        },
        paymentProvider: 'test',
        paidAt: status === 'Pending' ? null : at,
        createdAt: at,
        updatedAt: at,
      }));
      await db.insert(orders).values(orderRows);
      await db.insert(orderItems).values(
        batch.flatMap(({ n }) =>
          Array.from({ length: 1 + (n % 3) }, (_, line) => ({
            orderId: `bench-order-${n}`,
            productId: 1 + ((n * 31 + line * 977) % PRODUCTS),
            size: 'One Size',
            name: 'Bench product',
            unitPriceCents: 2_500,
            weightGrams: 300,
            quantity: 1 + (line % 2),
          })),
        ),
      );
      const refunded = batch.filter(({ n, status }) => status !== 'Pending' && n % 20 === 0);
      if (refunded.length)
        await db.insert(refunds).values(
          refunded.map(({ n, at }) => ({
            orderId: `bench-order-${n}`,
            amountCents: 1_000,
            currency: 'USD',
            status: 'COMPLETED' as const,
            requestId: `bench-refund-${n}`,
            origin: 'shop' as const,
            createdAt: new Date(Math.min(now, at.getTime() + 2 * DAY)),
          })),
        );
    }
    await db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

async function measure(databaseUrl: string | undefined, dataDir: string, kind: string): Promise<void> {
  const { openDatabase } = await import('../../src/server/db/client.ts');
  const { dashboard } = await import('../../src/server/services/dashboard/dashboard.ts');
  const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'db') });
  try {
    const services = { database, now: () => new Date() } as unknown as Parameters<typeof dashboard>[0];
    const first = await dashboard(services, 'hy');
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await dashboard(services, i % 2 ? 'en' : 'ru');
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(
      `${kind}: ${PRODUCTS} products, ${ORDERS} orders: dashboard median ${median.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms over ${RUNS} runs` +
        ` (30-day paid orders ${first.totals.orders}, top product ${first.topProducts[0]?.units ?? 0} units, low sizes ${first.lowStock.total}; load average ${os.loadavg()[0].toFixed(2)})`,
    );
  } finally {
    await database.close();
  }
}

async function run(kind: 'pglite' | 'postgres', baseUrl?: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dashboard-'));
  const throwAway = baseUrl ? await createThrowAwayDatabase(baseUrl, 'bench_dashboard') : null;
  try {
    const url = throwAway?.url;
    const started = Date.now();
    await seedProducts(url, dataDir, PRODUCTS);
    await seedOrders(url, dataDir);
    console.log(`${kind}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await measure(url, dataDir, kind);
  } finally {
    await throwAway?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('pglite');
const postgres = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgres) await run('postgres', postgres);
