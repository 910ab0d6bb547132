import { and, eq, gte, sql } from 'drizzle-orm';
import type { Product } from '../../../lib/api/product.ts';
import type { CheckoutRequest } from '../../../lib/checkout/request.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { toCents } from '../../../lib/money.ts';
import type { Order } from '../../../lib/api/order.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, orderStatusHistory, products, productSizes, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound, said } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { productNames } from '../cart/products.ts';
import { productsByIds } from '../catalog/queries.ts';
import { invalidateCatalogCache } from '../catalog/cache.ts';
import { releaseExpiredOrders } from '../orders/expiry.ts';
import { queueAwaitingPaymentMail } from '../orders/mails.ts';
import { loadOrder } from '../orders/queries.ts';
import { returnStock } from '../orders-admin/stock.ts';
import { reuseOpenOrder, replaceOpenOrders } from './open-orders.ts';
import { newOrderId } from './order-id.ts';
import { ensurePaymentOrder } from './payment-order.ts';
import { windowEnd } from './payment-window.ts';
import { checkoutRequestHash, mergeLines, type RequestedLine } from './request-hash.ts';
import { quoteShippingCents } from './shipping.ts';
import { netStockMoves } from './stock-moves.ts';
import { sizeWords } from '../../http/order-words.ts';
import { priceCode } from '../discounts/code-rules.ts';
import { claimUse } from '../discounts/uses.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

export interface Customer {
  id: number;
  login: string;
  /** The checkout page's language (Accept-Language); kept on the account and the order for their mails. */
  locale?: Locale | null;
}

interface PricedLine {
  product: Product;
  size: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * POST /checkOut: prices the lines from the database, reserves their stock and records a Pending order in one
 * transaction, then opens the PayPal (or test) payment order for exactly the order's total. A repeat with the same
 * Idempotency-Key answers the same order (and the same PayPal order); the same key for a different request is a 409.
 * The customer's own open order never makes the shelf look empty: the same cart and address reuses it (200),
 * anything else cancels it in the new order's transaction and counts its units as free.
 */
export async function placeOrder(
  services: Services,
  customer: Customer,
  idempotencyKey: string,
  request: CheckoutRequest,
): Promise<{ order: Order; created: boolean }> {
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    throw badRequest(said('api.idempotencyKeyFormat'));
  }
  const requestHash = checkoutRequestHash(request);

  const earlier = await orderForKey(services, customer.id, idempotencyKey);
  if (earlier) return { order: await answerRepeat(services, earlier, requestHash), created: false };

  // Stock held by abandoned orders goes back first, so it can be sold now.
  await releaseExpiredOrders(services);

  const reused = await reuseOpenOrder(services, customer.id, requestHash);
  if (reused) {
    await ensurePaymentOrder(services, reused);
    return { order: (await loadOrder(services.database.db, reused, services.now()))!, created: false };
  }

  const orderId = newOrderId();
  let moved: number[];
  try {
    moved = await services.database.db.transaction((tx) =>
      reserveAndRecord(services, tx, orderId, customer, idempotencyKey, requestHash, request),
    );
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // A concurrent request with the same key won the race; answer with its order.
    const winner = await orderForKey(services, customer.id, idempotencyKey);
    if (!winner) throw err;
    return { order: await answerRepeat(services, winner, requestHash), created: false };
  }
  // The reserved units left the shelf: cached listings must not offer them.
  invalidateCatalogCache(services, moved);
  await ensurePaymentOrder(services, orderId);
  return { order: (await loadOrder(services.database.db, orderId, services.now()))!, created: true };
}

async function orderForKey(services: Services, userId: number, key: string) {
  const [row] = await services.database.db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

async function answerRepeat(
  services: Services,
  earlier: { id: string; requestHash: string | null },
  requestHash: string,
): Promise<Order> {
  if (earlier.requestHash !== requestHash) {
    throw conflict(said('api.idempotencyKeyReused'));
  }
  await ensurePaymentOrder(services, earlier.id);
  return (await loadOrder(services.database.db, earlier.id, services.now()))!;
}

async function reserveAndRecord(
  services: Services,
  tx: Db,
  orderId: string,
  customer: Customer,
  idempotencyKey: string,
  requestHash: string,
  request: CheckoutRequest,
): Promise<number[]> {
  const requested = mergeLines(request.orderItems);
  const found = await productsByIds(
    tx,
    requested.map((l) => l.productId),
  );
  const sized: RequestedLine[] = [];
  for (const l of requested) sized.push({ ...l, size: await resolveSize(tx, found.get(l.productId), l) });
  const lines = mergeLines(sized).map((l): PricedLine => {
    const product = found.get(l.productId)!;
    return { product, size: l.size!, quantity: l.quantity, unitPriceCents: toCents(product.price) };
  });

  const weightGrams = lines.reduce((sum, l) => sum + l.product.weight * l.quantity, 0);
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const shippingCents = quoteShippingCents(services, request.shippingAddress.country, weightGrams);

  const now = services.now();
  const freed = await replaceOpenOrders(tx, services, customer.id, orderId);
  const moves = netStockMoves(
    freed,
    lines.map((l) => ({ productId: l.product.id, size: l.size, quantity: l.quantity })),
  );
  for (const move of moves) {
    const line = lines.find((l) => l.product.id === move.productId && l.size === move.size);
    if (move.freed > move.wanted)
      await returnStock(tx, { ...move, name: line?.product.name ?? '', quantity: move.freed - move.wanted });
    if (move.wanted > move.freed) await reserve(tx, line!, move.wanted - move.freed, move.freed);
  }
  // After the replaced orders gave their uses back; the code's row stays locked until this order commits.
  const code = request.discountCode
    ? await priceCode(
        tx,
        request.discountCode,
        lines.map((l) => ({ category: l.product.category, unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
        customer.id,
        now,
        true,
      )
    : null;
  const discountCents = code?.discountCents ?? 0;

  const address = request.shippingAddress;
  const locale = await customerLocale(tx, customer);
  await tx.insert(orders).values({
    id: orderId,
    userId: customer.id,
    customerEmail: customer.login,
    status: 'Pending',
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents - discountCents + shippingCents,
    discountCode: code?.row.code ?? null,
    discountCents,
    currency: 'USD',
    weightGrams,
    shippingAddress: {
      fullName: address.fullName,
      street: address.street,
      city: address.city,
      ...(address.state ? { state: address.state } : {}),
      zipCode: address.zipCode,
      country: address.country,
      phone: address.phone,
    },
    paymentProvider: services.payments.name,
    locale,
    idempotencyKey,
    requestHash,
    paymentDueAt: windowEnd(now),
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(orderItems).values(
    lines.map((l, i) => ({
      orderId,
      productId: l.product.id,
      size: l.size,
      name: l.product.name,
      imageUrl: l.product.imageUrls[0] ?? null,
      material: l.product.material,
      color: l.product.color,
      category: l.product.category,
      unitPriceCents: l.unitPriceCents,
      weightGrams: l.product.weight,
      quantity: l.quantity,
      discountCents: code?.lineDiscounts[i] ?? 0,
    })),
  );
  if (code) await claimUse(tx, code.row.id, orderId, customer.id, now);
  // The names in the other languages as they are now: invoices and mails keep the words the goods were sold under.
  await tx
    .update(orderItems)
    .set({ nameHy: products.nameHy, nameRu: products.nameRu })
    .from(products)
    .where(and(eq(orderItems.orderId, orderId), eq(products.id, orderItems.productId)));
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: null,
    toStatus: 'Pending',
    note: 'Order placed; stock reserved for 30 minutes while payment is made.',
    actorUserId: customer.id,
    createdAt: now,
  });
  await queueAwaitingPaymentMail(tx, services, orderId);
  // Every product whose stock moved (including lines freed from the customer's replaced order).
  return [...new Set(moves.filter((m) => m.freed !== m.wanted).map((m) => m.productId))];
}

/** The language the order's mails are written in: the checkout page's, which the account then keeps; else the account's. */
async function customerLocale(tx: Db, customer: Customer): Promise<Locale> {
  if (customer.locale) {
    await tx.update(users).set({ locale: customer.locale }).where(eq(users.id, customer.id));
    return customer.locale;
  }
  const [user] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, customer.id)).limit(1);
  return user?.locale ?? 'en';
}

/** Takes `quantity` units with a conditional decrement (never below 0); 409 naming what is left for this order. */
async function reserve(tx: Db, line: PricedLine, quantity: number, freedForIt: number): Promise<void> {
  const where = and(eq(productSizes.productId, line.product.id), eq(productSizes.size, line.size));
  const reserved = await tx
    .update(productSizes)
    .set({ quantity: sql`${productSizes.quantity} - ${quantity}` })
    .where(and(where, gte(productSizes.quantity, quantity)))
    .returning({ left: productSizes.quantity });
  if (reserved.length === 1) return;
  const [now] = await tx.select({ quantity: productSizes.quantity }).from(productSizes).where(where);
  const left = (now?.quantity ?? 0) + freedForIt;
  const name = await productNames(tx, line.product.id);
  throw conflict(
    left > 0
      ? said('api.onlyLeftLowerQuantity', { name, size: sizeWords(line.size), count: left })
      : said('api.justSoldOut', { name, size: sizeWords(line.size) }),
  );
}

/** The size the line is for: as given, or the only size a one-size product has. */
async function resolveSize(db: Db, product: Product | undefined, line: RequestedLine): Promise<string> {
  if (!product) throw notFound(said('api.productGoneFromOrder', { id: line.productId }));
  const sizes = product.sizeQuantities.map((s) => s.size);
  if (line.size === undefined) {
    if (sizes.length === 1) return sizes[0]!;
    throw badRequest(said('api.chooseSize', { name: await productNames(db, product.id), sizes: sizes.join(', ') }));
  }
  if (!sizes.includes(line.size))
    throw badRequest(
      said('api.orderSizeMissing', { name: await productNames(db, product.id), size: sizeWords(line.size) }),
    );
  return line.size;
}

/** PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
