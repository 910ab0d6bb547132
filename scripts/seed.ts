// `npm run seed -- --products 10000 [--replace] [--no-images]`: adds a generated catalog to the configured database
// (DATABASE_URL, or PGlite in $DATA_DIR/db) and renders any missing pictures into $DATA_DIR/media.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { loadContent } from '../src/server/content/load.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DEFAULT_PRODUCT_COUNT, seedCatalog } from '../src/server/seed/index.ts';

const usage = 'usage: npm run seed -- [--products N] [--replace] [--no-images]';

let args;
try {
  args = parseArgs({
    options: {
      products: { type: 'string', default: String(DEFAULT_PRODUCT_COUNT) },
      replace: { type: 'boolean', default: false },
      'no-images': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const count = Number(args.products);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error(`--products must be a whole number from 1 to 1,000,000, got "${args.products}"\n${usage}`);
  process.exit(2);
}

const config = loadConfig();
const content = loadContent();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
try {
  const result = await seedCatalog(database, content, { count, dataDir: config.dataDir, replace: args.replace, images: !args['no-images'] });
  const where = database.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL';
  const pictures = result.images ? `, pictures: ${result.images.written} rendered, ${result.images.skipped} already there` : '';
  console.log(
    `Seeded ${result.products} products (${result.sizes} size rows${args.replace ? ', catalog replaced' : ''}) into ${where} in ${(result.ms / 1000).toFixed(1)} s${pictures}.`,
  );
} finally {
  await database.close();
}
