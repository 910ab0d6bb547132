import { and, eq, isNull } from 'drizzle-orm';
import type { StockAlertAnswer } from '../../../lib/api/stock-alert.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { products, productSizes, stockAlerts } from '../../db/schema.ts';
import { conflict, notFound, said } from '../../http/errors.ts';
import type { Services } from '../../services.ts';

export interface AlertAsked {
  productId: number;
  size: string;
  /** Lower-cased and checked by the caller. */
  email: string;
  locale: Locale;
  userId: number | null;
}

/**
 * Stores "e-mail me when it's back" for a size that is sold out right now. Asking again for the same product, size
 * and address while the first request waits changes nothing (the open-request unique index); the language of the
 * latest ask is not taken over, the first one stands.
 */
export async function requestStockAlert(
  services: Pick<Services, 'database' | 'now'>,
  asked: AlertAsked,
): Promise<StockAlertAnswer> {
  const { db } = services.database;
  const [row] = await db
    .select({ quantity: productSizes.quantity })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(
      and(eq(productSizes.productId, asked.productId), eq(productSizes.size, asked.size), isNull(products.deletedAt)),
    )
    .limit(1);
  if (!row) throw notFound(said('api.stockAlert.noSuchSize'));
  if (row.quantity > 0) throw conflict(said('api.stockAlert.inStock'));
  const created = await db
    .insert(stockAlerts)
    .values({ ...asked, createdAt: services.now() })
    .onConflictDoNothing()
    .returning({ id: stockAlerts.id });
  return { productId: asked.productId, size: asked.size, email: asked.email, created: created.length > 0 };
}
