import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../src/server/db/schema.ts';
import type { CreatePaymentOrder, PaymentProvider } from '../../src/server/payments/provider.ts';
import { createTestPaymentProvider } from '../../src/server/payments/test-provider.ts';
import { releaseExpiredOrders } from '../../src/server/services/orders/expiry.ts';
import { address, createProduct, createShopper, stockOf, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

let keySeq = 0;
const newKey = () => `resume-key-${Date.now()}-${++keySeq}`;
const MINUTE = 60 * 1000;

/** The test provider, recording every payment order request. */
function recordingProvider() {
  const inner = createTestPaymentProvider();
  const creates: CreatePaymentOrder[] = [];
  const provider: PaymentProvider = {
    ...inner,
    name: inner.name,
    testMode: inner.testMode,
    clientId: inner.clientId,
    async createOrder(request) {
      creates.push(request);
      return inner.createOrder(request);
    },
    captureOrder: (request) => inner.captureOrder(request),
  };
  return { provider, creates };
}

describe.each(databaseKinds)('coming back to an unpaid order on %s', (kind) => {
  let app: TestApp;
  let payments: ReturnType<typeof recordingProvider>;
  let admin: Shopper;

  const checkout = (s: Shopper, items: unknown[], shippingAddress: Record<string, string> = address) =>
    app.request('/checkOut', {
      method: 'POST',
      headers: { ...s.auth, 'Idempotency-Key': newKey() },
      json: { paymentMethod: 'PayPal', shippingAddress, orderItems: items },
    });
  const placed = async (s: Shopper, items: unknown[]) => {
    const res = await checkout(s, items);
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  };
  const payNow = (s: Shopper, orderId: string) =>
    app.request(`/order/${orderId}/pay`, { method: 'POST', headers: s.auth });
  const capture = (s: Shopper, orderId: string) =>
    app.request(`/order/${orderId}/capture`, { method: 'POST', headers: s.auth });
  const invoice = async (orderId: string) => (await app.request(`/order/${orderId}`)).json();
  const product = (name: string, stock: number, priceCents = 2_000) =>
    createProduct(app, { name, priceCents, weightGrams: 300, sizes: { 'One size': stock } });

  beforeAll(async () => {
    payments = recordingProvider();
    app = await createTestApp(kind, {
      payments: payments.provider,
      mailer: { describe: 'memory', send: async () => {} },
    });
    admin = await createShopper(app, { roles: ['USER', 'ADMINISTRATOR'] });
  });
  afterAll(() => app.close());

  it('pays an abandoned order with Pay now: same order, same PayPal order, same total', async () => {
    const ani = await createShopper(app);
    const plate = await product('Resume plate', 4);
    const order = await placed(ani, [{ productId: plate, quantity: 2 }]);
    app.advance(5 * MINUTE); // the shopper closed PayPal's window and came back

    const res = await payNow(ani, order.orderId);
    expect(res.status).toBe(200);
    const again = await res.json();
    expect(again).toMatchObject({
      orderId: order.orderId,
      status: 'Pending',
      total: order.total,
      paypalOrderId: order.paypalOrderId,
      paymentDueAt: order.paymentDueAt,
    });
    expect(await stockOf(app, plate, 'One size')).toBe(2);

    const paid = await capture(ani, order.orderId);
    expect(paid.status).toBe(200);
    expect((await paid.json()).order).toMatchObject({
      status: 'Paid',
      total: order.total,
      captureId: expect.stringMatching(/^TESTCAPTURE-/),
    });
    expect(await stockOf(app, plate, 'One size')).toBe(2);
    const afterPaid = await payNow(ani, order.orderId);
    expect(afterPaid.status).toBe(409);
    expect((await afterPaid.json()).message).toBe('This order is already paid (Paid).');
  });

  it('gives a nearly closed window a fresh one, with a new payment order for the same total', async () => {
    const ani = await createShopper(app);
    const cup = await product('Resume cup', 3);
    const order = await placed(ani, [{ productId: cup, quantity: 1 }]);
    app.advance(25 * MINUTE);
    const again = await (await payNow(ani, order.orderId)).json();
    expect(again.paypalOrderId).not.toBe(order.paypalOrderId);
    expect(again.total).toBe(order.total);
    const left = new Date(again.paymentDueAt).getTime() - app.services.now().getTime();
    expect(left).toBeGreaterThan(29 * MINUTE);
    expect(left).toBeLessThanOrEqual(30 * MINUTE);
    expect(payments.creates.at(-1)).toMatchObject({
      amountCents: Math.round(order.total * 100),
      requestId: `create-${order.orderId}-2`,
    });
    expect(again.statusHistory.at(-1).note).toContain('Payment reopened by the customer: a new 30-minute window');
    expect(await stockOf(app, cup, 'One size')).toBe(2);
    expect((await capture(ani, order.orderId)).status).toBe(200);
  });

  it('takes the stock again when the window had closed, with a new payment order, and then takes the payment', async () => {
    const ani = await createShopper(app);
    const bell = await product('Resume bell', 3);
    const order = await placed(ani, [{ productId: bell, quantity: 2 }]);
    app.advance(31 * MINUTE);
    expect(await releaseExpiredOrders(app.services)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(app, bell, 'One size')).toBe(3);
    expect((await invoice(order.orderId)).displayStatus).toBe('Overdue');
    expect((await capture(ani, order.orderId)).status).toBe(409);

    const res = await payNow(ani, order.orderId);
    expect(res.status).toBe(200);
    const again = await res.json();
    expect(again).toMatchObject({ status: 'Pending', displayStatus: 'Pending', total: order.total });
    expect(again.paypalOrderId).not.toBe(order.paypalOrderId);
    expect(again.statusHistory.at(-1).note).toContain(
      `the stock was reserved again for 30 minutes, with a new payment order (payment order ${order.paypalOrderId} is no longer used)`,
    );
    expect(await stockOf(app, bell, 'One size')).toBe(1);
    // A second Pay now right after changes nothing.
    expect((await (await payNow(ani, order.orderId)).json()).paypalOrderId).toBe(again.paypalOrderId);
    expect(await stockOf(app, bell, 'One size')).toBe(1);

    const paid = await capture(ani, order.orderId);
    expect(paid.status).toBe(200);
    expect((await paid.json()).order.status).toBe('Paid');
    expect(await stockOf(app, bell, 'One size')).toBe(1);
  });

  it('says so when an item sold out after the window closed, and changes nothing', async () => {
    const ani = await createShopper(app);
    const nare = await createShopper(app);
    const icon = await product('Resume icon', 1);
    const order = await placed(ani, [{ productId: icon, quantity: 1 }]);
    app.advance(31 * MINUTE);
    await releaseExpiredOrders(app.services);
    await placed(nare, [{ productId: icon, quantity: 1 }]);
    const res = await payNow(ani, order.orderId);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/Only 0 of Resume icon .* cancel it, and check out again/);
    expect(await stockOf(app, icon, 'One size')).toBe(0);
    const row = (await app.services.database.db.select().from(orders).where(eq(orders.id, order.orderId)))[0]!;
    expect(row.stockReleasedAt).toBeInstanceOf(Date);
    expect(row.paymentAttempt).toBe(1);
  });

  it('lets only the customer or an administrator reopen it, and never a cancelled one', async () => {
    const ani = await createShopper(app);
    const eve = await createShopper(app);
    const jug = await product('Resume jug', 2);
    const order = await placed(ani, [{ productId: jug, quantity: 1 }]);
    expect((await payNow(eve, order.orderId)).status).toBe(403);
    expect((await app.request(`/order/${order.orderId}/pay`, { method: 'POST' })).status).toBe(401);
    expect((await payNow(ani, 'AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await payNow(admin, order.orderId)).status).toBe(200);
    expect((await app.request(`/order/${order.orderId}/cancel`, { method: 'POST', headers: ani.auth })).status).toBe(
      200,
    );
    const res = await payNow(ani, order.orderId);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/cancelled/);
  });

  it('tells the invoice whether the viewer placed the order', async () => {
    const ani = await createShopper(app);
    const eve = await createShopper(app);
    const lamp = await product('Resume lamp', 2);
    const order = await placed(ani, [{ productId: lamp, quantity: 1 }]);
    const as = async (s: Shopper | null) =>
      (await (await app.request(`/order/${order.orderId}`, { headers: s?.auth ?? {} })).json()).viewerIsCustomer;
    expect(await as(ani)).toBe(true);
    expect(await as(eve)).toBe(false);
    expect(await as(admin)).toBe(false);
    expect(await as(null)).toBe(false);
  });

  it('reuses the open order for the same cart instead of saying "sold out"', async () => {
    const ani = await createShopper(app);
    const ring = await product('Resume last ring', 1);
    const first = await placed(ani, [{ productId: ring, quantity: 1 }]);
    expect(await stockOf(app, ring, 'One size')).toBe(0);
    const creates = payments.creates.length;
    app.advance(3 * MINUTE);

    const res = await checkout(ani, [{ productId: ring, quantity: 1, unitPrice: 1 }]);
    expect(res.status).toBe(200);
    const again = await res.json();
    expect(again).toMatchObject({
      orderId: first.orderId,
      status: 'Pending',
      paypalOrderId: first.paypalOrderId,
      total: first.total,
    });
    expect(payments.creates.length).toBe(creates);
    expect(await stockOf(app, ring, 'One size')).toBe(0);
    const mine = await (
      await app.request(`/ordersByUser/${encodeURIComponent(ani.login)}`, { headers: ani.auth })
    ).json();
    expect(mine.map((o: { orderId: string }) => o.orderId)).toEqual([first.orderId]);
  });

  it('replaces the open order when the cart differs: cancelled with a history line, its units count for the new one', async () => {
    const ani = await createShopper(app);
    const ring = await product('Replace ring', 1);
    const bowl = await product('Replace bowl', 5);
    const first = await placed(ani, [{ productId: ring, quantity: 1 }]);
    expect(await stockOf(app, ring, 'One size')).toBe(0);

    const res = await checkout(ani, [
      { productId: ring, quantity: 1 },
      { productId: bowl, quantity: 2 },
    ]);
    expect(res.status, await res.clone().text()).toBe(201);
    const second = await res.json();
    expect(second.orderId).not.toBe(first.orderId);
    expect(await stockOf(app, ring, 'One size')).toBe(0);
    expect(await stockOf(app, bowl, 'One size')).toBe(3);
    const old = await invoice(first.orderId);
    expect(old.status).toBe('Cancelled');
    expect(old.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'Pending',
      toStatus: 'Cancelled',
      note: `Replaced by a new checkout (order ${second.orderId}). Stock returned to the shelf.`,
    });
    // The shopper is checking out: no cancellation mail, and the replaced order's payment reminder is withdrawn.
    const mails = await app.services.database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.reference, first.orderId));
    expect(mails).toEqual([]);

    // The same lines to another address is a different checkout too.
    const third = await checkout(ani, [{ productId: bowl, quantity: 1 }], { ...address, city: 'Gyumri' });
    expect(third.status).toBe(201);
    expect((await invoice(second.orderId)).status).toBe('Cancelled');
    expect(await stockOf(app, ring, 'One size')).toBe(1);
    expect(await stockOf(app, bowl, 'One size')).toBe(4);
  });

  it('keeps the open order when the new checkout fails', async () => {
    const ani = await createShopper(app);
    const cross = await product('Keep cross', 2);
    const oil = await product('Keep oil', 1);
    const first = await placed(ani, [{ productId: cross, quantity: 2 }]);
    const res = await checkout(ani, [
      { productId: cross, quantity: 1 },
      { productId: oil, quantity: 3 },
    ]);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Only 1 of Keep oil in size One size is left; please lower the quantity.');
    expect((await invoice(first.orderId)).status).toBe('Pending');
    expect(await stockOf(app, cross, 'One size')).toBe(0);
    expect(await stockOf(app, oil, 'One size')).toBe(1);
    // Units freed by the open order count for the new one: 2 crosses are there for this customer.
    const more = await checkout(ani, [{ productId: cross, quantity: 3 }]);
    expect((await more.json()).message).toBe(
      'Only 2 of Keep cross in size One size are left; please lower the quantity.',
    );
  });

  it("never replaces another customer's order", async () => {
    const ani = await createShopper(app);
    const eve = await createShopper(app);
    const star = await product('Other star', 1);
    const order = await placed(ani, [{ productId: star, quantity: 1 }]);
    const res = await checkout(eve, [{ productId: star, quantity: 1 }]);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Other star in size One size has just sold out.');
    expect((await invoice(order.orderId)).status).toBe('Pending');
  });
});
