import crypto from 'node:crypto';
import { PaymentError, type CapturedPayment, type PaymentProvider } from './provider.ts';

/**
 * Test-payment mode: used when no PayPal credentials are configured, so `npm start` completes a purchase offline.
 * No money moves. The order id carries its amount, so a capture after a restart still knows what was "paid".
 * `decline` lets tests make every capture fail as a declined card would.
 */
export function createTestPaymentProvider(options: { decline?: boolean } = {}): PaymentProvider {
  const captured = new Map<string, CapturedPayment>();
  // Like PayPal-Request-Id: the same request id gives the same order.
  const createdByRequest = new Map<string, string>();
  return {
    name: 'test',
    testMode: true,
    clientId: undefined,

    async createOrder({ amountCents, currency, requestId }) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new PaymentError('misconfigured', 'The amount must be above 0.');
      const earlier = createdByRequest.get(requestId);
      if (earlier) return { id: earlier };
      const id = `TEST-${amountCents}-${currency}-${crypto.randomBytes(8).toString('hex').toUpperCase()}`;
      createdByRequest.set(requestId, id);
      return { id };
    },

    async captureOrder({ providerOrderId }) {
      const m = /^TEST-(\d+)-([A-Z]{3})-[0-9A-F]{16}$/.exec(providerOrderId);
      if (!m) throw new PaymentError('rejected', 'Unknown test payment order.', 'RESOURCE_NOT_FOUND');
      if (options.decline) throw new PaymentError('declined', 'The payment was declined (test mode).', 'INSTRUMENT_DECLINED');
      const previous = captured.get(providerOrderId);
      if (previous) return previous;
      const result: CapturedPayment = {
        status: 'COMPLETED',
        amountCents: Number(m[1]),
        currency: m[2]!,
        payerGivenName: null,
        captureId: `TESTCAPTURE-${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
      };
      captured.set(providerOrderId, result);
      return result;
    },
  };
}
