import { and, eq, isNull } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { HttpError, said } from '../../http/errors.ts';
import { PaymentError } from '../../payments/provider.ts';
import type { Services } from '../../services.ts';
import { findOrderRow } from '../orders/queries.ts';
import { createRequestId } from './payment-window.ts';

/**
 * Opens the payment order for the order's total, once per payment window: the request id is derived from our order
 * id and the window's number, so a retry (ours or a concurrent repeat of the checkout) gets the same PayPal order
 * back instead of a second one.
 */
export async function ensurePaymentOrder(services: Services, orderId: string): Promise<void> {
  const { db } = services.database;
  const row = await findOrderRow(db, orderId);
  if (!row || row.providerOrderId || row.status !== 'Pending') return;
  let created: { id: string };
  try {
    created = await services.payments.createOrder({
      amountCents: row.totalCents,
      currency: row.currency,
      reference: row.id,
      requestId: createRequestId(row.id, row.paymentAttempt),
      breakdown: {
        itemTotalCents: row.subtotalCents,
        shippingCents: row.shippingCents,
        discountCents: row.discountCents,
      },
    });
  } catch (err) {
    if (err instanceof PaymentError) {
      throw new HttpError(502, said('api.paymentNotOpened', { problem: err.said, id: row.id }));
    }
    throw err;
  }
  await db
    .update(orders)
    .set({ providerOrderId: created.id, updatedAt: services.now() })
    .where(and(eq(orders.id, orderId), isNull(orders.providerOrderId), eq(orders.paymentAttempt, row.paymentAttempt)));
}
