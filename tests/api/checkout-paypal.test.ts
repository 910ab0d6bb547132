import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPayPalProvider } from '../../src/server/payments/paypal.ts';
import { releaseExpiredOrders } from '../../src/server/services/orders/expiry.ts';
import { address, createShopper, ringAndBowl, stockOf, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { startPayPalStandIn, type PayPalStandIn } from '../fixtures/paypal-standin.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

let keySeq = 0;
const newKey = () => `paypal-key-${Date.now()}-${++keySeq}`;

describe.each(databaseKinds)('checkout through the PayPal stand-in on %s', (kind) => {
  let app: TestApp;
  let standIn: PayPalStandIn;
  let ani: Shopper;
  let ring: number;
  let bowl: number;

  const checkout = (items: unknown[], key = newKey()) =>
    app.request('/checkOut', {
      method: 'POST',
      headers: { ...ani.auth, 'Idempotency-Key': key },
      json: { userId: ani.login, paymentMethod: 'PayPal', shippingAddress: address, orderItems: items },
    });
  const capture = (orderId: string) => app.request(`/order/${orderId}/capture`, { method: 'POST', headers: ani.auth });
  const statusOf = async (orderId: string) => (await (await app.request(`/order/${orderId}`)).json()).status;

  beforeAll(async () => {
    standIn = await startPayPalStandIn({ port: kind === 'pglite' ? 4471 : 4472 });
    app = await createTestApp(kind, {
      payments: createPayPalProvider({
        clientId: standIn.clientId,
        clientSecret: standIn.clientSecret,
        apiBase: standIn.url,
        retries: 0,
        timeoutMs: 3_000,
      }),
      mailer: { describe: 'memory', send: async () => {} },
    });
    ani = await createShopper(app, { firstName: 'Ani' });
    ({ ring, bowl } = await ringAndBowl(app));
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.scenario = 'success';
  });

  it('creates exactly one PayPal order for the server total, referenced by our order id, and captures it', async () => {
    const key = newKey();
    const res = await checkout([{ productId: ring, size: '7', quantity: 1, unitPrice: 1 }], key);
    expect(res.status).toBe(201);
    const order = await res.json();
    const paypalOrder = standIn.orders.get(order.paypalOrderId)!;
    // 168.64 + EMS group 4 up to 500 g (126 ₪ / 3.3 = 38.1818… → 38.19) = 206.83
    expect(order.total).toBe(206.83);
    expect(paypalOrder.amount).toEqual({ currency_code: 'USD', value: '206.83' });
    expect(paypalOrder.customId).toBe(order.orderId);
    const creates = standIn.requests.filter((r) => r.path === '/v2/checkout/orders');
    expect(creates.at(-1)!.requestId).toBe(`create-${order.orderId}`);

    const repeat = await checkout([{ productId: ring, size: '7', quantity: 1 }], key);
    expect((await repeat.json()).paypalOrderId).toBe(order.paypalOrderId);
    expect(standIn.requests.filter((r) => r.path === '/v2/checkout/orders')).toHaveLength(creates.length);

    const paid = await capture(order.orderId);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({
      payerGivenName: 'Ada',
      message: 'Payment completed by Ada',
      order: { status: 'Paid', payerGivenName: 'Ada' },
    });
    expect((await capture(order.orderId)).status).toBe(200);
    expect(standIn.requests.filter((r) => r.path.endsWith('/capture'))).toHaveLength(1);
  });

  it.each([
    ['amount-mismatch', '7', /\$?205\.83|205\.83 USD/],
    ['currency-mismatch', '7.5', /EUR/],
  ] as const)(
    'leaves the order unpaid when PayPal captures a different amount or currency (%s)',
    async (scenario, size, said) => {
      // A different size each time: the same cart again would reuse the open order of the case before.
      const order = await (await checkout([{ productId: ring, size, quantity: 1 }])).json();
      standIn.scenario = scenario;
      const res = await capture(order.orderId);
      expect(res.status).toBe(502);
      expect((await res.json()).message).toMatch(said);
      expect(await statusOf(order.orderId)).toBe('Pending');
      const history = (await (await app.request(`/order/${order.orderId}`)).json()).statusHistory;
      expect(history.at(-1).note).toMatch(/not accepted/);
    },
  );

  it('leaves a declined capture unpaid (402) and lets the buyer try again', async () => {
    const order = await (await checkout([{ productId: bowl, quantity: 1 }])).json();
    standIn.scenario = 'declined';
    const res = await capture(order.orderId);
    expect(res.status).toBe(402);
    expect((await res.json()).message).toMatch(/declined/i);
    expect(await statusOf(order.orderId)).toBe('Pending');
    standIn.scenario = 'success';
    expect((await capture(order.orderId)).status).toBe(200);
    expect(await statusOf(order.orderId)).toBe('Paid');
  });

  it('answers 502 when the connection drops, keeps the order unpaid, and a retry succeeds', async () => {
    const order = await (await checkout([{ productId: bowl, quantity: 1 }])).json();
    standIn.scenario = 'drop';
    const res = await capture(order.orderId);
    expect(res.status).toBe(502);
    expect((await res.json()).message).toMatch(/try again/i);
    expect(await statusOf(order.orderId)).toBe('Pending');
    standIn.scenario = 'success';
    expect((await capture(order.orderId)).status).toBe(200);
  });

  it('keeps the order when PayPal is unreachable at checkout, and the same key later opens the PayPal order once', async () => {
    const key = newKey();
    const before = await stockOf(app, bowl, 'One size');
    // Point the provider at a closed port for one call.
    const original = app.services.payments;
    app.services.payments = createPayPalProvider({
      clientId: standIn.clientId,
      clientSecret: standIn.clientSecret,
      apiBase: 'http://127.0.0.1:4479',
      retries: 0,
      timeoutMs: 1_000,
    });
    const failed = await checkout([{ productId: bowl, quantity: 1 }], key);
    app.services.payments = original;
    expect(failed.status).toBe(502);
    expect((await failed.json()).message).toMatch(/is saved/);
    expect(await stockOf(app, bowl, 'One size')).toBe(before - 1);
    const retried = await checkout([{ productId: bowl, quantity: 1 }], key);
    expect(retried.status).toBe(200);
    const order = await retried.json();
    expect(order.paypalOrderId).toBeTruthy();
    expect(standIn.orders.get(order.paypalOrderId)).toBeDefined();
    expect(await stockOf(app, bowl, 'One size')).toBe(before - 1);
  });
  it('opens a new PayPal order when Pay now comes after the window closed, and captures that one', async () => {
    const order = await (await checkout([{ productId: bowl, quantity: 1 }])).json();
    app.advance(31 * 60 * 1000);
    expect(await releaseExpiredOrders(app.services)).toBeGreaterThanOrEqual(1);
    const res = await app.request(`/order/${order.orderId}/pay`, { method: 'POST', headers: ani.auth });
    expect(res.status).toBe(200);
    const reopened = await res.json();
    expect(reopened.paypalOrderId).not.toBe(order.paypalOrderId);
    const creates = standIn.requests.filter((r) => r.path === '/v2/checkout/orders');
    expect(creates.at(-1)!.requestId).toBe(`create-${order.orderId}-2`);
    expect(standIn.orders.get(reopened.paypalOrderId)!.amount).toEqual(standIn.orders.get(order.paypalOrderId)!.amount);

    expect((await capture(order.orderId)).status).toBe(200);
    const captures = standIn.requests.filter((r) => r.path.endsWith('/capture'));
    expect(captures.at(-1)!.path).toBe(`/v2/checkout/orders/${reopened.paypalOrderId}/capture`);
    expect(await statusOf(order.orderId)).toBe('Paid');
  });
});
