import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/lib/api/order.ts';
import { createPayPalProvider } from '../../src/server/payments/paypal.ts';
import { releaseExpiredOrders } from '../../src/server/services/orders/expiry.ts';
import { PROVIDER_GRACE_MS } from '../../src/server/services/payments/before-release.ts';
import { createProduct, stockOf } from '../fixtures/checkout-fixtures.ts';
import { checkedOutOrder, mailKindsAbout, standInClient, standInSuite } from '../fixtures/paid-orders.ts';
import { databaseKinds } from './harness.ts';

const WINDOW_MS = 30 * 60 * 1000;

/** Before an unpaid order's stock goes back, the shop asks PayPal where its payment stands. */
describe.each(databaseKinds)('the check before an unpaid order expires, on %s', (kind) => {
  const s = standInSuite(kind);

  const invoice = async (orderId: string): Promise<Order> => (await s.app.request(`/order/${orderId}`)).json();
  const product = (name: string) =>
    createProduct(s.app, { name, priceCents: 2_500, weightGrams: 100, sizes: { 'One size': 5 } });

  it('captures an order the buyer approved but nobody captured (the browser closed), instead of releasing it', async () => {
    const bowl = await product('Bowl approved, never captured');
    const order = await checkedOutOrder(s.app, s.ani, [{ productId: bowl, quantity: 2 }]);
    s.standIn.approve(order.paypalOrderId!);
    s.app.advance(WINDOW_MS + 1_000);
    await releaseExpiredOrders(s.app.services);

    expect(await invoice(order.orderId)).toMatchObject({ status: 'Paid', refundable: order.total });
    expect(await stockOf(s.app, bowl, 'One size')).toBe(3);
    expect(
      s.standIn.requests.filter((r) => r.path === `/v2/checkout/orders/${order.paypalOrderId}/capture`),
    ).toHaveLength(1);
    expect((await invoice(order.orderId)).statusHistory.at(-1)!.note).toMatch(
      /Found by asking PayPal before the order expired/,
    );
    expect((await mailKindsAbout(s.app, order.orderId)).filter((k) => k === 'order-confirmed')).toHaveLength(1);
    // Nothing more happens on the next rounds.
    await releaseExpiredOrders(s.app.services);
    expect(await stockOf(s.app, bowl, 'One size')).toBe(3);
  });

  it('records a payment PayPal took whose answer never reached the shop', async () => {
    const cup = await product('Cup captured, answer lost');
    const order = await checkedOutOrder(s.app, s.ani, [{ productId: cup, quantity: 1 }]);
    await standInClient(s.standIn).captureOrder({
      providerOrderId: order.paypalOrderId!,
      requestId: `lost-${crypto.randomUUID()}`,
    });
    s.app.advance(WINDOW_MS + 1_000);
    await releaseExpiredOrders(s.app.services);
    expect(await invoice(order.orderId)).toMatchObject({ status: 'Paid' });
    expect(await stockOf(s.app, cup, 'One size')).toBe(4);
  });

  it('releases an order nobody approved', async () => {
    const vase = await product('Vase abandoned');
    const order = await checkedOutOrder(s.app, s.ani, [{ productId: vase, quantity: 1 }]);
    s.app.advance(WINDOW_MS - 60_000);
    await releaseExpiredOrders(s.app.services);
    expect(await stockOf(s.app, vase, 'One size')).toBe(4);
    s.app.advance(61_000);
    await releaseExpiredOrders(s.app.services);
    expect(await invoice(order.orderId)).toMatchObject({ status: 'Pending', displayStatus: 'Overdue' });
    expect(await stockOf(s.app, vase, 'One size')).toBe(5);
  });

  it('releases an approved order whose capture PayPal declines', async () => {
    const tray = await product('Tray approved with a bad card');
    const order = await checkedOutOrder(s.app, s.ani, [{ productId: tray, quantity: 1 }]);
    s.standIn.approve(order.paypalOrderId!);
    s.standIn.scenario = 'declined';
    s.app.advance(WINDOW_MS + 1_000);
    await releaseExpiredOrders(s.app.services);
    expect(await invoice(order.orderId)).toMatchObject({ status: 'Pending' });
    expect(await stockOf(s.app, tray, 'One size')).toBe(5);
  });

  it('holds the stock while PayPal does not answer, then releases it after a grace period', async () => {
    const lamp = await product('Lamp while PayPal is down');
    const order = await checkedOutOrder(s.app, s.ani, [{ productId: lamp, quantity: 1 }]);
    s.app.services.payments = createPayPalProvider({
      clientId: 'id',
      clientSecret: 'secret',
      apiBase: 'http://127.0.0.1:9',
      retries: 0,
      timeoutMs: 500,
    });
    s.app.advance(WINDOW_MS + 1_000);
    await releaseExpiredOrders(s.app.services);
    expect(await stockOf(s.app, lamp, 'One size')).toBe(4);
    s.app.advance(PROVIDER_GRACE_MS);
    await releaseExpiredOrders(s.app.services);
    expect(await stockOf(s.app, lamp, 'One size')).toBe(5);
    expect(await invoice(order.orderId)).toMatchObject({ status: 'Pending', displayStatus: 'Overdue' });
  });
});
