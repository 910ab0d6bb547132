import crypto from 'node:crypto';
import { PaymentError, type CapturedPayment, type PaymentProvider, type ProviderRefund } from './provider.ts';
import { said } from '../http/server-message.ts';

/**
 * Test-payment mode: used when no PayPal credentials are configured, so `npm start` completes a purchase offline.
 * No money moves. The order id and the capture id carry their amount, so a capture or a refund after a restart still
 * knows what was "paid". A test order is never approved without being captured (there is no buyer popup), so its
 * state is CREATED until the shop captures it. `decline` lets tests make every capture fail as a declined card would.
 */
export function createTestPaymentProvider(options: { decline?: boolean } = {}): PaymentProvider {
  const captured = new Map<string, CapturedPayment>();
  // Like PayPal-Request-Id: the same request id gives the same order, or the same refund.
  const createdByRequest = new Map<string, string>();
  const refundsByRequest = new Map<string, ProviderRefund>();
  const refundedByCapture = new Map<string, number>();
  const orderPattern = /^TEST-(\d+)-([A-Z]{3})-[0-9A-F]{16}$/;
  const capturePattern = /^TESTCAPTURE-(\d+)-([A-Z]{3})-[0-9A-F]{12}$/;

  return {
    name: 'test',
    testMode: true,
    clientId: undefined,

    async createOrder({ amountCents, currency, requestId }) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
        throw new PaymentError('misconfigured', said('api.testAmountAboveZero'));
      const earlier = createdByRequest.get(requestId);
      if (earlier) return { id: earlier };
      const id = `TEST-${amountCents}-${currency}-${crypto.randomBytes(8).toString('hex').toUpperCase()}`;
      createdByRequest.set(requestId, id);
      return { id };
    },

    async captureOrder({ providerOrderId }) {
      const m = orderPattern.exec(providerOrderId);
      if (!m) throw new PaymentError('rejected', said('api.testUnknownOrder'), 'RESOURCE_NOT_FOUND');
      if (options.decline) throw new PaymentError('declined', said('api.testDeclined'), 'INSTRUMENT_DECLINED');
      const previous = captured.get(providerOrderId);
      if (previous) return previous;
      const result: CapturedPayment = {
        status: 'COMPLETED',
        amountCents: Number(m[1]),
        currency: m[2]!,
        payerGivenName: null,
        captureId: `TESTCAPTURE-${m[1]}-${m[2]}-${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
      };
      captured.set(providerOrderId, result);
      return result;
    },

    async getOrderState(providerOrderId) {
      if (!orderPattern.test(providerOrderId))
        throw new PaymentError('rejected', said('api.testUnknownOrder'), 'RESOURCE_NOT_FOUND');
      const capture = captured.get(providerOrderId) ?? null;
      return { status: capture ? 'COMPLETED' : 'CREATED', capture };
    },

    async refundCapture({ captureId, amountCents, currency, requestId }) {
      const earlier = refundsByRequest.get(requestId);
      if (earlier) return earlier;
      const m = capturePattern.exec(captureId);
      // Captures from before capture ids carried their amount: the shop's own ledger is the only limit.
      if (!m && !/^TESTCAPTURE-[0-9A-F]{12}$/.test(captureId))
        throw new PaymentError('rejected', said('api.testUnknownCapture'), 'RESOURCE_NOT_FOUND');
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
        throw new PaymentError('misconfigured', said('api.testRefundAboveZero'));
      const left = m ? Number(m[1]) - (refundedByCapture.get(captureId) ?? 0) : Infinity;
      if (m && currency !== m[2])
        throw new PaymentError('rejected', said('api.testRefundCurrency', { currency: m[2]! }), 'CURRENCY_MISMATCH');
      if (amountCents > left) {
        throw new PaymentError('rejected', said('api.testRefundExceeded'), 'REFUND_AMOUNT_EXCEEDED');
      }
      refundedByCapture.set(captureId, (refundedByCapture.get(captureId) ?? 0) + amountCents);
      const refund: ProviderRefund = {
        id: `TESTREFUND-${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
        status: 'COMPLETED',
        amountCents,
        currency,
        reason: null,
      };
      refundsByRequest.set(requestId, refund);
      return refund;
    },
  };
}
