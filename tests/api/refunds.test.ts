import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/lib/api/order.ts';
import { orderStatusHistory, refunds } from '../../src/server/db/schema.ts';
import { resumeUnansweredRefunds } from '../../src/server/services/refunds/resume-refunds.ts';
import { createProduct, createShopper, stockOf } from '../fixtures/checkout-fixtures.ts';
import { checkedOutOrder, mailKindsAbout, paidOrder, standInClient, standInSuite } from '../fixtures/paid-orders.ts';
import { outboxRowsAbout } from './mail-fixtures.ts';
import { signedIn, type Caller } from './admin-fixtures.ts';
import { databaseKinds } from './harness.ts';
import { placedOrder as handPaidOrder } from './orders-admin-fixtures.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

describe.each(databaseKinds)('refunds through the PayPal stand-in on %s', (kind) => {
  const s = standInSuite(kind);
  let admin: Caller;
  let moderator: Caller;

  const refund = (orderId: string, body?: unknown, caller: Caller | null = admin) =>
    s.app.request(`/order/${orderId}/refund`, {
      method: 'POST',
      headers: caller?.headers ?? {},
      ...(body === undefined ? {} : { json: body }),
    });
  const setStatus = (orderId: string, status: string) =>
    s.app.request(`/order/${orderId}/status`, { method: 'PUT', headers: admin.headers, json: { status } });
  const editItem = (orderId: string, productId: number, body: unknown) =>
    s.app.request(`/order/${orderId}/items/${productId}`, { method: 'PUT', headers: admin.headers, json: body });
  const invoice = async (orderId: string): Promise<Order> => (await s.app.request(`/order/${orderId}`)).json();
  const history = (orderId: string) =>
    s.app.services.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(orderStatusHistory.id);
  const refundsAtPayPal = (order: Order) => {
    const captureId = s.standIn.orders.get(order.paypalOrderId!)!.capture!.id;
    return s.standIn.refunds.filter((r) => r.captureId === captureId);
  };
  const product = (name: string, stock = 10, priceCents = 4_000) =>
    createProduct(s.app, { name, priceCents, weightGrams: 200, sizes: { 'One size': stock } });

  beforeAll(async () => {
    admin = await signedIn(s.app, `admin-${kind}@example.com`, ['USER', 'ADMINISTRATOR']);
    moderator = await signedIn(s.app, `moderator-${kind}@example.com`, ['USER', 'MODERATOR']);
  });

  it('refunds part, then the rest: the money goes back through PayPal, the order ends Refunded and the stock comes back once', async () => {
    const bowl = await product('Partly refunded bowl');
    const order = await paidOrder(s.app, s.ani, [{ productId: bowl, quantity: 2 }]);
    expect(order.refundable).toBe(order.total);
    expect(await stockOf(s.app, bowl, 'One size')).toBe(8);

    const partial = await refund(order.orderId, { amount: 10 });
    expect(partial.status).toBe(200);
    const afterPartial = await partial.json();
    expect(afterPartial).toMatchObject({
      status: 'Paid',
      refundable: (cents(order.total) - 1_000) / 100,
      refunds: [{ amount: 10, status: 'COMPLETED' }],
    });
    expect(refundsAtPayPal(order)).toMatchObject([
      { amount: { value: '10.00', currency_code: 'USD' }, customId: order.orderId },
    ]);
    expect(afterPartial.refunds[0].id).toBe(refundsAtPayPal(order)[0]!.id);
    expect(await stockOf(s.app, bowl, 'One size')).toBe(8);
    const [refundMail] = (await outboxRowsAbout(s.app, order.orderId)).filter((m) => m.kind === 'order-refunded');
    expect(refundMail).toMatchObject({ toAddress: s.ani.login, subject: `A refund for your order ${order.orderId}` });
    expect(refundMail!.text).toContain('$10.00');

    const rest = await refund(order.orderId);
    expect(rest.status).toBe(200);
    const refunded = await rest.json();
    expect(refunded).toMatchObject({ status: 'Refunded', refundable: 0 });
    expect(refunded.refunds.map((r: { amount: number }) => r.amount)).toEqual([10, (cents(order.total) - 1_000) / 100]);
    expect(refundsAtPayPal(order).reduce((sum, r) => sum + cents(Number(r.amount.value)), 0)).toBe(cents(order.total));
    expect(await stockOf(s.app, bowl, 'One size')).toBe(10);
    expect((await mailKindsAbout(s.app, order.orderId)).filter((k) => k === 'order-refunded')).toHaveLength(2);
    // The invoice (public JSON) lists them too.
    expect((await invoice(order.orderId)).refunds).toHaveLength(2);

    const again = await refund(order.orderId);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('This order is already Refunded.');
    expect(refundsAtPayPal(order)).toHaveLength(2);
    expect(await stockOf(s.app, bowl, 'One size')).toBe(10);
  });

  it('refuses amounts that are not positive cents or more than is left, without asking PayPal', async () => {
    const cup = await product('Cup with limits');
    const order = await paidOrder(s.app, s.ani, [{ productId: cup, quantity: 1 }]);
    const before = s.standIn.refunds.length;
    for (const [amount, message] of [
      [0, /more than \$0\.00/],
      [-5, /more than \$0\.00/],
      [1.234, /steps of 0\.01/],
      ['5', /more than \$0\.00/],
      [order.total + 0.01, new RegExp(`At most \\$${order.total.toFixed(2)} is left to refund`)],
    ] as const) {
      const res = await refund(order.orderId, { amount });
      expect(res.status, String(amount)).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    expect(s.standIn.refunds.length).toBe(before);
    expect((await invoice(order.orderId)).refunds).toEqual([]);
  });

  it('leaves the order as it was when PayPal declines the refund, and says why', async () => {
    const vase = await product('Vase PayPal will not refund');
    const order = await paidOrder(s.app, s.ani, [{ productId: vase, quantity: 1 }]);
    s.standIn.refundScenario = 'declined';

    const partial = await refund(order.orderId, { amount: 5 });
    expect(partial.status).toBe(409);
    expect((await partial.json()).message).toMatch(
      /^PayPal refused the refund: Capture could not be refunded due to insufficient funds/,
    );
    const cancel = await setStatus(order.orderId, 'Cancelled');
    expect(cancel.status).toBe(409);
    expect((await cancel.json()).message).toMatch(/insufficient funds/);

    const after = await invoice(order.orderId);
    expect(after).toMatchObject({ status: 'Paid', refunds: [], refundable: order.total, total: order.total });
    expect(await stockOf(s.app, vase, 'One size')).toBe(9);
    expect((await history(order.orderId)).at(-1)!.note).toMatch(
      /^Refund of \$[\d.]+ not made: PayPal refused the refund/,
    );
    const kinds = await mailKindsAbout(s.app, order.orderId);
    expect(kinds).not.toContain('order-refunded');
    expect(kinds).not.toContain('order-cancelled');
    // Once PayPal can, the same order refunds normally.
    s.standIn.refundScenario = 'success';
    expect((await setStatus(order.orderId, 'Cancelled')).status).toBe(200);
  });

  it('retries a refund whose answer timed out with the same PayPal-Request-Id and gets the same refund, once', async () => {
    const lamp = await product('Lamp with a slow refund');
    const order = await paidOrder(s.app, s.ani, [{ productId: lamp, quantity: 1 }]);
    s.app.services.payments = standInClient(s.standIn, { retries: 1, timeoutMs: 400 });
    s.standIn.slowRefunds = 1;
    s.standIn.slowMs = 1_200;
    s.standIn.requests.length = 0;

    const res = await refund(order.orderId, { amount: 12.5 });
    expect(res.status).toBe(200);
    expect((await res.json()).refunds).toMatchObject([{ amount: 12.5, status: 'COMPLETED' }]);
    const attempts = s.standIn.requests.filter((r) => r.path.endsWith('/refund'));
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((a) => a.requestId)).size).toBe(1);
    expect(refundsAtPayPal(order)).toHaveLength(1);
  });

  it('keeps an unanswered refund, holds the order still, and a later retry (click or background) settles the same refund once', async () => {
    const tray = await product('Tray with an unanswered refund');
    const order = await paidOrder(s.app, s.ani, [{ productId: tray, quantity: 1 }]);
    s.app.services.payments = standInClient(s.standIn, { retries: 0, timeoutMs: 300 });
    s.standIn.slowRefunds = 1;
    s.standIn.slowMs = 900;

    const res = await refund(order.orderId, { amount: 7 });
    expect(res.status).toBe(502);
    expect((await res.json()).message).toMatch(
      /did not answer in time.*asked again with the same request, so it can never be paid twice/,
    );
    const waiting = await invoice(order.orderId);
    expect(waiting).toMatchObject({
      status: 'Paid',
      refunds: [{ amount: 7, status: 'REQUESTED' }],
      refundable: (cents(order.total) - 700) / 100,
    });
    // Nothing else may change the order while the money may be on its way.
    const ship = await setStatus(order.orderId, 'Shipped');
    expect(ship.status).toBe(409);
    expect((await ship.json()).message).toMatch(/waiting for PayPal's answer/);
    const other = await refund(order.orderId, { amount: 3 });
    expect(other.status).toBe(409);
    expect((await other.json()).message).toMatch(/earlier refund of \$7\.00 .* is now made/);
    expect(refundsAtPayPal(order)).toHaveLength(1);
    const [row] = await s.app.services.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(row).toMatchObject({
      status: 'COMPLETED',
      amountCents: 700,
      providerRefundId: refundsAtPayPal(order)[0]!.id,
    });

    // The same again through the background job.
    const second = await paidOrder(s.app, s.ani, [{ productId: tray, quantity: 1 }]);
    s.standIn.slowRefunds = 1;
    expect((await refund(second.orderId, { amount: 4 })).status).toBe(502);
    expect(await resumeUnansweredRefunds(s.app.services)).toBe(0); // asked a moment ago: not yet
    s.app.advance(61_000);
    expect(await resumeUnansweredRefunds(s.app.services)).toBe(1);
    expect((await invoice(second.orderId)).refunds).toMatchObject([{ amount: 4, status: 'COMPLETED' }]);
    expect(refundsAtPayPal(second)).toHaveLength(1);
    expect(await resumeUnansweredRefunds(s.app.services)).toBe(0);
  });

  it('cancelling a paid order refunds it in full first, once, even when two administrators click at once', async () => {
    const tile = await product('Tile cancelled twice', 6);
    const order = await paidOrder(s.app, s.ani, [{ productId: tile, quantity: 2 }]);
    expect(await stockOf(s.app, tile, 'One size')).toBe(4);
    const answers = await Promise.all([setStatus(order.orderId, 'Cancelled'), setStatus(order.orderId, 'Cancelled')]);
    // The second click either waits for the first refund (409) or repeats it with the same request id (200).
    expect(answers.map((r) => r.status)).toContain(200);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const after = await invoice(order.orderId);
    expect(after).toMatchObject({
      status: 'Cancelled',
      refundable: 0,
      refunds: [{ amount: order.total, status: 'COMPLETED' }],
    });
    expect(refundsAtPayPal(order)).toHaveLength(1);
    expect(await stockOf(s.app, tile, 'One size')).toBe(6);
    expect((await history(order.orderId)).at(-1)).toMatchObject({
      fromStatus: 'Paid',
      toStatus: 'Cancelled',
      actorUserId: admin.id,
    });
    expect((await history(order.orderId)).at(-1)!.note).toMatch(
      /Refunded \$[\d.]+ through PayPal \(refund \w+\)\. Stock returned to the shelf\./,
    );
    // One mail says both: cancelled, and the money is on its way back.
    const kinds = await mailKindsAbout(s.app, order.orderId);
    expect(kinds.filter((k) => k === 'order-cancelled')).toHaveLength(1);
    expect(kinds).not.toContain('order-refunded');
  });

  it('refunding a shipped order sends the money back but no stock', async () => {
    const menorah = await product('Shipped menorah', 5);
    const order = await paidOrder(s.app, s.ani, [{ productId: menorah, quantity: 1 }]);
    expect((await setStatus(order.orderId, 'Shipped')).status).toBe(200);
    const res = await setStatus(order.orderId, 'Refunded');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'Refunded', refundable: 0 });
    expect(await stockOf(s.app, menorah, 'One size')).toBe(4);
  });

  it('editing a paid order: a lower total refunds the difference, a higher total is refused', async () => {
    const plate = await product('Plate for corrections', 10, 2_000);
    const order = await paidOrder(s.app, s.ani, [{ productId: plate, quantity: 3 }]);
    expect(await stockOf(s.app, plate, 'One size')).toBe(7);

    const higher = await editItem(order.orderId, plate, { quantity: 4, unitPrice: 20 });
    expect(higher.status).toBe(409);
    expect((await higher.json()).message).toMatch(
      /^The new total \$[\d.,]+ is more than the \$[\d.,]+ the customer paid, and the shop cannot charge more/,
    );
    expect(await stockOf(s.app, plate, 'One size')).toBe(7);
    expect(refundsAtPayPal(order)).toHaveLength(0);

    const lower = await editItem(order.orderId, plate, { quantity: 2, unitPrice: 20 });
    expect(lower.status).toBe(200);
    const edited = await lower.json();
    expect(edited).toMatchObject({
      status: 'Paid',
      orderItems: [{ quantity: 2, unitPrice: 20 }],
      total: order.total - 20,
      refunds: [{ amount: 20 }],
      refundable: order.total - 20,
    });
    expect(await stockOf(s.app, plate, 'One size')).toBe(8);
    expect(refundsAtPayPal(order).map((r) => r.amount.value)).toEqual(['20.00']);
    expect((await history(order.orderId)).at(-1)!.note).toMatch(/quantity 3 → 2.*Refunded \$20\.00 through PayPal/);

    // More units at a lower price, for a lower total: the extra unit is taken and the difference refunded.
    const more = await editItem(order.orderId, plate, { quantity: 3, unitPrice: 10 });
    expect(more.status).toBe(200);
    expect(await more.json()).toMatchObject({ orderItems: [{ quantity: 3, unitPrice: 10 }], total: order.total - 30 });
    expect(await stockOf(s.app, plate, 'One size')).toBe(7);

    // Declined: the line, the total and the stock stay as they were.
    s.standIn.refundScenario = 'declined';
    const declined = await editItem(order.orderId, plate, { quantity: 4, unitPrice: 5 });
    expect(declined.status).toBe(409);
    expect(await invoice(order.orderId)).toMatchObject({
      orderItems: [{ quantity: 3, unitPrice: 10 }],
      total: order.total - 30,
    });
    expect(await stockOf(s.app, plate, 'One size')).toBe(7);

    // The same total changes the line without moving money.
    s.standIn.refundScenario = 'success';
    const same = await editItem(order.orderId, plate, { quantity: 2, unitPrice: 15 });
    expect(same.status).toBe(200);
    expect(refundsAtPayPal(order)).toHaveLength(2);
  });

  it('an order marked paid by hand has nothing to refund through PayPal; cancelling it says the money goes back by hand', async () => {
    const cross = await product('Cross paid in the shop', 5);
    const id = await handPaidOrder(s.app, { id: s.ani.id, login: s.ani.login, headers: s.ani.auth }, [
      { productId: cross, size: 'One size', quantity: 1 },
    ]);
    const res = await refund(id, { amount: 1 });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/not paid through PayPal .*return the money by hand/);
    expect((await setStatus(id, 'Cancelled')).status).toBe(200);
    expect((await history(id)).at(-1)!.note).toMatch(
      /No payment through PayPal on record: any money goes back by hand\. Stock returned/,
    );
    expect(await stockOf(s.app, cross, 'One size')).toBe(5);
  });

  it('refuses unpaid orders, unknown orders, and anyone but an administrator', async () => {
    const bell = await product('Unpaid bell');
    const unpaid = await checkedOutOrder(s.app, s.ani, [{ productId: bell, quantity: 1 }]);
    const pending = await refund(unpaid.orderId);
    expect(pending.status).toBe(409);
    expect((await pending.json()).message).toMatch(/not been paid/);
    expect((await refund('no-such-order-00000000000')).status).toBe(404);
    expect((await refund(unpaid.orderId, undefined, null)).status).toBe(401);
    expect((await refund(unpaid.orderId, undefined, moderator)).status).toBe(403);
    expect(
      (await refund(unpaid.orderId, undefined, { id: s.ani.id, login: s.ani.login, headers: s.ani.auth })).status,
    ).toBe(403);
    expect((await refund(unpaid.orderId, { amount: 'all' })).status).toBe(400);
  });
});

describe('refunds in test-payment mode', () => {
  it('the test provider refunds like PayPal: part, then the rest', async () => {
    const { createTestApp } = await import('./harness.ts');
    const app = await createTestApp('pglite');
    try {
      const admin = await signedIn(app, 'admin-test-mode@example.com', ['USER', 'ADMINISTRATOR']);
      const ani = await createShopper(app, { firstName: 'Ani' });
      const mug = await createProduct(app, { name: 'Test-mode mug', priceCents: 3_000, sizes: { 'One size': 4 } });
      const order = await paidOrder(app, ani, [{ productId: mug, quantity: 1 }]);
      expect(order).toMatchObject({ paymentProvider: 'test', refundable: order.total });
      const part = await app.request(`/order/${order.orderId}/refund`, {
        method: 'POST',
        headers: admin.headers,
        json: { amount: 5 },
      });
      expect(await part.json()).toMatchObject({
        status: 'Paid',
        refunds: [{ amount: 5, status: 'COMPLETED', id: expect.stringMatching(/^TESTREFUND-/) }],
      });
      const rest = await app.request(`/order/${order.orderId}/refund`, { method: 'POST', headers: admin.headers });
      expect(await rest.json()).toMatchObject({ status: 'Refunded', refundable: 0 });
      expect(await stockOf(app, mug, 'One size')).toBe(4);
    } finally {
      await app.close();
    }
  });
});
