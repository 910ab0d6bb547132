import { eq } from 'drizzle-orm';
import type { Product } from '../../../lib/api/product.ts';
import type { Db } from '../../db/client.ts';
import type { LocalizedText } from '../../http/server-message.ts';
import { products } from '../../db/schema.ts';

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
