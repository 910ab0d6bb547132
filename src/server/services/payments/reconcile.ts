import { and, eq, isNull } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { PaymentError, type PaymentOrderState } from '../../payments/provider.ts';
import type { Services } from '../../services.ts';
import { captureApprovedOrder } from '../checkout/capture.ts';
import type { OrderRow } from '../orders/queries.ts';
import { decideBeforeRelease, type ProviderView } from './before-release.ts';
import { recordCapture } from './record-capture.ts';

/**
 * Before an unpaid order's stock goes back to the shelf: asks the payment provider where its payment stands
 * (GET /v2/checkout/orders/{id}) and acts on it (before-release.ts): a buyer who approved while our capture call
 * got lost (browser closed) is captured instead of released, a payment taken is recorded. True when the order may
 * be released now.
 */
export async function settleBeforeRelease(
  services: Services,
  order: Pick<OrderRow, 'id' | 'providerOrderId' | 'paymentDueAt'>,
): Promise<boolean> {
  if (!order.providerOrderId) return true;
  let state: PaymentOrderState | null = null;
  let view: ProviderView;
  try {
    state = await services.payments.getOrderState(order.providerOrderId);
    view = { kind: 'state', status: state.status, captureStatus: state.capture?.status ?? null };
  } catch (err) {
    if (!(err instanceof PaymentError)) throw err;
    view = err.retryable ? { kind: 'unreachable' } : { kind: 'unknown' };
  }
  const msPastDue = services.now().getTime() - (order.paymentDueAt?.getTime() ?? 0);

  switch (decideBeforeRelease(view, msPastDue)) {
    case 'record': {
      const recorded = await recordCapture(services, order.id, state!.capture!, {
        actorUserId: null,
        via: 'reconciler',
      });
      // A capture that cannot make the order Paid (another amount) is in its history for the owner; the stock goes back.
      return recorded.kind !== 'paid';
    }
    case 'capture':
      try {
        if (await captureApprovedOrder(services, order.id, 'reconciler')) {
          services.log
            .child({ name: 'orders' })
            .info({ orderId: order.id }, 'captured the approved payment of an order before it expired');
        }
        return false;
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        if (err.status === 502) return false; // no answer: the capture hold keeps the stock, the next round asks again
        // Declined or refused: the approval is worth nothing; end the hold the capture attempt set, and release.
        await services.database.db
          .update(orders)
          .set({ paymentDueAt: services.now() })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'Pending'), isNull(orders.stockReleasedAt)));
        return true;
      }
    case 'wait':
      return false;
    case 'release':
      return true;
  }
}
