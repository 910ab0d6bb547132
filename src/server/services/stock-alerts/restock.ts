import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { wordsIn } from '../../../lib/catalog/product-texts.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import { products, stockAlerts } from '../../db/schema.ts';
import { type ComposedMail, composeMail, mailContext } from '../../mail/compose.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Services } from '../../services.ts';

/** Sizes whose shelf went from empty (or absent) to holding units: the owner restocked them. */
export function restockedSizes(
  before: ReadonlyArray<{ size: string; quantity: number }>,
  after: ReadonlyArray<{ size: string; quantity: number }>,
): string[] {
  const had = new Map(before.map((row) => [row.size, row.quantity]));
  return after.filter((row) => row.quantity > 0 && (had.get(row.size) ?? 0) === 0).map((row) => row.size);
}

/**
 * Inside the restock's transaction: closes every open request for these sizes and writes one mail per request, in
 * its language. The close is one conditional update (`notified_at is null`), so two restocks racing each other (the
 * second waits for the first's row locks, then finds nothing open) mail each address once. Returns the mails written.
 */
export async function mailWaitingShoppers(
  tx: Db,
  services: Pick<Services, 'now' | 'config' | 'content'>,
  productId: number,
  sizes: readonly string[],
): Promise<number> {
  if (sizes.length === 0) return 0;
  const now = services.now();
  const closed = await tx
    .update(stockAlerts)
    .set({ notifiedAt: now })
    .where(
      and(eq(stockAlerts.productId, productId), inArray(stockAlerts.size, [...sizes]), isNull(stockAlerts.notifiedAt)),
    )
    .returning({ id: stockAlerts.id, size: stockAlerts.size, email: stockAlerts.email, locale: stockAlerts.locale });
  if (closed.length === 0) return 0;
  const [product] = await tx
    .select({
      name: products.name,
      nameHy: products.nameHy,
      nameRu: products.nameRu,
      imageUrls: products.imageUrls,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return 0;
  const nameIn = (locale: Locale) =>
    wordsIn(
      locale,
      { name: product.name, desc: '', care: '' },
      { hy: { name: product.nameHy, desc: null, care: null }, ru: { name: product.nameRu, desc: null, care: null } },
    ).name;
  // Every shopper waiting for one size in one language reads the same mail: written once.
  const written = new Map<string, ComposedMail>();
  for (const alert of closed.sort((a, b) => a.id - b.id)) {
    const key = `${alert.locale}|${alert.size}`;
    let mail = written.get(key);
    if (!mail) {
      mail = await composeMail(
        {
          kind: 'back-in-stock',
          productId,
          productName: nameIn(alert.locale),
          imageUrl: product.imageUrls[0] ?? null,
          size: alert.size,
        },
        mailContext(services, alert.locale),
      );
      written.set(key, mail);
    }
    await enqueueMail(tx, services, {
      kind: 'back-in-stock',
      reference: `product-${productId}`,
      to: alert.email,
      locale: alert.locale,
      mail,
    });
  }
  return closed.length;
}

/** The open requests of a product, oldest first (for tests and the owner's view). */
export function openAlerts(db: Db, productId: number) {
  return db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt)))
    .orderBy(asc(stockAlerts.id));
}
