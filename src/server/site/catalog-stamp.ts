import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { meta } from '../db/schema.ts';
import { CATALOG_UPDATED_AT } from '../services/products/catalog-changed.ts';

/** When the catalog last changed (ISO, written by product writes and the first seed), or null if never recorded. */
export async function readCatalogUpdatedAt(database: Database): Promise<string | null> {
  const rows = await database.db
    .select({ value: meta.value })
    .from(meta)
    .where(eq(meta.key, CATALOG_UPDATED_AT))
    .limit(1);
  return rows[0]?.value ?? null;
}
