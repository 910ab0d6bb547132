import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { meta } from '../db/schema.ts';

const key = 'catalog_updated_at';

/** When the catalog last changed (ISO), or null if nothing has recorded a change yet. */
export async function readCatalogUpdatedAt(database: Database): Promise<string | null> {
  const rows = await database.db.select({ value: meta.value }).from(meta).where(eq(meta.key, key)).limit(1);
  return rows[0]?.value ?? null;
}

/** Records a catalog change; the next start (or the running rebuilder) sees the built site is older. */
export async function markCatalogChanged(database: Database, at: Date): Promise<void> {
  const value = at.toISOString();
  await database.db
    .insert(meta)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: meta.key, set: { value, updatedAt: at } });
}
