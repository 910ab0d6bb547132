import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPayPalProvider, isPayPalCertUrl } from '../../src/server/payments/paypal.ts';
import { centsToDecimalString, decimalStringToCents, PaymentError } from '../../src/server/payments/provider.ts';
import { createTestPaymentProvider } from '../../src/server/payments/test-provider.ts';
import { startPayPalStandIn, type PayPalStandIn } from '../fixtures/paypal-standin.ts';

async function failure(promise: Promise<unknown>): Promise<PaymentError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof PaymentError) return err;
    throw err;
  }
  throw new Error('expected a PaymentError');
}

describe('amount strings', () => {
  it('writes cents as PayPal decimal strings and reads them back', () => {
    expect(centsToDecimalString(0)).toBe('0.00');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(16_864)).toBe('168.64');
    expect(decimalStringToCents('168.64')).toBe(16_864);
    expect(decimalStringToCents('10')).toBe(1_000);
    expect(decimalStringToCents('10.5')).toBe(1_050);
    expect(decimalStringToCents('abc')).toBeUndefined();
    expect(() => centsToDecimalString(1.5)).toThrow();
  });
});

describe('webhook certificate addresses', () => {
  it("are PayPal's own https hosts, or the configured API host", () => {
    const live = 'https://api-m.paypal.com';
    expect(isPayPalCertUrl('https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270', live)).toBe(
      true,
    );
    expect(
      isPayPalCertUrl(
        'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
        'https://api-m.sandbox.paypal.com',
      ),
    ).toBe(true);
    expect(isPayPalCertUrl('http://api.paypal.com/v1/notifications/certs/CERT-1', live)).toBe(false);
    expect(isPayPalCertUrl('https://paypal.com.evil.example/cert', live)).toBe(false);
    expect(isPayPalCertUrl('https://evilpaypal.com/cert', live)).toBe(false);
    expect(isPayPalCertUrl('not a url', live)).toBe(false);
    expect(
      isPayPalCertUrl('http://127.0.0.1:4470/v1/notifications/certs/CERT-STANDIN-1', 'http://127.0.0.1:4470'),
    ).toBe(true);
  });
});

describe('PayPal client against the local stand-in', () => {
  let standIn: PayPalStandIn;
  let clock = Date.now();
  const client = () =>
    createPayPalProvider({
      clientId: standIn.clientId,
      clientSecret: standIn.clientSecret,
      apiBase: standIn.url,
      timeoutMs: 3_000,
      now: () => clock,
    });

  beforeAll(async () => {
    standIn = await startPayPalStandIn({ port: 4470 });
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.scenario = 'success';
    standIn.refundScenario = 'success';
    standIn.requests.length = 0;
  });

  it('creates an order for the exact amount, with intent CAPTURE, our reference and a PayPal-Request-Id', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({
      amountCents: 21_099,
      currency: 'USD',
      reference: 'our-order-1',
      requestId: 'create-our-order-1',
    });
    const create = standIn.requests.find((r) => r.path === '/v2/checkout/orders')!;
    expect(create.requestId).toBe('create-our-order-1');
    expect(create.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        { reference_id: 'our-order-1', custom_id: 'our-order-1', amount: { currency_code: 'USD', value: '210.99' } },
      ],
    });
    expect(standIn.orders.get(id)?.amount).toEqual({ currency_code: 'USD', value: '210.99' });
  });

  it('captures: COMPLETED, the amount, the currency, the payer and the capture id', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({
      amountCents: 5_000,
      currency: 'USD',
      reference: 'r2',
      requestId: 'create-r2',
    });
    const captured = await paypal.captureOrder({ providerOrderId: id, requestId: 'capture-r2' });
    expect(captured).toMatchObject({ status: 'COMPLETED', amountCents: 5_000, currency: 'USD', payerGivenName: 'Ada' });
    expect(captured.captureId).toMatch(/^CAP/);
    expect(
      standIn.requests.filter((r) => r.method === 'POST' && r.path !== '/v1/oauth2/token').every((r) => r.requestId),
    ).toBe(true);
  });

  it('reuses one token until it is about to expire, then fetches a new one', async () => {
    const paypal = client();
    const before = standIn.tokensIssued;
    await paypal.createOrder({ amountCents: 100, currency: 'USD', reference: 'a', requestId: 'create-a' });
    await paypal.createOrder({ amountCents: 100, currency: 'USD', reference: 'b', requestId: 'create-b' });
    expect(standIn.tokensIssued - before).toBe(1);
    clock += 32_400 * 1000; // the token's nine hours have passed
    await paypal.createOrder({ amountCents: 100, currency: 'USD', reference: 'c', requestId: 'create-c' });
    expect(standIn.tokensIssued - before).toBe(2);
  });

  it('gives the same PayPal order for a repeated create with the same request id', async () => {
    const paypal = client();
    const first = await paypal.createOrder({
      amountCents: 700,
      currency: 'USD',
      reference: 'same',
      requestId: 'create-same',
    });
    const again = await paypal.createOrder({
      amountCents: 700,
      currency: 'USD',
      reference: 'same',
      requestId: 'create-same',
    });
    expect(again.id).toBe(first.id);
  });

  it('maps a declined capture (422 INSTRUMENT_DECLINED) to a declined, non-retryable failure', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({
      amountCents: 900,
      currency: 'USD',
      reference: 'd',
      requestId: 'create-d',
    });
    standIn.scenario = 'declined';
    const err = await failure(paypal.captureOrder({ providerOrderId: id, requestId: 'capture-d' }));
    expect(err.kind).toBe('declined');
    expect(err.issue).toBe('INSTRUMENT_DECLINED');
    expect(err.retryable).toBe(false);
  });

  it('reports what was really captured when the amount or currency differs', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({
      amountCents: 4_200,
      currency: 'USD',
      reference: 'm',
      requestId: 'create-m',
    });
    standIn.scenario = 'amount-mismatch';
    expect(await paypal.captureOrder({ providerOrderId: id, requestId: 'capture-m' })).toMatchObject({
      amountCents: 4_100,
      currency: 'USD',
    });
    const other = await paypal.createOrder({
      amountCents: 4_200,
      currency: 'USD',
      reference: 'n',
      requestId: 'create-n',
    });
    standIn.scenario = 'currency-mismatch';
    expect(await paypal.captureOrder({ providerOrderId: other.id, requestId: 'capture-n' })).toMatchObject({
      amountCents: 4_200,
      currency: 'EUR',
    });
  });

  it('turns a dropped connection into a retryable failure', async () => {
    const paypal = createPayPalProvider({
      clientId: standIn.clientId,
      clientSecret: standIn.clientSecret,
      apiBase: standIn.url,
      retries: 0,
    });
    const { id } = await paypal.createOrder({
      amountCents: 1_000,
      currency: 'USD',
      reference: 'x',
      requestId: 'create-x',
    });
    standIn.scenario = 'drop';
    const err = await failure(paypal.captureOrder({ providerOrderId: id, requestId: 'capture-x' }));
    expect(err.kind).toBe('unavailable');
    expect(err.retryable).toBe(true);
  });

  it('retries a dropped capture with the same request id and succeeds once', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({
      amountCents: 1_234,
      currency: 'USD',
      reference: 'y',
      requestId: 'create-y',
    });
    standIn.scenario = 'drop-once';
    const captured = await paypal.captureOrder({ providerOrderId: id, requestId: 'capture-y' });
    expect(captured).toMatchObject({ status: 'COMPLETED', amountCents: 1_234 });
    const attempts = standIn.requests.filter((r) => r.path.endsWith('/capture'));
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((a) => a.requestId))).toEqual(new Set(['capture-y']));
  });

  it('reads the capture back when PayPal says the order was already captured', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({
      amountCents: 2_500,
      currency: 'USD',
      reference: 'z',
      requestId: 'create-z',
    });
    const first = await paypal.captureOrder({ providerOrderId: id, requestId: 'capture-z' });
    const second = await paypal.captureOrder({ providerOrderId: id, requestId: 'capture-z-other-id' });
    expect(second).toEqual(first);
  });

  async function capturedOrder(paypal: ReturnType<typeof client>, cents: number, reference: string) {
    const { id } = await paypal.createOrder({
      amountCents: cents,
      currency: 'USD',
      reference,
      requestId: `create-${reference}`,
    });
    const captured = await paypal.captureOrder({ providerOrderId: id, requestId: `capture-${reference}` });
    return { id, captureId: captured.captureId! };
  }
  const refundOf = (captureId: string, amountCents: number, requestId: string) => ({
    captureId,
    amountCents,
    currency: 'USD',
    requestId,
    reference: 'our-order',
    noteToPayer: 'Refund for your order.',
  });

  it('refunds part of a capture with the amount, our reference and its own PayPal-Request-Id, then the rest', async () => {
    const paypal = client();
    const { captureId } = await capturedOrder(paypal, 3_000, 'rf1');
    const part = await paypal.refundCapture(refundOf(captureId, 1_250, 'refund-rf1-a'));
    expect(part).toMatchObject({ status: 'COMPLETED', amountCents: 1_250, currency: 'USD', reason: null });
    const request = standIn.requests.find((r) => r.path === `/v2/payments/captures/${captureId}/refund`)!;
    expect(request.requestId).toBe('refund-rf1-a');
    expect(request.body).toEqual({
      amount: { currency_code: 'USD', value: '12.50' },
      custom_id: 'our-order',
      note_to_payer: 'Refund for your order.',
    });
    expect((await paypal.refundCapture(refundOf(captureId, 1_750, 'refund-rf1-b'))).amountCents).toBe(1_750);
    const over = await failure(paypal.refundCapture(refundOf(captureId, 1, 'refund-rf1-c')));
    expect(over).toMatchObject({ kind: 'rejected', issue: 'CAPTURE_FULLY_REFUNDED', retryable: false });
    expect(over.message).toMatch(/^PayPal refused the refund: /);
  });

  it('maps a refused refund to a non-retryable failure carrying PayPal’s words', async () => {
    const paypal = client();
    const { captureId } = await capturedOrder(paypal, 1_000, 'rf2');
    const tooMuch = await failure(paypal.refundCapture(refundOf(captureId, 1_001, 'refund-rf2-a')));
    expect(tooMuch).toMatchObject({ kind: 'rejected', issue: 'REFUND_AMOUNT_EXCEEDED' });
    standIn.refundScenario = 'declined';
    try {
      const declined = await failure(paypal.refundCapture(refundOf(captureId, 500, 'refund-rf2-b')));
      expect(declined).toMatchObject({ kind: 'rejected', issue: 'REFUND_FAILED_INSUFFICIENT_FUNDS', retryable: false });
      expect(declined.message).toMatch(
        /^PayPal refused the refund: Capture could not be refunded due to insufficient funds/,
      );
    } finally {
      standIn.refundScenario = 'success';
    }
  });

  it('reads a pending refund and its reason', async () => {
    const paypal = client();
    const { captureId } = await capturedOrder(paypal, 1_000, 'rf3');
    standIn.refundScenario = 'pending';
    try {
      expect(await paypal.refundCapture(refundOf(captureId, 400, 'refund-rf3'))).toMatchObject({
        status: 'PENDING',
        reason: 'ECHECK',
        amountCents: 400,
      });
    } finally {
      standIn.refundScenario = 'success';
    }
  });

  it('retries a refund whose answer timed out with the same request id and gets the same refund back', async () => {
    const paypal = createPayPalProvider({
      clientId: standIn.clientId,
      clientSecret: standIn.clientSecret,
      apiBase: standIn.url,
      retries: 1,
      timeoutMs: 300,
    });
    const { captureId } = await capturedOrder(paypal, 2_000, 'rf4');
    standIn.slowRefunds = 1;
    standIn.slowMs = 800;
    const refund = await paypal.refundCapture(refundOf(captureId, 2_000, 'refund-rf4'));
    const made = standIn.refunds.filter((r) => r.captureId === captureId);
    expect(made).toHaveLength(1);
    expect(refund.id).toBe(made[0]!.id);
    expect(standIn.requests.filter((r) => r.path.endsWith(`${captureId}/refund`)).map((r) => r.requestId)).toEqual([
      'refund-rf4',
      'refund-rf4',
    ]);
  });

  it('reads an order’s state: created, approved by the buyer, captured', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({
      amountCents: 900,
      currency: 'USD',
      reference: 'st',
      requestId: 'create-st',
    });
    expect(await paypal.getOrderState(id)).toEqual({ status: 'CREATED', capture: null });
    standIn.approve(id);
    expect(await paypal.getOrderState(id)).toEqual({ status: 'APPROVED', capture: null });
    const captured = await paypal.captureOrder({ providerOrderId: id, requestId: 'capture-st' });
    expect(await paypal.getOrderState(id)).toEqual({ status: 'COMPLETED', capture: captured });
    expect((await failure(paypal.getOrderState('NOSUCHORDER1'))).kind).not.toBe('unavailable');
  });

  it('verifies a notification with PayPal, sending the event back byte for byte', async () => {
    const paypal = createPayPalProvider({
      clientId: standIn.clientId,
      clientSecret: standIn.clientSecret,
      apiBase: standIn.url,
      webhookId: standIn.webhookId,
    });
    const rawBody =
      '{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED",  "resource":{"id":"X","amount":{"value":"1.10"}}}';
    const headers = standIn.signNotification(rawBody);
    const notice = {
      transmissionId: headers['paypal-transmission-id']!,
      transmissionTime: headers['paypal-transmission-time']!,
      transmissionSig: headers['paypal-transmission-sig']!,
      certUrl: headers['paypal-cert-url']!,
      authAlgo: headers['paypal-auth-algo']!,
      rawBody,
    };
    expect(await paypal.verifyWebhook!(notice)).toBe(true);
    expect(await paypal.verifyWebhook!({ ...notice, rawBody: rawBody.replace('1.10', '1.11') })).toBe(false);
    expect(await paypal.verifyWebhook!({ ...notice, transmissionTime: new Date(0).toISOString() })).toBe(false);
    const sent = standIn.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature').at(-1)!;
    expect(sent.body).toMatchObject({
      webhook_id: standIn.webhookId,
      auth_algo: 'SHA256withRSA',
      webhook_event: { id: 'WH-1' },
    });
    // A certificate from anywhere but PayPal is refused without asking PayPal.
    const asked = standIn.requests.length;
    expect(await paypal.verifyWebhook!({ ...notice, certUrl: 'https://paypal.com.evil.example/cert.pem' })).toBe(false);
    expect(standIn.requests.length).toBe(asked);
    // Without a webhook id the client cannot verify at all.
    expect(client().verifyWebhook).toBeUndefined();
  });

  it('times out a server that never answers', async () => {
    const paypal = createPayPalProvider({
      clientId: 'id',
      clientSecret: 'secret',
      apiBase: 'http://127.0.0.1:4479',
      retries: 0,
      timeoutMs: 200,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    });
    const err = await failure(
      paypal.createOrder({ amountCents: 100, currency: 'USD', reference: 't', requestId: 'create-t' }),
    );
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/in time/);
  });

  it('says plainly when the credentials are wrong', async () => {
    const paypal = createPayPalProvider({ clientId: 'wrong', clientSecret: 'wrong', apiBase: standIn.url });
    const err = await failure(
      paypal.createOrder({ amountCents: 100, currency: 'USD', reference: 'w', requestId: 'create-w' }),
    );
    expect(err.kind).toBe('misconfigured');
  });
});

describe('test-payment provider', () => {
  it('walks create and capture for the same amount, and a repeated capture gives the same result', async () => {
    const provider = createTestPaymentProvider();
    expect(provider.testMode).toBe(true);
    const { id } = await provider.createOrder({
      amountCents: 33_728,
      currency: 'USD',
      reference: 'o',
      requestId: 'create-o',
    });
    const captured = await provider.captureOrder({ providerOrderId: id, requestId: 'capture-o' });
    expect(captured).toMatchObject({ status: 'COMPLETED', amountCents: 33_728, currency: 'USD' });
    expect(await provider.captureOrder({ providerOrderId: id, requestId: 'capture-o' })).toEqual(captured);
  });
  it('refunds a capture in parts up to what was captured, and a repeated request id gives the same refund', async () => {
    const provider = createTestPaymentProvider();
    const { id } = await provider.createOrder({
      amountCents: 5_000,
      currency: 'USD',
      reference: 'o',
      requestId: 'create-r',
    });
    expect(await provider.getOrderState(id)).toEqual({ status: 'CREATED', capture: null });
    const captured = await provider.captureOrder({ providerOrderId: id, requestId: 'capture-r' });
    expect((await provider.getOrderState(id)).status).toBe('COMPLETED');
    const refund = (amountCents: number, requestId: string) =>
      provider.refundCapture({
        captureId: captured.captureId!,
        amountCents,
        currency: 'USD',
        requestId,
        reference: 'o',
        noteToPayer: '',
      });
    const first = await refund(2_000, 'refund-1');
    expect(first).toMatchObject({ status: 'COMPLETED', amountCents: 2_000 });
    expect(await refund(2_000, 'refund-1')).toEqual(first);
    expect((await failure(refund(3_001, 'refund-2'))).issue).toBe('REFUND_AMOUNT_EXCEEDED');
    expect((await refund(3_000, 'refund-3')).amountCents).toBe(3_000);
    expect(
      (
        await failure(
          provider.refundCapture({
            captureId: 'NOPE',
            amountCents: 1,
            currency: 'USD',
            requestId: 'x',
            reference: 'o',
            noteToPayer: '',
          }),
        )
      ).kind,
    ).toBe('rejected');
  });

  it('can decline, and refuses unknown ids', async () => {
    const provider = createTestPaymentProvider({ decline: true });
    const { id } = await provider.createOrder({
      amountCents: 100,
      currency: 'USD',
      reference: 'o',
      requestId: 'create-o',
    });
    expect((await failure(provider.captureOrder({ providerOrderId: id, requestId: 'c' }))).kind).toBe('declined');
    expect((await failure(provider.captureOrder({ providerOrderId: 'NOPE', requestId: 'c' }))).kind).toBe('rejected');
  });
});
