import { Hono } from 'hono';
import { seedFixtures } from './tests/api/catalog-fixtures.ts';
import { createTestApp } from './tests/api/harness.ts';
import { loadConfig } from './src/server/config.ts';
import { createSiteApp } from './src/server/server.ts';
const config = loadConfig({ DATA_DIR: `/tmp/shop-exp-${process.pid}` } as NodeJS.ProcessEnv);
const t = await createTestApp('pglite', { config });
const [bowl] = await seedFixtures(t.services.database.db);
const site = createSiteApp(t.services, { siteDir: () => null, logRequests: false });
const app = new Hono();
app.get('/__bench/bare', (c) => c.json({ ok: true, shop: 'Old City Gifts' }));
app.route('/', site);
const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const first = await app.request(`http://shop.test/api/post/${bowl.id}`, { headers });
console.log(first.status, first.headers.get('content-encoding'));
async function time(path: string, n = 20000) {
  let best = Infinity;
  for (let round = 0; round < 7; round++) {
    const s = process.hrtime.bigint();
    for (let i = 0; i < n; i++) { const r = await app.fetch(new Request(`http://shop.test${path}`, { headers })); await r.arrayBuffer(); }
    best = Math.min(best, Number(process.hrtime.bigint() - s) / 1000 / n);
  }
  return best;
}
console.log('bare', (await time('/__bench/bare')).toFixed(2), 'µs');
console.log('product', (await time(`/api/post/${bowl.id}`)).toFixed(2), 'µs');
await t.close();
process.exit(0);
