import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPayPalProvider } from '../../src/server/payments/paypal.ts';
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

describe('PayPal client against the local stand-in', () => {
  let standIn: PayPalStandIn;
  let clock = Date.now();
  const client = () =>
    createPayPalProvider({ clientId: standIn.clientId, clientSecret: standIn.clientSecret, apiBase: standIn.url, timeoutMs: 3_000, now: () => clock });

  beforeAll(async () => {
    standIn = await startPayPalStandIn({ port: 4470 });
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.scenario = 'success';
    standIn.requests.length = 0;
  });

  it('creates an order for the exact amount, with intent CAPTURE, our reference and a PayPal-Request-Id', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({ amountCents: 21_099, currency: 'USD', reference: 'our-order-1', requestId: 'create-our-order-1' });
    const create = standIn.requests.find((r) => r.path === '/v2/checkout/orders')!;
    expect(create.requestId).toBe('create-our-order-1');
    expect(create.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'our-order-1', custom_id: 'our-order-1', amount: { currency_code: 'USD', value: '210.99' } }],
    });
    expect(standIn.orders.get(id)?.amount).toEqual({ currency_code: 'USD', value: '210.99' });
  });

  it('captures: COMPLETED, the amount, the currency, the payer and the capture id', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({ amountCents: 5_000, currency: 'USD', reference: 'r2', requestId: 'create-r2' });
    const captured = await paypal.captureOrder({ providerOrderId: id, requestId: 'capture-r2' });
    expect(captured).toMatchObject({ status: 'COMPLETED', amountCents: 5_000, currency: 'USD', payerGivenName: 'Ada' });
    expect(captured.captureId).toMatch(/^CAP/);
    expect(standIn.requests.filter((r) => r.method === 'POST' && r.path !== '/v1/oauth2/token').every((r) => r.requestId)).toBe(true);
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
    const first = await paypal.createOrder({ amountCents: 700, currency: 'USD', reference: 'same', requestId: 'create-same' });
    const again = await paypal.createOrder({ amountCents: 700, currency: 'USD', reference: 'same', requestId: 'create-same' });
    expect(again.id).toBe(first.id);
  });

  it('maps a declined capture (422 INSTRUMENT_DECLINED) to a declined, non-retryable failure', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({ amountCents: 900, currency: 'USD', reference: 'd', requestId: 'create-d' });
    standIn.scenario = 'declined';
    const err = await failure(paypal.captureOrder({ providerOrderId: id, requestId: 'capture-d' }));
    expect(err.kind).toBe('declined');
    expect(err.issue).toBe('INSTRUMENT_DECLINED');
    expect(err.retryable).toBe(false);
  });

  it('reports what was really captured when the amount or currency differs', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({ amountCents: 4_200, currency: 'USD', reference: 'm', requestId: 'create-m' });
    standIn.scenario = 'amount-mismatch';
    expect(await paypal.captureOrder({ providerOrderId: id, requestId: 'capture-m' })).toMatchObject({ amountCents: 4_100, currency: 'USD' });
    const other = await paypal.createOrder({ amountCents: 4_200, currency: 'USD', reference: 'n', requestId: 'create-n' });
    standIn.scenario = 'currency-mismatch';
    expect(await paypal.captureOrder({ providerOrderId: other.id, requestId: 'capture-n' })).toMatchObject({ amountCents: 4_200, currency: 'EUR' });
  });

  it('turns a dropped connection into a retryable failure', async () => {
    const paypal = createPayPalProvider({ clientId: standIn.clientId, clientSecret: standIn.clientSecret, apiBase: standIn.url, retries: 0 });
    const { id } = await paypal.createOrder({ amountCents: 1_000, currency: 'USD', reference: 'x', requestId: 'create-x' });
    standIn.scenario = 'drop';
    const err = await failure(paypal.captureOrder({ providerOrderId: id, requestId: 'capture-x' }));
    expect(err.kind).toBe('unavailable');
    expect(err.retryable).toBe(true);
  });

  it('retries a dropped capture with the same request id and succeeds once', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({ amountCents: 1_234, currency: 'USD', reference: 'y', requestId: 'create-y' });
    standIn.scenario = 'drop-once';
    const captured = await paypal.captureOrder({ providerOrderId: id, requestId: 'capture-y' });
    expect(captured).toMatchObject({ status: 'COMPLETED', amountCents: 1_234 });
    const attempts = standIn.requests.filter((r) => r.path.endsWith('/capture'));
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((a) => a.requestId))).toEqual(new Set(['capture-y']));
  });

  it('reads the capture back when PayPal says the order was already captured', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({ amountCents: 2_500, currency: 'USD', reference: 'z', requestId: 'create-z' });
    const first = await paypal.captureOrder({ providerOrderId: id, requestId: 'capture-z' });
    const second = await paypal.captureOrder({ providerOrderId: id, requestId: 'capture-z-other-id' });
    expect(second).toEqual(first);
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
    const err = await failure(paypal.createOrder({ amountCents: 100, currency: 'USD', reference: 't', requestId: 'create-t' }));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/in time/);
  });

  it('says plainly when the credentials are wrong', async () => {
    const paypal = createPayPalProvider({ clientId: 'wrong', clientSecret: 'wrong', apiBase: standIn.url });
    const err = await failure(paypal.createOrder({ amountCents: 100, currency: 'USD', reference: 'w', requestId: 'create-w' }));
    expect(err.kind).toBe('misconfigured');
  });
});

describe('test-payment provider', () => {
  it('walks create and capture for the same amount, and a repeated capture gives the same result', async () => {
    const provider = createTestPaymentProvider();
    expect(provider.testMode).toBe(true);
    const { id } = await provider.createOrder({ amountCents: 33_728, currency: 'USD', reference: 'o', requestId: 'create-o' });
    const captured = await provider.captureOrder({ providerOrderId: id, requestId: 'capture-o' });
    expect(captured).toMatchObject({ status: 'COMPLETED', amountCents: 33_728, currency: 'USD' });
    expect(await provider.captureOrder({ providerOrderId: id, requestId: 'capture-o' })).toEqual(captured);
  });
  it('can decline, and refuses unknown ids', async () => {
    const provider = createTestPaymentProvider({ decline: true });
    const { id } = await provider.createOrder({ amountCents: 100, currency: 'USD', reference: 'o', requestId: 'create-o' });
    expect((await failure(provider.captureOrder({ providerOrderId: id, requestId: 'c' }))).kind).toBe('declined');
    expect((await failure(provider.captureOrder({ providerOrderId: 'NOPE', requestId: 'c' }))).kind).toBe('rejected');
  });
});
