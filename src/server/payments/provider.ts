import { wordsOf, type ServerMessage } from '../http/server-message.ts';

/**
 * What the shop needs from a payment service: create a payment order for an amount the server computed, capture it
 * after the buyer approved, read its state, and refund a capture. PayPal (paypal.ts) and the offline test provider
 * (test-provider.ts) both fit.
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
  /** How the amount is made up (PayPal's amount.breakdown): goods less the discount plus shipping, in cents. */
  breakdown?: { itemTotalCents: number; shippingCents: number; discountCents: number };
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

/** Where a payment order stands, as the provider sees it (PayPal: CREATED, APPROVED, COMPLETED, VOIDED…). */
export interface PaymentOrderState {
  status: string;
  /** The capture, once one was made (its own status may be PENDING or DECLINED). */
  capture: CapturedPayment | null;
}

export interface RefundCapture {
  captureId: string;
  /** Integer cents, at most what is left of the capture. */
  amountCents: number;
  currency: string;
  /** Stable per refund intent: a retry with the same id gets the same refund, never a second one. */
  requestId: string;
  /** Our order id, kept by PayPal as custom_id. */
  reference: string;
  /** Shown to the buyer by PayPal. */
  noteToPayer: string;
}

export interface ProviderRefund {
  id: string;
  /** COMPLETED (money sent back), PENDING (on its way), FAILED or CANCELLED. */
  status: string;
  amountCents: number;
  currency: string;
  /** Why a refund is PENDING or FAILED, when the provider says. */
  reason: string | null;
}

/** PayPal's webhook headers and the body exactly as received (the signature covers its bytes). */
export interface WebhookNotice {
  transmissionId: string;
  transmissionTime: string;
  transmissionSig: string;
  certUrl: string;
  authAlgo: string;
  rawBody: string;
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
  getOrderState(providerOrderId: string): Promise<PaymentOrderState>;
  refundCapture(request: RefundCapture): Promise<ProviderRefund>;
  /** Asks the provider whether a notification is genuinely its own; only PayPal with a webhook id configured has it. */
  verifyWebhook?(notice: WebhookNotice): Promise<boolean>;
}

/**
 * - declined: the buyer's instrument was refused; they may try another one.
 * - rejected: the provider refused the request for another business reason (not approved, already voided, a refund
 *   larger than what is left, …).
 * - unavailable: no answer, a dropped connection, a timeout or a 5xx; the same request may be retried.
 * - misconfigured: our credentials or request are wrong; only an operator can fix it.
 */
export type PaymentFailureKind = 'declined' | 'rejected' | 'unavailable' | 'misconfigured';

export class PaymentError extends Error {
  readonly kind: PaymentFailureKind;
  /** The failure in words for a person, worded in the request's language; `message` is its English. */
  readonly said: ServerMessage;
  /** Provider's issue code when it gave one, e.g. INSTRUMENT_DECLINED. */
  readonly issue: string | undefined;
  readonly retryable: boolean;
  constructor(kind: PaymentFailureKind, message: ServerMessage, issue?: string) {
    super(wordsOf(message, 'en'));
    this.said = message;
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
