import { meta } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { invalidateCatalogCache } from '../catalog/cache.ts';

export const CATALOG_UPDATED_AT = 'catalog_updated_at';

/** Records when the catalog last changed; run inside the write's transaction so the two never disagree. */
export async function markCatalogChanged(db: Db, at: Date): Promise<void> {
  await db
    .insert(meta)
    .values({ key: CATALOG_UPDATED_AT, value: at.toISOString(), updatedAt: at })
    .onConflictDoUpdate({ target: meta.key, set: { value: at.toISOString(), updatedAt: at } });
}

/**
 * After a product write has committed: the changed products' answers (and every search page) leave the catalog cache
 * at once on this instance and on every other one (by their NOTIFY), and the static site is rebuilt in the
 * background when the runtime offers it (debounced there; one instance builds for all).
 */
export function afterCatalogWrite(services: Services, reason: string, productIds?: number[]): void {
  invalidateCatalogCache(services, productIds);
  try {
    services.site?.requestRebuild(reason);
  } catch (err) {
    services.log.child({ name: 'catalog' }).error({ err }, 'could not ask for a site rebuild');
  }
}
