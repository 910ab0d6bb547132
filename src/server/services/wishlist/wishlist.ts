import { and, asc, eq } from 'drizzle-orm';
import type { Product } from '../../../lib/api/product.ts';
import { wishlistItems } from '../../db/schema.ts';
import { notFound, said } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { readProducts } from '../catalog/product-reads.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';

/** The saved products, oldest first; products removed from the shop drop out. */
export async function loadWishList(
  services: Pick<Services, 'database'>,
  userId: number,
  locale: Locale,
): Promise<Product[]> {
  const { db } = services.database;
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.productId));
  const found = await readProducts(
    services,
    rows.map((r) => r.productId),
    locale,
  );
  return rows.flatMap((r) => found.get(r.productId) ?? []);
}

/** Saving a product twice keeps one entry. */
export async function addToWishList(services: Services, userId: number, productId: number): Promise<void> {
  const { db } = services.database;
  if (!(await readProducts(services, [productId])).has(productId))
    throw notFound(said('api.productGone', { id: productId }));
  await db.insert(wishlistItems).values({ userId, productId, createdAt: services.now() }).onConflictDoNothing();
}

export async function removeFromWishList(services: Services, userId: number, productId: number): Promise<void> {
  await services.database.db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
