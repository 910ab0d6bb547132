import { and, eq, isNull } from 'drizzle-orm';
import type { ValidProductInput } from '../../../lib/products/product-input.ts';
import type { Db } from '../../db/client.ts';
import { cartItems, orderItems, products, productSizes, wishlistItems } from '../../db/schema.ts';
import { notFound, said } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { mailWaitingShoppers, restockedSizes } from '../stock-alerts/restock.ts';
import { afterCatalogWrite, markCatalogChanged } from './catalog-changed.ts';

/**
 * The write side of the catalog: create, replace and delete products. Each write is one transaction (the
 * product, its size rows and the catalog's change time), followed by cache invalidation and a site rebuild.
 */

export const PRODUCT_NOT_FOUND = said('api.productNotFound');

async function insertSizes(db: Db, productId: number, input: ValidProductInput): Promise<void> {
  await db
    .insert(productSizes)
    .values(
      input.sizeQuantities.map((row, position) => ({ productId, size: row.size, quantity: row.quantity, position })),
    );
}

const columns = (input: ValidProductInput) => ({
  name: input.name,
  description: input.description,
  care: input.care,
  nameHy: input.translations.hy.name,
  descriptionHy: input.translations.hy.desc,
  careHy: input.translations.hy.care,
  nameRu: input.translations.ru.name,
  descriptionRu: input.translations.ru.desc,
  careRu: input.translations.ru.care,
  priceCents: input.priceCents,
  weightGrams: input.weightGrams,
  category: input.category,
  subCategory: input.subCategory,
  color: input.color,
  material: input.material,
  imageUrls: input.imageUrls,
});

export async function createProduct(services: Services, input: ValidProductInput): Promise<number> {
  const now = services.now();
  const id = await services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ ...columns(input), createdAt: now, updatedAt: now })
      .returning({ id: products.id });
    await insertSizes(tx, row.id, input);
    await markCatalogChanged(tx, now);
    return row.id;
  });
  afterCatalogWrite(services, `product ${id} created`, [id]);
  return id;
}

/**
 * Replaces every field and the whole list of size rows of a product that is in the shop. A size raised from 0 is
 * a restock: the shoppers waiting for it are mailed in this transaction (the product row's lock orders two edits).
 */
export async function updateProduct(services: Services, id: number, input: ValidProductInput): Promise<void> {
  const now = services.now();
  await services.database.db.transaction(async (tx) => {
    const updated = await tx
      .update(products)
      .set({ ...columns(input), updatedAt: now })
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .returning({ id: products.id });
    if (updated.length === 0) throw notFound(PRODUCT_NOT_FOUND);
    const before = await tx
      .delete(productSizes)
      .where(eq(productSizes.productId, id))
      .returning({ size: productSizes.size, quantity: productSizes.quantity });
    await insertSizes(tx, id, input);
    await mailWaitingShoppers(tx, services, id, restockedSizes(before, input.sizeQuantities));
    await markCatalogChanged(tx, now);
  });
  afterCatalogWrite(services, `product ${id} updated`, [id]);
}

export type DeleteMode = 'soft' | 'hard';

/**
 * Removes a product from the shop. One that appears in an order is kept for the order history (deleted_at is
 * set, and it leaves every cart and wishlist); one that was never ordered is removed with its rows.
 */
export async function deleteProduct(services: Services, id: number): Promise<DeleteMode> {
  const now = services.now();
  const { db } = services.database;
  const hide = async (tx: Db) => {
    const hidden = await tx
      .update(products)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .returning({ id: products.id });
    if (hidden.length === 0) throw notFound(PRODUCT_NOT_FOUND);
    await tx.delete(cartItems).where(eq(cartItems.productId, id));
    await tx.delete(wishlistItems).where(eq(wishlistItems.productId, id));
    await markCatalogChanged(tx, now);
  };

  let mode: DeleteMode;
  try {
    mode = await db.transaction(async (tx): Promise<DeleteMode> => {
      const [ordered] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.productId, id))
        .limit(1);
      if (ordered) {
        await hide(tx);
        return 'soft';
      }
      const removed = await tx
        .delete(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .returning({ id: products.id });
      if (removed.length === 0) throw notFound(PRODUCT_NOT_FOUND);
      await markCatalogChanged(tx, now);
      return 'hard';
    });
  } catch (err) {
    // An order for it committed between the check and the delete: keep it for that order after all.
    if (!isForeignKeyViolation(err)) throw err;
    await db.transaction((tx) => hide(tx));
    mode = 'soft';
  }
  afterCatalogWrite(services, `product ${id} deleted`, [id]);
  return mode;
}

function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
