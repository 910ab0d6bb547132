import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema.ts';
import type { MailMessage } from '../../src/server/mail/mailer.ts';
import type { PaymentProvider } from '../../src/server/payments/provider.ts';
import { createTestPaymentProvider } from '../../src/server/payments/test-provider.ts';
import { releaseExpiredOrders } from '../../src/server/services/orders/expiry.ts';
import { address, createProduct, createShopper, stockOf, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

let keySeq = 0;
const newKey = () => `cancel-key-${Date.now()}-${++keySeq}`;

/** A test provider whose captures wait at a gate, so a test can act while our capture call is under way. */
function gatedProvider(options: { decline?: boolean } = {}) {
  const inner = createTestPaymentProvider(options);
  let open!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const capturing = new Promise<void>((resolve) => (entered = resolve));
  let captures = 0;
  const provider: PaymentProvider = {
    ...inner,
    name: inner.name,
    testMode: inner.testMode,
    clientId: inner.clientId,
    createOrder: (request) => inner.createOrder(request),
    async captureOrder(request) {
      captures++;
      entered();
      await gate;
      return inner.captureOrder(request);
    },
  };
  return { provider, open, capturing, captures: () => captures };
}

describe.each(databaseKinds)('cancelling an unpaid order on %s', (kind) => {
  let app: TestApp;
  let mails: MailMessage[];
  let ani: Shopper;
  let eve: Shopper;
  let admin: Shopper;

  const checkout = async (s: Shopper, items: unknown[]) => {
    const res = await app.request('/checkOut', {
      method: 'POST',
      headers: { ...s.auth, 'Idempotency-Key': newKey() },
      json: { paymentMethod: 'PayPal', shippingAddress: address, orderItems: items },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { orderId: string };
  };
  const cancel = (s: Shopper | null, orderId: string) =>
    app.request(`/order/${orderId}/cancel`, { method: 'POST', headers: s?.auth ?? {} });
  const capture = (s: Shopper, orderId: string) =>
    app.request(`/order/${orderId}/capture`, { method: 'POST', headers: s.auth });
  const orderRow = async (orderId: string) =>
    (await app.services.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const product = (name: string, stock: number) =>
    createProduct(app, { name, priceCents: 3_000, weightGrams: 200, sizes: { 'One size': stock } });
  /** Runs `body` with captures going through a gated provider. */
  const withGatedCaptures = async (
    options: { decline?: boolean },
    body: (gated: ReturnType<typeof gatedProvider>) => Promise<void>,
  ) => {
    const gated = gatedProvider(options);
    const original = app.services.payments;
    app.services.payments = gated.provider;
    try {
      await body(gated);
    } finally {
      app.services.payments = original;
    }
  };

  beforeAll(async () => {
    mails = [];
    app = await createTestApp(kind, { mailer: { describe: 'memory', send: async (m) => void mails.push(m) } });
    ani = await createShopper(app, { firstName: 'Ani' });
    eve = await createShopper(app, { firstName: 'Eve' });
    admin = await createShopper(app, { roles: ['USER', 'ADMINISTRATOR'] });
  });
  afterAll(() => app.close());

  it('cancels: 200 with the order, Cancelled, stock back at once, a history line and a mail', async () => {
    const plate = await product('Cancel plate', 5);
    const order = await checkout(ani, [{ productId: plate, quantity: 2 }]);
    expect(await stockOf(app, plate, 'One size')).toBe(3);
    mails.length = 0;

    const res = await cancel(ani, order.orderId);
    expect(res.status).toBe(200);
    const cancelled = await res.json();
    expect(cancelled).toMatchObject({
      orderId: order.orderId,
      status: 'Cancelled',
      displayStatus: 'Cancelled',
      paidAt: null,
      captureId: null,
    });
    expect(cancelled.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'Pending',
      toStatus: 'Cancelled',
      note: 'Cancelled by the customer. Stock returned to the shelf.',
    });
    expect(await stockOf(app, plate, 'One size')).toBe(5);
    // The cancellation mail went into the outbox with the change (the payment reminder is withdrawn).
    await app.deliverMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: ani.login, subject: `Your order ${order.orderId} has been cancelled` });
    expect(mails[0]!.text).toContain('No money was taken for it.');
    app.advance(11 * 60 * 1000);
    await app.deliverMails();
    app.advance(-11 * 60 * 1000);
    expect(mails).toHaveLength(1);

    // A retried cancel answers the same order and moves nothing.
    const again = await cancel(ani, order.orderId);
    expect(again.status).toBe(200);
    expect((await again.json()).statusHistory).toHaveLength(cancelled.statusHistory.length);
    expect(await stockOf(app, plate, 'One size')).toBe(5);
    await app.deliverMails();
    expect(mails).toHaveLength(1);
    // And it cannot be paid any more.
    const late = await capture(ani, order.orderId);
    expect(late.status).toBe(409);
    expect((await late.json()).message).toMatch(/cancelled/);
    expect((await app.request(`/order/${order.orderId}/pay`, { method: 'POST', headers: ani.auth })).status).toBe(409);
  });

  it("refuses someone else's order (403), a visitor (401), unknown (404) and malformed ids (400)", async () => {
    const cup = await product('Cancel cup', 3);
    const order = await checkout(ani, [{ productId: cup, quantity: 1 }]);
    const res = await cancel(eve, order.orderId);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('This is not your order.');
    expect((await cancel(null, order.orderId)).status).toBe(401);
    expect((await cancel(ani, 'AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const bad = await cancel(ani, 'not-an-id');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/order id/);
    expect((await orderRow(order.orderId)).status).toBe('Pending');
    expect(await stockOf(app, cup, 'One size')).toBe(2);
  });

  it("lets an administrator cancel a customer's unpaid order", async () => {
    const bell = await product('Cancel bell', 3);
    const order = await checkout(ani, [{ productId: bell, quantity: 3 }]);
    const res = await cancel(admin, order.orderId);
    expect(res.status).toBe(200);
    expect((await res.json()).statusHistory.at(-1)).toMatchObject({
      toStatus: 'Cancelled',
      note: 'Cancelled by the shop. Stock returned to the shelf.',
    });
    expect(await stockOf(app, bell, 'One size')).toBe(3);
  });

  it('answers 409 for a paid order, pointing to the refund policy, and changes nothing', async () => {
    const tile = await product('Cancel tile', 4);
    const order = await checkout(ani, [{ productId: tile, quantity: 1 }]);
    expect((await capture(ani, order.orderId)).status).toBe(200);
    await app.deliverMails();
    mails.length = 0;
    const res = await cancel(ani, order.orderId);
    expect(res.status).toBe(409);
    const { message } = await res.json();
    expect(message).toMatch(/has been paid/);
    expect(message).toContain(`${app.services.config.publicSiteUrl}/orders-and-returns`);
    expect((await orderRow(order.orderId)).status).toBe('Paid');
    expect(await stockOf(app, tile, 'One size')).toBe(3);
    expect((await cancel(admin, order.orderId)).status).toBe(409);
    await app.deliverMails();
    expect(mails).toEqual([]);
  });

  it('returns the stock exactly once when the cancel races the expiry job', async () => {
    const vase = await product('Cancel vase', 6);
    const order = await checkout(ani, [{ productId: vase, quantity: 4 }]);
    app.advance(31 * 60 * 1000);
    const [res] = await Promise.all([
      cancel(ani, order.orderId),
      releaseExpiredOrders(app.services),
      releaseExpiredOrders(app.services),
    ]);
    expect(res.status).toBe(200);
    expect(await stockOf(app, vase, 'One size')).toBe(6);
    expect(await releaseExpiredOrders(app.services)).toBe(0);
    expect(await stockOf(app, vase, 'One size')).toBe(6);
    const row = await orderRow(order.orderId);
    expect(row.status).toBe('Cancelled');
    expect(row.stockReleasedAt).toBeInstanceOf(Date);
  });

  it('cancels an order the expiry job already released without returning its stock again', async () => {
    const icon = await product('Cancel icon', 2);
    const order = await checkout(ani, [{ productId: icon, quantity: 2 }]);
    app.advance(31 * 60 * 1000);
    expect(await releaseExpiredOrders(app.services)).toBe(1);
    expect(await stockOf(app, icon, 'One size')).toBe(2);
    const res = await cancel(ani, order.orderId);
    expect(res.status).toBe(200);
    expect((await res.json()).statusHistory.at(-1).note).toBe(
      'Cancelled by the customer. Its stock had already gone back when the payment window closed.',
    );
    expect(await stockOf(app, icon, 'One size')).toBe(2);
  });

  it('refuses a capture that comes after the cancel: no money moves, the stock stays back', async () => {
    await withGatedCaptures({}, async (gated) => {
      const mug = await product('Cancel mug', 2);
      const order = await checkout(ani, [{ productId: mug, quantity: 1 }]);
      expect((await cancel(ani, order.orderId)).status).toBe(200);
      gated.open();
      const late = await capture(ani, order.orderId);
      expect(late.status).toBe(409);
      expect(gated.captures()).toBe(0);
      expect(await stockOf(app, mug, 'One size')).toBe(2);
    });
  });

  it('refuses to cancel while the capture is under way; the payment completes and the stock stays sold', async () => {
    await withGatedCaptures({}, async (gated) => {
      const bowl = await product('Cancel bowl', 2);
      const order = await checkout(ani, [{ productId: bowl, quantity: 1 }]);
      const paying = capture(ani, order.orderId);
      await gated.capturing;
      const res = await cancel(ani, order.orderId);
      expect(res.status).toBe(409);
      expect((await res.json()).message).toMatch(/being completed right now/);
      // An administrator's Edit Status follows the same rule.
      const adminCancel = await app.request(`/order/${order.orderId}/status`, {
        method: 'PUT',
        headers: admin.auth,
        json: { status: 'Cancelled' },
      });
      expect(adminCancel.status).toBe(409);
      expect(await stockOf(app, bowl, 'One size')).toBe(1);
      gated.open();
      expect((await paying).status).toBe(200);
      const row = await orderRow(order.orderId);
      expect(row).toMatchObject({ status: 'Paid', captureStartedAt: null });
      expect(row.stockReleasedAt).toBeNull();
      expect(await stockOf(app, bowl, 'One size')).toBe(1);
      expect((await cancel(ani, order.orderId)).status).toBe(409);
    });
  });

  it('lets the customer cancel once a declined capture has ended', async () => {
    await withGatedCaptures({ decline: true }, async (gated) => {
      const jug = await product('Cancel jug', 2);
      const order = await checkout(ani, [{ productId: jug, quantity: 2 }]);
      const paying = capture(ani, order.orderId);
      await gated.capturing;
      expect((await cancel(ani, order.orderId)).status).toBe(409);
      gated.open();
      expect((await paying).status).toBe(402);
      expect((await cancel(ani, order.orderId)).status).toBe(200);
      expect(await stockOf(app, jug, 'One size')).toBe(2);
    });
  });

  it('cancels through All Orders (Edit Status) with the same rules and history', async () => {
    const lamp = await product('Cancel lamp', 3);
    const order = await checkout(ani, [{ productId: lamp, quantity: 1 }]);
    const res = await app.request(`/order/${order.orderId}/status`, {
      method: 'PUT',
      headers: admin.auth,
      json: { status: 'Cancelled', note: 'Customer phoned.' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'Cancelled', customerEmail: ani.login });
    expect(body.statusHistory.at(-1).note).toBe('Cancelled by the shop. Customer phoned. Stock returned to the shelf.');
    expect(await stockOf(app, lamp, 'One size')).toBe(3);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await app.request('/openapi.json')).json();
    expect(Object.keys(doc.paths['/order/{orderId}/cancel'].post.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
    ]);
  });
});
