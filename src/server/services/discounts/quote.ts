import type { DiscountQuote, DiscountQuoteRequest } from '../../../lib/api/discount.ts';
import { fromCents, toCents } from '../../../lib/money.ts';
import { notFound, said } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { productsByIds } from '../catalog/queries.ts';
import { priceCode } from './code-rules.ts';

/**
 * What a code takes off these lines for this customer now, priced from the database as the checkout will price
 * them (the checkout checks again, and takes the use, when the order is placed).
 */
export async function quoteDiscount(
  services: Services,
  userId: number,
  request: DiscountQuoteRequest,
): Promise<DiscountQuote> {
  const { db } = services.database;
  const found = await productsByIds(
    db,
    request.orderItems.map((l) => l.productId),
  );
  const lines = request.orderItems.map((l) => {
    const product = found.get(l.productId);
    if (!product) throw notFound(said('api.productGoneFromOrder', { id: l.productId }));
    return { category: product.category, unitPriceCents: toCents(product.price), quantity: l.quantity };
  });
  const priced = await priceCode(db, request.code, lines, userId, services.now(), false);
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  return { code: priced.row.code, subtotal: fromCents(subtotalCents), discount: fromCents(priced.discountCents) };
}
