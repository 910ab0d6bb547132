import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Product } from '../../../lib/api/product.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import type { LocalizedText } from '../../http/server-message.ts';
import { products, productSizes } from '../../db/schema.ts';
import { toProduct } from '../catalog/mapping.ts';
import { productColumns } from '../catalog/queries.ts';

/**
 * Products still in the shop, by id, with their size rows in display order, worded in `locale`; unknown and
 * deleted ids are absent.
 */
export async function productsByIds(db: Db, ids: readonly number[], locale: Locale = 'en'): Promise<Map<number, Product>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, Product>();
  if (!unique.length) return found;
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.id, unique), isNull(products.deletedAt)));
  if (!rows.length) return found;
  const sizes = await db
    .select({ productId: productSizes.productId, size: productSizes.size, quantity: productSizes.quantity })
    .from(productSizes)
    .where(inArray(productSizes.productId, rows.map((r) => r.id)))
    .orderBy(asc(productSizes.productId), asc(productSizes.position), asc(productSizes.size));
  for (const row of rows) {
    found.set(row.id, toProduct(row, sizes.filter((s) => s.productId === row.id).map(({ size, quantity }) => ({ size, quantity })), locale));
  }
  return found;
}

/** A product's name in every language, English where not written: for messages worded per request. */
export async function productNames(db: Db, productId: number): Promise<LocalizedText> {
  const [row] = await db
    .select({ en: products.name, hy: products.nameHy, ru: products.nameRu })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  const en = row?.en ?? String(productId);
  return { en, hy: row?.hy?.trim() || en, ru: row?.ru?.trim() || en };
}

export function stockOf(product: Product, size: string): number | undefined {
  return product.sizeQuantities.find((s) => s.size === size)?.quantity;
}
