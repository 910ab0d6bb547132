import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../src/lib/orders/order.ts';
import type { MailMessage } from '../../src/server/mail/mailer.ts';
import { createPayPalProvider } from '../../src/server/payments/paypal.ts';
import { releaseExpiredOrders } from '../../src/server/services/orders/expiry.ts';
import { PROVIDER_GRACE_MS } from '../../src/server/services/payments/before-release.ts';
import { createProduct, createShopper, stockOf, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { checkedOutOrder, standInApp, standInClient } from '../fixtures/paid-orders.ts';
import { startPayPalStandIn, type PayPalStandIn } from '../fixtures/paypal-standin.ts';
import { databaseKinds, type TestApp } from './harness.ts';

const WINDOW_MS = 30 * 60 * 1000;

/** Before an unpaid order's stock goes back, the shop asks PayPal where its payment stands. */
describe.each(databaseKinds)('the check before an unpaid order expires, on %s', (kind) => {
  let app: TestApp;
  let standIn: PayPalStandIn;
  let ani: Shopper;
  const mails: MailMessage[] = [];

  const invoice = async (orderId: string): Promise<Order> => (await app.request(`/order/${orderId}`)).json();
  const product = (name: string) => createProduct(app, { name, priceCents: 2_500, weightGrams: 100, sizes: { 'One size': 5 } });

  beforeAll(async () => {
    standIn = await startPayPalStandIn();
    app = await standInApp(kind, standIn, mails);
    ani = await createShopper(app, { firstName: 'Ani' });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.scenario = 'success';
    app.services.payments = standInClient(standIn);
    mails.length = 0;
  });

  it('captures an order the buyer approved but nobody captured (the browser closed), instead of releasing it', async () => {
    const bowl = await product('Bowl approved, never captured');
    const order = await checkedOutOrder(app, ani, [{ productId: bowl, quantity: 2 }]);
    standIn.approve(order.paypalOrderId!);
    app.advance(WINDOW_MS + 1_000);
    await releaseExpiredOrders(app.services);

    expect(await invoice(order.orderId)).toMatchObject({ status: 'Paid', refundable: order.total });
    expect(await stockOf(app, bowl, 'One size')).toBe(3);
    expect(standIn.requests.filter((r) => r.path === `/v2/checkout/orders/${order.paypalOrderId}/capture`)).toHaveLength(1);
    expect((await invoice(order.orderId)).statusHistory.at(-1)!.note).toMatch(/Found by asking PayPal before the order expired/);
    expect(mails.filter((m) => m.to === ani.login)).toHaveLength(1);
    // Nothing more happens on the next rounds.
    await releaseExpiredOrders(app.services);
    expect(await stockOf(app, bowl, 'One size')).toBe(3);
  });

  it('records a payment PayPal took whose answer never reached the shop', async () => {
    const cup = await product('Cup captured, answer lost');
    const order = await checkedOutOrder(app, ani, [{ productId: cup, quantity: 1 }]);
    await standInClient(standIn).captureOrder({ providerOrderId: order.paypalOrderId!, requestId: `lost-${crypto.randomUUID()}` });
    app.advance(WINDOW_MS + 1_000);
    await releaseExpiredOrders(app.services);
    expect(await invoice(order.orderId)).toMatchObject({ status: 'Paid' });
    expect(await stockOf(app, cup, 'One size')).toBe(4);
  });

  it('releases an order nobody approved', async () => {
    const vase = await product('Vase abandoned');
    const order = await checkedOutOrder(app, ani, [{ productId: vase, quantity: 1 }]);
    app.advance(WINDOW_MS - 60_000);
    await releaseExpiredOrders(app.services);
    expect(await stockOf(app, vase, 'One size')).toBe(4);
    app.advance(61_000);
    await releaseExpiredOrders(app.services);
    expect(await invoice(order.orderId)).toMatchObject({ status: 'Pending', displayStatus: 'Overdue' });
    expect(await stockOf(app, vase, 'One size')).toBe(5);
  });

  it('releases an approved order whose capture PayPal declines', async () => {
    const tray = await product('Tray approved with a bad card');
    const order = await checkedOutOrder(app, ani, [{ productId: tray, quantity: 1 }]);
    standIn.approve(order.paypalOrderId!);
    standIn.scenario = 'declined';
    app.advance(WINDOW_MS + 1_000);
    await releaseExpiredOrders(app.services);
    expect(await invoice(order.orderId)).toMatchObject({ status: 'Pending' });
    expect(await stockOf(app, tray, 'One size')).toBe(5);
  });

  it('holds the stock while PayPal does not answer, then releases it after a grace period', async () => {
    const lamp = await product('Lamp while PayPal is down');
    const order = await checkedOutOrder(app, ani, [{ productId: lamp, quantity: 1 }]);
    app.services.payments = createPayPalProvider({ clientId: 'id', clientSecret: 'secret', apiBase: 'http://127.0.0.1:9', retries: 0, timeoutMs: 500 });
    app.advance(WINDOW_MS + 1_000);
    await releaseExpiredOrders(app.services);
    expect(await stockOf(app, lamp, 'One size')).toBe(4);
    app.advance(PROVIDER_GRACE_MS);
    await releaseExpiredOrders(app.services);
    expect(await stockOf(app, lamp, 'One size')).toBe(5);
    expect(await invoice(order.orderId)).toMatchObject({ status: 'Pending', displayStatus: 'Overdue' });
  });
});
