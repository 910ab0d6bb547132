/**
 * `npm run bench:scale`: two API instances on one throw-away PostgreSQL database behind Debian's nginx (the e2e
 * machinery of tests/e2e/support/static-cluster.ts, without a site build), measuring what issue 17 asks:
 *
 * 1. Change to visible everywhere: 100 changes (price and stock in turn) made through instance A's admin API; each
 *    is timed from A's answer (committed) until instance B's `GET /api/post/{id}`, B's search and nginx's
 *    `GET /api/post/{id}` all show it (polled every 5 ms). p50/p99, and the write itself.
 * 2. A mixed shopper load through nginx (product reads, searches, cart adds and removals, each connection its own
 *    signed-in shopper), with nginx over ONE instance and over TWO: req/s, p50/p99.
 * 3. Errors: failed or timed-out requests and non-2xx answers. Any error makes the bench exit 1.
 *
 * Options (environment): BENCH_CHANGES (100), BENCH_DURATION (10 s per load run), BENCH_CONNECTIONS (20),
 * BENCH_PORT (4770: nginx there, instances on +1 and +2, the one-instance nginx on +3), DATABASE_URL or
 * TEST_DATABASE_URL (the PostgreSQL server; default postgres://postgres@127.0.0.1:5432/postgres).
 */
import fs from 'node:fs';
import { cartItemIdOf } from '../../src/lib/cart/cart-item-id.ts';
import { e2eAdmin } from '../../tests/e2e/support/env.ts';
import { NGINX, startStaticCluster, type StaticCluster } from '../../tests/e2e/support/static-cluster.ts';
import { formatLoad, loadAverage, percentile } from './measures.ts';
import { loadAutocannon } from './autocannon.ts';
import { markdownTable } from './markdown-table.ts';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 4770);
const DATABASE_SERVER =
  process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Product {
  id: number;
  name: string;
  price: number;
  sizeQuantities: Array<{ size: string; quantity: number }>;
  [field: string]: unknown;
}

const json = { 'content-type': 'application/json', accept: 'application/json' };

async function call<T>(url: string, init: RequestInit = {}): Promise<{ body: T; headers: Headers }> {
  const res = await fetch(url, { ...init, headers: { ...json, ...init.headers } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return { body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

const search = (base: string, body: object) =>
  call<Product[]>(`${base}/api/posts/search`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.body);

/** A session token for `login` (Basic once, then Bearer: no password hashing per request). */
async function signIn(base: string, login: string, password: string): Promise<string> {
  const basic = `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
  const { headers } = await call(`${base}/api/users/login`, { method: 'POST', headers: { authorization: basic } });
  return headers.get('x-session-token') ?? fail('login answered without X-Session-Token');
}

function fail(message: string): never {
  throw new Error(message);
}

// ---------- 1. change to visible everywhere ----------

/** What a change must look like wherever it is read. */
const shows = (p: Product | undefined, want: Product) =>
  p !== undefined && p.price === want.price && p.sizeQuantities[0]?.quantity === want.sizeQuantities[0]?.quantity;

async function visibleEverywhere(cluster: StaticCluster, want: Product): Promise<void> {
  const b = cluster.instances[1]!;
  const reads = [
    async () => shows((await call<Product>(`${b}/api/post/${want.id}`)).body, want),
    async () =>
      shows(
        (await search(b, { page: 1, size: 50, name: want.name })).find((p) => p.id === want.id),
        want,
      ),
    async () => shows((await call<Product>(`${cluster.url}/api/post/${want.id}`)).body, want),
  ];
  const seen = reads.map(() => false);
  const deadline = Date.now() + 30_000;
  while (seen.includes(false)) {
    if (Date.now() > deadline) fail(`product ${want.id}: the change was not visible everywhere within 30 s`);
    await Promise.all(reads.map(async (read, i) => (seen[i] ||= await read())));
    if (seen.includes(false)) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function changeLatency(cluster: StaticCluster, adminToken: string, products: Product[]) {
  const a = cluster.instances[0]!;
  const writeMs: number[] = [];
  const visibleMs: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const current = (await call<Product>(`${a}/api/post/${products[i % products.length]!.id}`)).body;
    // Price and stock in turn; stock stays above zero for the shopper load.
    const want: Product =
      i % 2 === 0
        ? { ...current, price: Math.round((current.price + 0.01) * 100) / 100 }
        : {
            ...current,
            sizeQuantities: current.sizeQuantities.map((s, k) => (k === 0 ? { ...s, quantity: 20 + (i % 7) } : s)),
          };
    const sent = performance.now();
    await call(`${a}/api/post/${want.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(want),
    });
    const committed = performance.now();
    await visibleEverywhere(cluster, want);
    writeMs.push(committed - sent);
    visibleMs.push(performance.now() - committed);
  }
  return { writeMs, visibleMs };
}

// ---------- 2. mixed shopper load ----------

interface LoadRow {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

interface Shopper {
  login: string;
  token: string;
}

/** Per connection: read, search, read, add a line to its own cart, read, search, remove the line. */
async function shopperLoad(label: string, base: string, products: Product[], shoppers: Shopper[]): Promise<LoadRow> {
  const autocannon = loadAutocannon();
  const searches = [
    { page: 1, size: 12, category: 'armenian-ceramics' },
    { page: 1, size: 12, sortField: 'price', asc: true },
    { page: 2, size: 12, category: 'olive-wood-gifts' },
    { page: 1, size: 12, name: products[0]!.name.split(' ')[0] },
  ].map((body) => JSON.stringify(body));
  let n = 0;
  let nextShopper = 0;
  type Context = { shopper?: Shopper; line?: { cartItemId: string; productId: number; selectedSize: string } };
  const read = {
    method: 'GET',
    setupRequest: (req: Record<string, unknown>) => ({
      ...req,
      path: `/api/post/${products[n++ % products.length]!.id}`,
    }),
  };
  const find = {
    method: 'POST',
    path: '/api/posts/search',
    setupRequest: (req: Record<string, unknown>) => ({ ...req, body: searches[n++ % searches.length] }),
  };
  const cart = (method: 'PUT' | 'DELETE') => ({
    method,
    setupRequest: (req: Record<string, unknown>, context: Context) => {
      context.shopper ??= shoppers[nextShopper++ % shoppers.length]!;
      if (method === 'PUT') {
        const product = products[n++ % products.length]!;
        const size = product.sizeQuantities.find((s) => s.quantity > 0)!.size;
        context.line = { cartItemId: cartItemIdOf(product.id, size), productId: product.id, selectedSize: size };
      }
      return {
        ...req,
        path: `/api/users/${encodeURIComponent(context.shopper.login)}/cartList`,
        headers: { ...json, authorization: `Bearer ${context.shopper.token}` },
        body: JSON.stringify(method === 'PUT' ? { ...context.line, quantity: 1 } : context.line),
      };
    },
  });
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { ...json, 'accept-encoding': 'gzip, br' },
    requests: [read, find, read, cart('PUT'), read, find, cart('DELETE')],
  });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

// ---------- report ----------

const ms = (n: number) => n.toFixed(1);

async function main(): Promise<number> {
  if (!fs.existsSync(NGINX)) fail(`bench:scale needs nginx at ${NGINX} (apt-get install nginx-light)`);
  const loadBefore = loadAverage();
  console.log(`bench:scale: 2 instances on one PostgreSQL (${new URL(DATABASE_SERVER).host}) behind nginx`);
  console.log(`Load average before: ${formatLoad(loadBefore)} (${(await import('node:os')).cpus().length} CPUs)`);
  const started = performance.now();
  const cluster = await startStaticCluster(PORT, [PORT + 1, PORT + 2], {
    site: false,
    databaseBaseUrl: DATABASE_SERVER,
    env: { PASSWORD_SCRYPT_LOG_N: '10' },
    // No seed picture drawn in the background: its CPU would be measured as the shop's (the load asks for none).
    seedPictures: 'on-request',
  });
  try {
    console.log(
      `Started in ${((performance.now() - started) / 1000).toFixed(0)} s: nginx ${cluster.url} over ${cluster.instances.join(', ')}`,
    );
    const a = cluster.instances[0]!;
    const products = (await search(a, { page: 1, size: 100 })).filter((p) =>
      p.sizeQuantities.some((s) => s.quantity > 0),
    );
    if (products.length < 10) fail(`the seed catalog has only ${products.length} products in stock`);
    const adminToken = await signIn(a, e2eAdmin.email, e2eAdmin.password);

    const { writeMs, visibleMs } = await changeLatency(cluster, adminToken, products);
    console.log(
      `\nChange through A → visible on B (GET /api/post/{id} and search) and through nginx, ${CHANGES} changes:\n`,
    );
    console.log(
      markdownTable(
        ['measure', 'p50 ms', 'p99 ms', 'max ms'],
        [
          [
            'write (PUT /api/post/{id} on A)',
            ms(percentile(writeMs, 50)),
            ms(percentile(writeMs, 99)),
            ms(Math.max(...writeMs)),
          ],
          [
            'committed → visible everywhere',
            ms(percentile(visibleMs, 50)),
            ms(percentile(visibleMs, 99)),
            ms(Math.max(...visibleMs)),
          ],
        ],
      ),
    );

    // Each connection signs in as its own shopper, so cart lines never collide.
    const shoppers: Shopper[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const login = `bench-scale-${i}-${Date.now()}@example.com`;
      const password = 'bench-scale-passw0rd';
      await call(`${a}/api/users/register`, {
        method: 'POST',
        body: JSON.stringify({ login, password, firstName: 'Bench', lastName: 'Shopper' }),
      });
      shoppers.push({ login, token: await signIn(a, login, password) });
    }
    const fresh = await search(a, { page: 1, size: 100 });
    const inStock = fresh.filter((p) => p.sizeQuantities.some((s) => s.quantity > 0));
    const oneInstance = await cluster.proxyTo(PORT + 3, [a]);
    const rows = [
      await shopperLoad('nginx → 1 instance', oneInstance, inStock, shoppers),
      await shopperLoad('nginx → 2 instances', cluster.url, inStock, shoppers),
    ];
    console.log(
      `\nMixed shopper load through nginx (${CONNECTIONS} connections, ${DURATION} s each; per connection: read, search, read, cart add, read, search, cart remove):\n`,
    );
    console.log(
      markdownTable(
        ['run', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'],
        rows.map((r) => [
          r.label,
          r.rps.toFixed(0),
          String(r.p50),
          String(r.p99),
          String(r.requests),
          String(r.non2xx),
          String(r.errors),
        ]),
      ),
    );
    const errors = rows.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
    console.log(`\nErrors: ${errors}. Load average after: ${formatLoad(loadAverage())}.`);
    return errors > 0 ? 1 : 0;
  } finally {
    await cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
