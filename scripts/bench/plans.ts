/**
 * `npm run bench:plans`: EXPLAIN ANALYZE of the catalog's searches as the code sends them, on PGlite and (when a
 * server answers) PostgreSQL, at BENCH_PRODUCTS products (10000). The statements are caught at the driver, so the
 * plans are of the real SQL with its real parameters.
 *
 * Options (environment): BENCH_PRODUCTS (10000), PLANS_FULL=1 for whole plans (default: the plan's top lines and
 * the scans), PLANS_KEEP=<folder> to keep (and reuse) the seeded PGlite folder and PostgreSQL database between runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { seedProducts } from './api.ts';
import { searchCases as cases } from './search-cases.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);

interface Caught {
  text: string;
  values: unknown[];
}

/** Wraps the driver's query() so every statement the code sends is remembered. */
function catchStatements(client: { query: (...args: never[]) => unknown }): Caught[] {
  const caught: Caught[] = [];
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === 'string') caught.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[] };
      caught.push({ text: q.text, values: q.values ?? (second as unknown[]) ?? [] });
    }
    return original(...args);
  };
  return caught;
}

function relevant(lines: string[]): string[] {
  if (process.env.PLANS_FULL === '1') return lines;
  return lines.filter(
    (l, i) =>
      i === 0 ||
      /Scan|Sort |Limit|Aggregate|Execution Time|Planning Time|InitPlan|SubPlan|Nested Loop|Hash Join|Recheck|Rows Removed/.test(
        l,
      ),
  );
}

async function run(databaseUrl: string | undefined, dataDir: string, engine: string): Promise<void> {
  const { openDatabase } = await import('../../src/server/db/client.ts');
  const { searchProducts } = await import('../../src/server/services/catalog/queries.ts');
  const { normalizeSearch } = await import('../../src/lib/catalog/search.ts');
  const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'db') });
  // As a running shop sees it: fresh statistics, all-visible pages (autovacuum on PostgreSQL, every start on PGlite).
  await database.tidyCatalog?.();
  const { rows: count } = (await database.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  const client = (database.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
  const explainOn = async (c: Caught) => {
    const explained = (await (client as unknown as { query: (t: string, v: unknown[]) => Promise<unknown> }).query(
      `explain (analyze, costs off) ${c.text}`,
      c.values,
    )) as { rows: Array<Record<string, string>> };
    return explained.rows.map((r) => Object.values(r)[0]!);
  };
  console.log(`\n## ${engine}, ${count[0]?.n} products\n`);
  for (const c of cases) {
    const search = normalizeSearch(c.input, c.locale ?? 'en');
    const caught = catchStatements(client);
    // Twice: the first warms the caches (and a prepared statement); the plans are of the second.
    await searchProducts(database.db, search);
    caught.length = 0;
    const result = await searchProducts(database.db, search);
    const statements = [...caught];
    (client as { query: unknown }).query = Object.getPrototypeOf(client).query;
    console.log(`### ${c.label}: ${result.products.length} of ${result.total}, ${statements.length} statement(s)\n`);
    console.log('```');
    for (const statement of statements) {
      // Twice again: the first run of EXPLAIN ANALYZE reads cold pages on PGlite.
      await explainOn(statement);
      console.log(relevant(await explainOn(statement)).join('\n'));
    }
    console.log('```\n');
  }
  await database.close();
}

async function main(): Promise<void> {
  const keep = process.env.PLANS_KEEP;
  const dataDir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-plans-'));
  const seededMark = path.join(dataDir, `seeded-${PRODUCTS}`);
  const { default: pg } = await import('pg');
  const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `reads_plans_${PRODUCTS}`;
  const pgUrl = new URL(serverUrl);
  pgUrl.pathname = `/${dbName}`;
  try {
    if (!fs.existsSync(seededMark)) {
      fs.mkdirSync(dataDir, { recursive: true });
      await seedProducts(undefined, dataDir, PRODUCTS);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.query(`create database ${dbName}`);
      await admin.end();
      await seedProducts(pgUrl.toString(), path.join(dataDir, 'pg'), PRODUCTS);
      fs.writeFileSync(seededMark, '');
    }
    await run(undefined, dataDir, 'PGlite');
    await run(pgUrl.toString(), path.join(dataDir, 'pg'), 'PostgreSQL');
  } finally {
    if (!keep) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

await main();
