// `npm run seed -- --products 10000 [--replace] [--no-images]`: adds a generated catalog to the configured database
// (DATABASE_URL, or PGlite in $DATA_DIR/db) and renders any missing pictures into $DATA_DIR/media. While the shop runs
// on this data folder, the shop does it.
import path from 'node:path';
import { configFromEnvironment } from '../src/server/config.ts';
import { loadContent } from '../src/server/content/load.ts';
import { withShopOrDatabase } from '../src/server/control/cli.ts';
import { DEFAULT_PRODUCT_COUNT, seedCatalog, type SeedResult } from '../src/server/seed/index.ts';
import { parseCommandLine } from './command-line.ts';
import { mediaStorageFromConfig } from '../src/server/storage/default-storage.ts';

const usage = 'usage: npm run seed -- [--products N] [--replace] [--no-images]';

const { values: args } = parseCommandLine(
  {
    products: { type: 'string', default: String(DEFAULT_PRODUCT_COUNT) },
    replace: { type: 'boolean', default: false },
    'no-images': { type: 'boolean', default: false },
  },
  usage,
);
const count = Number(args.products);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error(`--products must be a whole number from 1 to 1,000,000, got "${args.products}"\n${usage}`);
  process.exit(2);
}

const config = configFromEnvironment();
const request = { products: count, replace: args.replace, images: !args['no-images'] };
try {
  const { result, where } = await withShopOrDatabase(config, 'seed', {
    // Through the running shop, which also drops its cached answers and rebuilds its pages.
    viaShop: async (shop) => ({
      result: await shop.call<SeedResult>('/seed', request),
      where: `the running shop (process ${shop.pid})`,
    }),
    direct: async (database) => ({
      result: await seedCatalog(database, loadContent(), {
        count,
        dataDir: config.dataDir,
        mediaStorage: mediaStorageFromConfig(config),
        replace: request.replace,
        images: request.images,
      }),
      where: database.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL',
    }),
  });
  const pictures = result.images
    ? `, pictures: ${result.images.written} rendered, ${result.images.skipped} already there`
    : '';
  console.log(
    `Seeded ${result.products} products (${result.sizes} size rows${args.replace ? ', catalog replaced' : ''}) into ${where} in ${(result.ms / 1000).toFixed(1)} s${pictures}.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
