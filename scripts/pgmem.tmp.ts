import { PGlite } from '@electric-sql/pglite';
const extra = (process.env.EXTRA ?? '').split(' ').filter(Boolean).flatMap((s) => ['-c', s]);
const init = process.env.INIT ? Number(process.env.INIT) * 2 ** 20 : undefined;
const dir = process.env.DIR ?? 'memory://';
const db = await PGlite.create(dir, { startParams: [...(PGlite as any).defaultStartParams, ...extra], ...(init ? { initialMemory: init } : {}) });
const r = await db.query(`select name, setting from pg_settings where name in ('shared_buffers','work_mem')`);
if (process.env.Q) for (let i = 0; i < 5; i++) await db.query(process.env.Q);
console.log(JSON.stringify(r.rows), 'rss MiB', (process.memoryUsage().rss / 2 ** 20).toFixed(0), 'heap', (process.memoryUsage().heapUsed / 2 ** 20).toFixed(0), 'ab', (process.memoryUsage().arrayBuffers / 2 ** 20).toFixed(0));
await db.close();
