import { and, asc, eq, sql } from 'drizzle-orm';
import { cartItemIdOf } from '../../../lib/cart/cart-item-id.ts';
import { cartQuantityProblem } from '../../../lib/cart/quantity.ts';
import type { Cart, CartItem } from '../../../lib/api/cart.ts';
import { fromCents, toCents } from '../../../lib/money.ts';
import { ShippingError, shippingCostCents } from '../../../lib/shipping/ems.ts';
import { shippingTablesFrom } from '../../../lib/shipping/tables.ts';
import type { Db } from '../../db/client.ts';
import { cartItems, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound, said } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { readProducts } from '../catalog/product-reads.ts';
import { productNames, stockOf } from './products.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { sizeWords } from '../../http/order-words.ts';

/**
 * One cart per user, kept in cart_items: one row per product and size. Prices and stock are read from the
 * database every time; the cart stores only what was chosen.
 */

export interface CartLineKey {
  productId: number;
  size: string;
}

export async function loadCart(
  services: Pick<Services, 'database' | 'content'>,
  userId: number,
  locale: Locale,
): Promise<Cart> {
  const { db } = services.database;
  const rows = await db
    .select({ productId: cartItems.productId, size: cartItems.size, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId), asc(cartItems.size));
  const found = await readProducts(
    services,
    rows.map((r) => r.productId),
    locale,
  );
  const items: CartItem[] = [];
  let totalCents = 0;
  let totalWeight = 0;
  let count = 0;
  for (const row of rows) {
    const product = found.get(row.productId);
    if (!product) continue; // removed from the shop since it was added
    const lineCents = toCents(product.price) * row.quantity;
    totalCents += lineCents;
    totalWeight += product.weight * row.quantity;
    count += row.quantity;
    items.push({
      cartItemId: cartItemIdOf(row.productId, row.size),
      product,
      selectedSize: row.size,
      quantity: row.quantity,
      available: stockOf(product, row.size) ?? 0,
      lineTotal: fromCents(lineCents),
    });
  }
  return {
    items,
    totalPrice: fromCents(totalCents),
    totalWeight,
    count,
    shippingPrice: await savedCountryShipping(services, userId, totalWeight),
  };
}

/** A preview for the saved address's country, so the cart shows shipping before the form is touched. */
async function savedCountryShipping(
  services: Pick<Services, 'database' | 'content'>,
  userId: number,
  weight: number,
): Promise<number | null> {
  if (weight <= 0) return null;
  const [user] = await services.database.db
    .select({ address: users.address })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const country = user?.address?.country;
  if (!country) return null;
  try {
    return fromCents(shippingCostCents(country, weight, shippingTablesFrom(services.content)));
  } catch (err) {
    if (err instanceof ShippingError) return null;
    throw err;
  }
}

/**
 * The product and the stock of one of its sizes, or a 404 that says which is missing. From the product cache, so
 * read before any transaction opens (PGlite's one connection would wait for it).
 */
async function lineFacts(services: Pick<Services, 'database'>, key: CartLineKey) {
  const product = (await readProducts(services, [key.productId])).get(key.productId);
  if (!product) throw notFound(said('api.productGone', { id: key.productId }));
  const stock = stockOf(product, key.size);
  if (stock === undefined) {
    const sizes = product.sizeQuantities.map((s) => s.size).join(', ');
    throw notFound(
      said('api.noSuchSize', {
        name: await productNames(services.database.db, key.productId),
        size: sizeWords(key.size),
        sizes,
      }),
    );
  }
  return { product, stock };
}

/** 400 below one, 409 beyond the stock, naming the product in the shopper's language. */
async function refuseQuantity(
  db: Db,
  quantity: number,
  facts: { product: { id: number }; stock: number },
  size: string,
): Promise<void> {
  const problem = cartQuantityProblem(quantity, { name: facts.product.id, size, stock: facts.stock });
  if (!problem) return;
  if (problem.key === 'api.quantityAtLeastOne') throw badRequest(said(problem.key));
  throw conflict(
    said(problem.key, { ...problem.vars, size: sizeWords(size), name: await productNames(db, facts.product.id) }),
  );
}

async function currentQuantity(db: Db, userId: number, key: CartLineKey): Promise<number | undefined> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, key.productId), eq(cartItems.size, key.size)))
    .limit(1);
  return row?.quantity;
}

/** Adds `quantity` of a size; an existing line grows. Refused (409) beyond the stock of that size. */
export async function addToCart(services: Services, userId: number, key: CartLineKey, quantity: number): Promise<void> {
  if (!Number.isInteger(quantity) || quantity < 1) throw badRequest(said('api.quantityAtLeastOne'));
  const facts = await lineFacts(services, key);
  await services.database.db.transaction(async (tx) => {
    const existing = (await currentQuantity(tx, userId, key)) ?? 0;
    await refuseQuantity(tx, existing + quantity, facts, key.size);
    await tx
      .insert(cartItems)
      .values({ userId, productId: key.productId, size: key.size, quantity, createdAt: services.now() })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.size],
        set: { quantity: sql`${cartItems.quantity} + ${quantity}` },
      });
  });
}

/** Removes a line; removing a line that is not there is not an error (the cart already looks as asked). */
export async function removeFromCart(services: Services, userId: number, key: CartLineKey): Promise<void> {
  await services.database.db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, key.productId), eq(cartItems.size, key.size)));
}

/** The stepper: one up or one down, within 1..stock. */
export async function stepCartQuantity(
  services: Services,
  userId: number,
  key: CartLineKey,
  isAdd: boolean,
): Promise<void> {
  const facts = isAdd ? await lineFacts(services, key) : undefined;
  await services.database.db.transaction(async (tx) => {
    const db = tx;
    const existing = await currentQuantity(db, userId, key);
    if (existing === undefined) throw notFound(said('api.notInCart'));
    const next = existing + (isAdd ? 1 : -1);
    if (next < 1) throw badRequest(said('api.quantityUseRemove'));
    if (facts) await refuseQuantity(db, next, facts, key.size);
    await tx
      .update(cartItems)
      .set({ quantity: next })
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, key.productId), eq(cartItems.size, key.size)));
  });
}

/** After payment: the lines that were bought leave the cart. */
export async function removeOrderedLines(db: Db, userId: number, keys: readonly CartLineKey[]): Promise<void> {
  for (const key of keys) {
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, key.productId), eq(cartItems.size, key.size)));
  }
}
