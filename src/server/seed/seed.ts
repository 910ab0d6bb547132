import { count, inArray, isNull, and, notInArray, sql } from 'drizzle-orm';
import type { Content } from '../../lib/content/types.ts';
import { syncCategories } from '../content/sync-categories.ts';
import type { Database, Db } from '../db/client.ts';
import { orderItems, products, productSizes } from '../db/schema.ts';
import { markCatalogChanged } from '../services/products/catalog-changed.ts';
import { DEFAULT_PRODUCT_COUNT, generateCatalog, type SeedCatalog } from './generate.ts';
import { ensureSeedImages, type EnsureImagesResult } from './picture-drawer.ts';
import type { MediaStorage } from '../storage/media-storage.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters (17 per product, 4 per size row). */
const PRODUCT_BATCH = 1000;
const SIZE_BATCH = 4000;

export interface SeedOptions {
  /** Products to add (default 480). */
  count?: number;
  /** Where media/ lives; pictures are rendered there unless `images` is false. */
  dataDir: string;
  /** Where the pictures go instead of DATA_DIR/media (the configured storage: `mediaStorageFor(services)`). */
  mediaStorage?: MediaStorage;
  /** Remove the current catalog first. Products that past orders refer to are hidden (deleted_at), not removed. */
  replace?: boolean;
  /** Render the pictures too (default true). Tests that only need rows can skip the rendering. */
  images?: boolean;
  /** The time written to meta.catalog_updated_at (default now). */
  now?: Date;
}

export interface SeedResult {
  products: number;
  sizes: number;
  images: EnsureImagesResult | null;
  ms: number;
}

/** Fresh ids from the products sequence, so size rows can refer to their product without relying on RETURNING order. */
async function reserveProductIds(tx: Db, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = await tx.execute<{ id: number | string }>(
    sql`select nextval(pg_get_serial_sequence('products', 'id')) as id from generate_series(1, ${n})`,
  );
  const rows = (result as unknown as { rows: { id: number | string }[] }).rows;
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

async function removeCatalog(tx: Db, at: Date): Promise<void> {
  const ordered = tx.select({ id: orderItems.productId }).from(orderItems);
  await tx
    .update(products)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(isNull(products.deletedAt), inArray(products.id, ordered)));
  await tx.delete(products).where(notInArray(products.id, ordered));
}

async function insertCatalog(tx: Db, catalog: SeedCatalog): Promise<void> {
  const ids = await reserveProductIds(tx, catalog.products.length);
  for (let start = 0; start < catalog.products.length; start += PRODUCT_BATCH) {
    const rows = catalog.products.slice(start, start + PRODUCT_BATCH).map((p, i) => ({
      id: ids[start + i]!,
      name: p.name.en,
      description: p.description.en,
      care: p.care?.en ?? '',
      nameHy: p.name.hy,
      descriptionHy: p.description.hy,
      careHy: p.care?.hy ?? null,
      nameRu: p.name.ru,
      descriptionRu: p.description.ru,
      careRu: p.care?.ru ?? null,
      priceCents: p.priceCents,
      weightGrams: p.weightGrams,
      category: p.category,
      subCategory: p.subCategory,
      color: p.color,
      material: p.material,
      sku: p.sku,
      imageUrls: p.imageUrls,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    }));
    await tx.insert(products).values(rows);
  }
  for (let start = 0; start < catalog.sizes.length; start += SIZE_BATCH) {
    const rows = catalog.sizes.slice(start, start + SIZE_BATCH).map((s) => ({
      productId: ids[s.productIndex]!,
      size: s.size,
      quantity: s.quantity,
      position: s.position,
    }));
    await tx.insert(productSizes).values(rows);
  }
}

/**
 * Adds a generated catalog of `count` products (after removing the current one when `replace` is set), in one
 * transaction with multi-row inserts, and records the time in meta.catalog_updated_at. Categories are synced first.
 */
export async function seedCatalog(database: Database, content: Content, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const at = options.now ?? new Date();
  const catalog = generateCatalog(content, { count: options.count ?? DEFAULT_PRODUCT_COUNT });
  // The pictures render on sharp's threads while the rows go in.
  const images =
    options.images === false
      ? Promise.resolve(null)
      : ensureSeedImages(options.mediaStorage ?? options.dataDir, content);
  try {
    await syncCategories(database.db, content);
    await database.db.transaction(async (tx) => {
      if (options.replace) await removeCatalog(tx, at);
      await insertCatalog(tx, catalog);
      await markCatalogChanged(tx, at);
    });
    // Fresh statistics for the planner and an all-visible table for index-only counts (PGlite has no autovacuum).
    await database.tidyCatalog();
  } finally {
    // Never leave the rendering running unobserved, even when the insert failed.
    await images.catch(() => null);
  }
  return {
    products: catalog.products.length,
    sizes: catalog.sizes.length,
    images: await images,
    ms: Math.round(performance.now() - started),
  };
}

export interface EnsureSeededResult {
  /** True when this call seeded the (empty) catalog. */
  seeded: boolean;
  products: number;
  images: EnsureImagesResult | null;
}

/**
 * What every start should call: syncs categories, seeds the default catalog when the products table is empty,
 * and renders any seed or category picture missing from `dataDir` (cheap when they all exist).
 */
export async function ensureSeeded(
  database: Database,
  content: Content,
  options: { dataDir: string; mediaStorage?: MediaStorage; images?: boolean },
): Promise<EnsureSeededResult> {
  await syncCategories(database.db, content);
  const [row] = await database.db.select({ n: count() }).from(products);
  if (Number(row?.n ?? 0) === 0) {
    const result = await seedCatalog(database, content, {
      dataDir: options.dataDir,
      mediaStorage: options.mediaStorage,
      images: options.images,
    });
    return { seeded: true, products: result.products, images: result.images };
  }
  const images =
    options.images === false ? null : await ensureSeedImages(options.mediaStorage ?? options.dataDir, content);
  return { seeded: false, products: Number(row!.n), images };
}
