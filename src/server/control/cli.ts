import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { runningShop, type ShopClient } from './client.ts';
import { acquireDataLock } from './data-lock.ts';

/**
 * How every command that needs the shop's data reaches it: through the running shop when one holds the data
 * folder, otherwise by taking the folder's lock itself for as long as it works, so nothing opens one PGlite
 * folder twice.
 */
export async function withShopOrDatabase<T>(
  config: Config,
  command: string,
  work: { viaShop: (shop: ShopClient) => Promise<T>; direct: (database: Database) => Promise<T> },
  open: { migrate?: boolean } = {},
): Promise<T> {
  const shop = runningShop(config.dataDir);
  if (shop) return work.viaShop(shop);
  return withDataFolder(config, command, work.direct, open);
}

/**
 * Takes the data folder (or refuses with one sentence when a shop or another command holds it). `migrate: false`
 * opens the database as it is (a backup records the schema it finds).
 */
export async function withDataFolder<T>(
  config: Config,
  command: string,
  work: (database: Database) => Promise<T>,
  open: { migrate?: boolean } = {},
): Promise<T> {
  const lock = acquireDataLock(config.dataDir, command);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'db'),
      migrate: open.migrate,
    });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}
