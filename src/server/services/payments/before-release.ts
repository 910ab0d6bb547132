/**
 * What to do with an unpaid order at the end of its payment window, from what the payment provider says about it.
 * Pure; services/payments/reconcile.ts asks the provider and acts.
 */

/** The provider's view of a payment order: its state and its capture's, no answer, or an order it does not know. */
export type ProviderView =
  | { kind: 'state'; status: string; captureStatus: string | null }
  | { kind: 'unreachable' }
  | { kind: 'unknown' };

/**
 * - record: the money was taken (our answer got lost): record the payment;
 * - capture: the buyer approved but our capture call never came: capture now;
 * - wait: no answer, or PayPal still reviewing the capture: keep the stock a little longer;
 * - release: nobody paid: the stock goes back to the shelf.
 */
export type BeforeRelease = 'record' | 'capture' | 'wait' | 'release';

/** Past its window by this much, an order is released even without the provider's answer (an approval lapses uncaptured). */
export const PROVIDER_GRACE_MS = 10 * 60 * 1000;

export function decideBeforeRelease(view: ProviderView, msPastDue: number): BeforeRelease {
  if (view.kind === 'state' && view.captureStatus === 'COMPLETED') return 'record';
  if (msPastDue > PROVIDER_GRACE_MS) return 'release';
  if (view.kind === 'unreachable') return 'wait';
  if (view.kind === 'state' && view.captureStatus === 'PENDING') return 'wait';
  if (view.kind === 'state' && view.status === 'APPROVED' && view.captureStatus === null) return 'capture';
  return 'release';
}
