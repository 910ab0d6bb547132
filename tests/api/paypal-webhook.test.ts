import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/lib/api/order.ts';
import { orderStatusHistory, paymentEvents, refunds } from '../../src/server/db/schema.ts';
import { createProduct, stockOf } from '../fixtures/checkout-fixtures.ts';
import { checkedOutOrder, mailKindsAbout, paidOrder, standInClient, standInSuite } from '../fixtures/paid-orders.ts';
import { signedIn, type Caller } from './admin-fixtures.ts';
import { databaseKinds } from './harness.ts';

/** PayPal's notifications: verified with PayPal's verify-webhook-signature call, each applied exactly once. */
describe.each(databaseKinds)("PayPal's webhook on %s", (kind) => {
  const s = standInSuite(kind);
  let admin: Caller;

  const event = (
    type: string,
    resource: Record<string, unknown>,
    id = `WH-${crypto.randomBytes(8).toString('hex').toUpperCase()}`,
  ) =>
    JSON.stringify({
      id,
      create_time: new Date().toISOString(),
      resource_type: 'checkout-order',
      event_type: type,
      summary: type,
      resource,
      event_version: '1.0',
    });
  const deliver = (raw: string, headers: Record<string, string> = s.standIn.signNotification(raw)) =>
    s.app.request('/payments/paypal/webhook', { method: 'POST', headers, body: raw });
  const invoice = async (orderId: string): Promise<Order> => (await s.app.request(`/order/${orderId}`)).json();
  const history = (orderId: string) =>
    s.app.services.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(orderStatusHistory.id);
  const product = (name: string, stock = 10) =>
    createProduct(s.app, { name, priceCents: 3_500, weightGrams: 200, sizes: { 'One size': stock } });
  const captureOf = (order: Order) => s.standIn.orders.get(order.paypalOrderId!)!.capture!;

  beforeAll(async () => {
    admin = await signedIn(s.app, `webhook-admin-${kind}@example.com`, ['USER', 'ADMINISTRATOR']);
  });

  describe('refuses what it cannot verify, and changes nothing', () => {
    it('says so when PAYPAL_WEBHOOK_ID is not set', async () => {
      s.app.services.payments = standInClient(s.standIn, { webhooks: false });
      const raw = event('PAYMENT.CAPTURE.COMPLETED', { id: 'CAP1', status: 'COMPLETED' });
      const res = await deliver(raw);
      expect(res.status).toBe(503);
      expect((await res.json()).message).toMatch(/set PAYPAL_WEBHOOK_ID/);
    });

    it('refuses a forged, tampered, unsigned or mis-addressed notification (400) before acting on it', async () => {
      const bowl = await product('Bowl nobody may refund');
      const order = await paidOrder(s.app, s.ani, [{ productId: bowl, quantity: 1 }]);
      const capture = captureOf(order);
      const mailsBefore = await mailKindsAbout(s.app, order.orderId);
      const raw = event('PAYMENT.CAPTURE.REFUNDED', {
        id: 'FORGEDREFUND1',
        amount: capture.amount,
        status: 'COMPLETED',
        links: [{ href: `https://api-m.paypal.com/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' }],
      });
      const signed = s.standIn.signNotification(raw);
      const attempts: Array<[string, string, Record<string, string>]> = [
        ['forged signature', raw, { ...signed, 'paypal-transmission-sig': crypto.randomBytes(256).toString('base64') }],
        ['body changed after signing', raw.replace(capture.amount.value, '0.01'), signed],
        ['re-serialised body', JSON.stringify(JSON.parse(raw), null, 1), signed],
        ['signed for another webhook', raw, s.standIn.signNotification(raw, { webhookId: 'SOMEONEELSE1' })],
        ['another certificate', raw, { ...signed, 'paypal-cert-url': 'https://evil.example/cert.pem' }],
      ];
      for (const [what, body, headers] of attempts) {
        const res = await deliver(body, headers);
        expect(res.status, what).toBe(400);
        expect((await res.json()).message, what).toMatch(/did not confirm/);
      }
      const { 'paypal-transmission-sig': _sig, ...unsigned } = signed;
      const missing = await deliver(raw, unsigned);
      expect(missing.status).toBe(400);
      expect((await missing.json()).message).toMatch(/PAYPAL-TRANSMISSION-SIG header is missing/);
      const notJson = await deliver('not json', s.standIn.signNotification('not json'));
      expect(notJson.status).toBe(400);

      expect(await invoice(order.orderId)).toMatchObject({ status: 'Paid', refunds: [], refundable: order.total });
      expect(await s.app.services.database.db.select().from(paymentEvents)).toEqual([]);
      expect(await mailKindsAbout(s.app, order.orderId)).toEqual(mailsBefore);
    });
  });

  it('CHECKOUT.ORDER.APPROVED captures the order; delivered three times at once and again later, it is captured and mailed once', async () => {
    const ring = await product('Ring approved while the browser closed');
    const order = await checkedOutOrder(s.app, s.ani, [{ productId: ring, quantity: 1 }]);
    s.standIn.approve(order.paypalOrderId!);
    const raw = event('CHECKOUT.ORDER.APPROVED', {
      id: order.paypalOrderId,
      status: 'APPROVED',
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: order.orderId }],
    });
    const deliveries = await Promise.all([deliver(raw), deliver(raw), deliver(raw)]);
    expect(deliveries.map((r) => r.status)).toEqual([200, 200, 200]);
    const receipts = await Promise.all(deliveries.map((r) => r.json()));
    expect(receipts.filter((r) => !r.duplicate)).toMatchObject([{ outcome: 'captured' }]);
    expect(await (await deliver(raw)).json()).toMatchObject({ outcome: 'captured', duplicate: true });

    expect(await invoice(order.orderId)).toMatchObject({ status: 'Paid', refundable: order.total });
    expect(
      s.standIn.requests.filter((r) => r.path === `/v2/checkout/orders/${order.paypalOrderId}/capture`),
    ).toHaveLength(1);
    expect((await history(order.orderId)).filter((h) => h.toStatus === 'Paid')).toHaveLength(1);
    expect((await history(order.orderId)).at(-1)!.note).toMatch(/PayPal's notification said so/);
    expect((await mailKindsAbout(s.app, order.orderId)).filter((k) => k === 'order-confirmed')).toHaveLength(1);
  });

  it('CHECKOUT.ORDER.APPROVED while PayPal drops the capture: 503, nothing kept, and PayPal’s redelivery captures it', async () => {
    const mat = await product('Mat approved while PayPal stumbled');
    const order = await checkedOutOrder(s.app, s.ani, [{ productId: mat, quantity: 1 }]);
    s.standIn.approve(order.paypalOrderId!);
    const raw = event('CHECKOUT.ORDER.APPROVED', { id: order.paypalOrderId, status: 'APPROVED' });
    s.standIn.scenario = 'drop';
    const failed = await deliver(raw);
    expect(failed.status).toBe(503);
    expect((await invoice(order.orderId)).status).toBe('Pending');
    s.standIn.scenario = 'success';
    expect(await (await deliver(raw)).json()).toMatchObject({ outcome: 'captured', duplicate: false });
    expect((await invoice(order.orderId)).status).toBe('Paid');
  });

  it('PAYMENT.CAPTURE.COMPLETED for an order the buyer already paid changes nothing', async () => {
    const cup = await product('Cup paid in the browser');
    const order = await paidOrder(s.app, s.ani, [{ productId: cup, quantity: 1 }]);
    const capture = captureOf(order);
    const mailsBefore = await mailKindsAbout(s.app, order.orderId);
    const res = await deliver(
      event('PAYMENT.CAPTURE.COMPLETED', {
        ...capture,
        supplementary_data: { related_ids: { order_id: order.paypalOrderId } },
      }),
    );
    expect(await res.json()).toMatchObject({ outcome: 'already paid' });
    expect(await mailKindsAbout(s.app, order.orderId)).toEqual(mailsBefore);
  });

  it('PAYMENT.CAPTURE.REFUNDED from PayPal’s dashboard: replayed three times, recorded once; the whole amount makes the order Refunded, stock back once', async () => {
    const tile = await product('Tile refunded in the dashboard', 6);
    const order = await paidOrder(s.app, s.ani, [{ productId: tile, quantity: 2 }]);
    expect(await stockOf(s.app, tile, 'One size')).toBe(4);
    const capture = captureOf(order);

    const part = event('PAYMENT.CAPTURE.REFUNDED', s.standIn.refundInDashboard(capture.id, '5.00'));
    const answers = await Promise.all([deliver(part), deliver(part), deliver(part)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const receipts = await Promise.all(answers.map((r) => r.json()));
    expect(receipts.filter((r) => !r.duplicate)).toHaveLength(1);
    let now = await invoice(order.orderId);
    expect(now).toMatchObject({
      status: 'Paid',
      refunds: [{ amount: 5, status: 'COMPLETED' }],
      refundable: (Math.round(order.total * 100) - 500) / 100,
    });
    expect((await history(order.orderId)).filter((h) => h.note?.includes('outside the shop'))).toHaveLength(1);
    expect((await mailKindsAbout(s.app, order.orderId)).filter((k) => k === 'order-refunded')).toHaveLength(1);

    const restValue = ((Math.round(order.total * 100) - 500) / 100).toFixed(2);
    const rest = event('PAYMENT.CAPTURE.REFUNDED', s.standIn.refundInDashboard(capture.id, restValue));
    for (let i = 0; i < 3; i++) expect((await deliver(rest)).status).toBe(200);
    now = await invoice(order.orderId);
    expect(now).toMatchObject({ status: 'Refunded', refundable: 0 });
    expect(now.refunds).toHaveLength(2);
    expect(await stockOf(s.app, tile, 'One size')).toBe(6);
    const rows = await s.app.services.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(rows.map((r) => r.origin)).toEqual(['provider', 'provider']);
  });

  it('PAYMENT.CAPTURE.REFUNDED for a refund the shop made is not counted twice', async () => {
    const mug = await product('Mug refunded from All Orders');
    const order = await paidOrder(s.app, s.ani, [{ productId: mug, quantity: 1 }]);
    const refunded = await s.app.request(`/order/${order.orderId}/refund`, {
      method: 'POST',
      headers: admin.headers,
      json: { amount: 3 },
    });
    expect(refunded.status).toBe(200);
    const made = s.standIn.refunds.at(-1)!;
    const res = await deliver(
      event('PAYMENT.CAPTURE.REFUNDED', {
        id: made.id,
        amount: made.amount,
        status: 'COMPLETED',
        links: [{ href: `${s.standIn.url}/v2/payments/captures/${made.captureId}`, rel: 'up', method: 'GET' }],
      }),
    );
    expect(await res.json()).toMatchObject({ outcome: 'refund already recorded' });
    expect((await invoice(order.orderId)).refunds).toHaveLength(1);
  });

  it('PAYMENT.CAPTURE.DENIED on an unpaid order gives its stock back and says so', async () => {
    const lamp = await product('Lamp whose payment was denied', 5);
    const order = await checkedOutOrder(s.app, s.ani, [{ productId: lamp, quantity: 2 }]);
    expect(await stockOf(s.app, lamp, 'One size')).toBe(3);
    const raw = event('PAYMENT.CAPTURE.DENIED', {
      id: 'DENIEDCAPTURE1',
      status: 'DECLINED',
      amount: { currency_code: 'USD', value: order.total.toFixed(2) },
      supplementary_data: { related_ids: { order_id: order.paypalOrderId } },
    });
    for (let i = 0; i < 3; i++) expect((await deliver(raw)).status).toBe(200);
    expect(await stockOf(s.app, lamp, 'One size')).toBe(5);
    expect(await invoice(order.orderId)).toMatchObject({ status: 'Pending', displayStatus: 'Overdue' });
    expect((await history(order.orderId)).filter((h) => h.note?.startsWith('PayPal denied the payment'))).toHaveLength(
      1,
    );
  });

  it('CUSTOMER.DISPUTE.CREATED leaves one note for the owner, however often it comes', async () => {
    const scarf = await product('Scarf the buyer disputes');
    const order = await paidOrder(s.app, s.ani, [{ productId: scarf, quantity: 1 }]);
    const capture = captureOf(order);
    const raw = event('CUSTOMER.DISPUTE.CREATED', {
      dispute_id: 'PP-D-27803',
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      status: 'OPEN',
      dispute_amount: { currency_code: 'USD', value: order.total.toFixed(2) },
      disputed_transactions: [{ seller_transaction_id: capture.id, buyer_transaction_id: 'BUYERTXN1' }],
    });
    await Promise.all([deliver(raw), deliver(raw), deliver(raw)]);
    const notes = (await history(order.orderId)).filter((h) => h.note?.includes('PP-D-27803'));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.note).toMatch(
      /The buyer opened PayPal dispute PP-D-27803 for \$[\d.]+ \(merchandise or service not received\)\. Answer it in PayPal's Resolution Center/,
    );
    // The owner sees it in All Orders.
    const listed = await (await s.app.request(`/orders?q=${order.orderId}`, { headers: admin.headers })).json();
    expect(listed[0].statusHistory.at(-1).note).toMatch(/PP-D-27803/);
  });

  it('acknowledges event types it does not act on, and events about orders it does not know', async () => {
    const other = await deliver(event('PAYMENT.PAYOUTSBATCH.SUCCESS', { batch_header: {} }));
    expect(await other.json()).toMatchObject({ outcome: 'ignored' });
    const stranger = await deliver(
      event('CUSTOMER.DISPUTE.CREATED', {
        dispute_id: 'PP-D-1',
        disputed_transactions: [{ seller_transaction_id: 'NOTOURS' }],
      }),
    );
    expect(await stranger.json()).toMatchObject({ outcome: 'no matching order' });
  });
});
