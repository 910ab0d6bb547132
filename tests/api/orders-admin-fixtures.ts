import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatusName } from '../../src/lib/orders/status.ts';
import { orderItems, orders, orderStatusHistory, products, productSizes } from '../../src/server/db/schema.ts';
import type { Caller } from './admin-fixtures.ts';
import type { TestApp } from './harness.ts';
import { invalidateCatalogCache } from '../../src/server/services/catalog/cache.ts';

/** A product straight in the database: `sizes` maps size → stock. */
export async function stockedProduct(
  app: TestApp,
  name: string,
  sizes: Record<string, number>,
  priceCents = 2500,
  weightGrams = 300,
) {
  const { db } = app.services.database;
  const [row] = await db
    .insert(products)
    .values({ name, priceCents, weightGrams, category: 'armenian-ceramics', imageUrls: [] })
    .returning({ id: products.id });
  await db
    .insert(productSizes)
    .values(
      Object.entries(sizes).map(([size, quantity], position) => ({ productId: row.id, size, quantity, position })),
    );
  // As every write path of the shop does once its write has committed.
  invalidateCatalogCache(app.services, [row.id]);
  return row.id;
}

export async function stockOf(app: TestApp, productId: number, size: string): Promise<number> {
  const [row] = await app.services.database.db
    .select({ quantity: productSizes.quantity })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
  return row.quantity;
}

/**
 * An order as checkout leaves it: stock reserved, lines copied, a first history entry. Options set the status,
 * whether the payment window ran out (stock already back on the shelf), and whether it was paid through the
 * test-payment provider (a capture to refund) rather than marked paid by hand.
 */
export async function placedOrder(
  app: TestApp,
  customer: Caller,
  lines: Array<{ productId: number; size: string; quantity: number; unitPriceCents?: number; weightGrams?: number }>,
  options: {
    status?: OrderStatusName;
    expired?: boolean;
    shippingCents?: number;
    createdAt?: Date;
    captured?: boolean;
  } = {},
): Promise<string> {
  const { db } = app.services.database;
  const id = crypto.randomBytes(18).toString('base64url');
  const now = options.createdAt ?? new Date();
  const priced = lines.map((l) => ({
    ...l,
    unitPriceCents: l.unitPriceCents ?? 2500,
    weightGrams: l.weightGrams ?? 300,
  }));
  const subtotalCents = priced.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
  const weightGrams = priced.reduce((s, l) => s + l.weightGrams * l.quantity, 0);
  const shippingCents = options.shippingCents ?? 1500;
  await db.transaction(async (tx) => {
    if (!options.expired) {
      for (const l of priced) {
        await tx
          .update(productSizes)
          .set({ quantity: sql`${productSizes.quantity} - ${l.quantity}` })
          .where(and(eq(productSizes.productId, l.productId), eq(productSizes.size, l.size)));
      }
    }
    await tx.insert(orders).values({
      id,
      userId: customer.id,
      customerEmail: customer.login,
      status: options.status ?? 'Paid',
      subtotalCents,
      shippingCents,
      totalCents: subtotalCents + shippingCents,
      weightGrams,
      shippingAddress: {
        fullName: 'Ani Petrosyan',
        street: '1 Armenian Patriarchate Rd',
        city: 'Jerusalem',
        zipCode: '9114101',
        country: 'Israel',
        phone: '021234567',
      },
      paymentProvider: 'test',
      ...(options.captured
        ? {
            providerCaptureId: `TESTCAPTURE-${subtotalCents + shippingCents}-USD-${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
            capturedCents: subtotalCents + shippingCents,
          }
        : {}),
      paymentDueAt: new Date(now.getTime() + (options.expired ? -60_000 : 30 * 60_000)),
      stockReleasedAt: options.expired ? now : null,
      paidAt: options.status === 'Pending' ? null : now,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(orderItems).values(
      priced.map((l) => ({
        orderId: id,
        productId: l.productId,
        size: l.size,
        name: `Product ${l.productId}`,
        unitPriceCents: l.unitPriceCents,
        weightGrams: l.weightGrams,
        quantity: l.quantity,
      })),
    );
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: id, fromStatus: null, toStatus: options.status ?? 'Paid', createdAt: now });
  });
  return id;
}
