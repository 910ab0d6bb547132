/**
 * What checkout needs from a payment service: create a payment order for an amount the server computed, and capture
 * it after the buyer approved. PayPal (paypal.ts) and the offline test provider (test-provider.ts) both fit.
 */

export interface CreatePaymentOrder {
  /** Integer cents, computed by our server. */
  amountCents: number;
  /** ISO 4217, e.g. 'USD'. */
  currency: string;
  /** Our order id; PayPal keeps it as reference_id/custom_id so the two can be matched later. */
  reference: string;
  /** Same id for a retry of the same request, so the provider does the work at most once. */
  requestId: string;
}

export interface CapturePaymentOrder {
  providerOrderId: string;
  requestId: string;
}

export interface CapturedPayment {
  /** The capture's own status: only 'COMPLETED' means the money moved. */
  status: string;
  amountCents: number;
  currency: string;
  payerGivenName: string | null;
  captureId: string | null;
}

export interface PaymentProvider {
  /** Stored on the order: 'paypal' or 'test'. */
  readonly name: 'paypal' | 'test';
  /** True when no real money moves; the checkout page says so plainly. */
  readonly testMode: boolean;
  /** Public PayPal client id for the browser SDK; undefined in test mode. */
  readonly clientId: string | undefined;
  createOrder(request: CreatePaymentOrder): Promise<{ id: string }>;
  captureOrder(request: CapturePaymentOrder): Promise<CapturedPayment>;
}

/**
 * - declined: the buyer's instrument was refused; they may try another one.
 * - rejected: the provider refused the request for another business reason (not approved, already voided, …).
 * - unavailable: no answer, a dropped connection, a timeout or a 5xx; the same request may be retried.
 * - misconfigured: our credentials or request are wrong; only an operator can fix it.
 */
export type PaymentFailureKind = 'declined' | 'rejected' | 'unavailable' | 'misconfigured';

export class PaymentError extends Error {
  readonly kind: PaymentFailureKind;
  /** Provider's issue code when it gave one, e.g. INSTRUMENT_DECLINED. */
  readonly issue: string | undefined;
  readonly retryable: boolean;
  constructor(kind: PaymentFailureKind, message: string, issue?: string) {
    super(message);
    this.name = 'PaymentError';
    this.kind = kind;
    this.issue = issue;
    this.retryable = kind === 'unavailable';
  }
}

/** '12.34' ↔ 1234: PayPal speaks decimal strings, we speak integer cents. */
export function centsToDecimalString(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function decimalStringToCents(value: string): number | undefined {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
