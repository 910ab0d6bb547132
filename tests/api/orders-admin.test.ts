import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_ITEM_MESSAGES } from '../../src/lib/orders/item-edit.ts';
import { orders, orderStatusHistory } from '../../src/server/db/schema.ts';
import type { MailMessage } from '../../src/server/mail/mailer.ts';
import { everyone, signedIn, type Caller } from './admin-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import { placedOrder, stockedProduct, stockOf } from './orders-admin-fixtures.ts';

describe.each(databaseKinds)('all orders (administrators) on %s', (kind) => {
  let app: TestApp;
  let admin: Caller;
  let moderator: Caller;
  let customer: Caller;
  let other: Caller;
  const mails: MailMessage[] = [];

  beforeAll(async () => {
    app = await createTestApp(kind, {
      mailer: { describe: 'memory', send: async (m) => void mails.push(m) },
    });
    ({ administrator: admin, moderator, user: customer } = await everyone(app));
    other = await signedIn(app, 'Mariam.Other@Example.com');
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.deliverMails(); // what earlier tests' changes wrote
    mails.length = 0;
  });

  const setStatus = (orderId: string, status: string, caller: Caller = admin) =>
    app.request(`/order/${orderId}/status`, { method: 'PUT', headers: caller.headers, json: { status } });
  const editItem = (orderId: string, productId: number, body: unknown, caller: Caller = admin) =>
    app.request(`/order/${orderId}/items/${productId}`, { method: 'PUT', headers: caller.headers, json: body });
  const history = (orderId: string) =>
    app.services.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(orderStatusHistory.id);

  describe('the list', () => {
    let paidId: string;
    let otherId: string;
    let expiredId: string;
    beforeAll(async () => {
      const bowl = await stockedProduct(app, 'List bowl', { 'One Size': 50 });
      const t0 = Date.now() - 3600_000;
      paidId = await placedOrder(app, customer, [{ productId: bowl, size: 'One Size', quantity: 1 }], {
        createdAt: new Date(t0),
      });
      otherId = await placedOrder(app, other, [{ productId: bowl, size: 'One Size', quantity: 2 }], {
        status: 'Shipped',
        createdAt: new Date(t0 + 1000),
      });
      expiredId = await placedOrder(app, other, [{ productId: bowl, size: 'One Size', quantity: 1 }], {
        status: 'Pending',
        expired: true,
        createdAt: new Date(t0 + 2000),
      });
    });

    it('shows every customer’s orders, newest first, with the customer’s e-mail', async () => {
      const res = await app.request('/orders?size=100', { headers: admin.headers });
      expect(res.status).toBe(200);
      const list = await res.json();
      const ids = list.map((o: { orderId: string }) => o.orderId);
      expect(ids.indexOf(expiredId)).toBeLessThan(ids.indexOf(otherId));
      expect(ids.indexOf(otherId)).toBeLessThan(ids.indexOf(paidId));
      const paid = list.find((o: { orderId: string }) => o.orderId === paidId);
      expect(paid).toMatchObject({
        status: 'Paid',
        customerEmail: customer.login,
        orderItems: [{ quantity: 1, unitPrice: 25 }],
        subtotal: 25,
        shipping: 15,
        total: 40,
      });
      expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
    });

    it('filters by status, with Overdue for unpaid orders past their window', async () => {
      const shipped = await (await app.request('/orders?status=Shipped', { headers: admin.headers })).json();
      expect(shipped.map((o: { orderId: string }) => o.orderId)).toEqual([otherId]);
      const overdue = await (await app.request('/orders?status=Overdue', { headers: admin.headers })).json();
      expect(overdue.map((o: { orderId: string; displayStatus: string }) => [o.orderId, o.displayStatus])).toEqual([
        [expiredId, 'Overdue'],
      ]);
      expect((await app.request('/orders?status=Lost', { headers: admin.headers })).status).toBe(400);
    });

    it('searches by part of the order id or of the e-mail, as literal text', async () => {
      const byId = await (
        await app.request(`/orders?q=${encodeURIComponent(paidId.slice(3, 15))}`, { headers: admin.headers })
      ).json();
      expect(byId.map((o: { orderId: string }) => o.orderId)).toEqual([paidId]);
      const byMail = await (await app.request('/orders?q=mariam.OTHER', { headers: admin.headers })).json();
      expect(byMail.map((o: { orderId: string }) => o.orderId).sort()).toEqual([otherId, expiredId].sort());
      for (const q of ['%', '\\', '%@%', '.*']) {
        const res = await app.request(`/orders?q=${encodeURIComponent(q)}`, { headers: admin.headers });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual([]);
      }
    });

    it('pages', async () => {
      const first = await app.request('/orders?size=1&page=1', { headers: admin.headers });
      const second = await app.request('/orders?size=1&page=2', { headers: admin.headers });
      const [a] = await first.json();
      const [b] = await second.json();
      expect(a.orderId).not.toBe(b.orderId);
      expect(await (await app.request('/orders?size=1&page=9999', { headers: admin.headers })).json()).toEqual([]);
      expect((await app.request('/orders?size=1000', { headers: admin.headers })).status).toBe(400);
    });

    it('is for administrators only', async () => {
      expect((await app.request('/orders')).status).toBe(401);
      expect((await app.request('/orders', { headers: customer.headers })).status).toBe(403);
      expect((await app.request('/orders', { headers: moderator.headers })).status).toBe(403);
    });
  });

  describe('status changes', () => {
    it('ships a paid order, records it and mails the customer', async () => {
      const mug = await stockedProduct(app, 'Pomegranate mug', { 'One Size': 10 });
      const id = await placedOrder(app, customer, [{ productId: mug, size: 'One Size', quantity: 2 }]);
      const res = await setStatus(id, 'Shipped');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ orderId: id, status: 'Shipped', displayStatus: 'Shipped' });
      expect((await history(id)).at(-1)).toMatchObject({
        fromStatus: 'Paid',
        toStatus: 'Shipped',
        actorUserId: admin.id,
      });
      await app.deliverMails();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: customer.login, subject: expect.stringContaining('shipped') });
      expect(mails[0].text).toContain(`/orders/${id}`);
      // The customer's invoice says so too.
      const invoice = await app.request(`/order/${id}`);
      if (invoice.status === 200) expect((await invoice.json()).status).toBe('Shipped');
      expect(await stockOf(app, mug, 'One Size')).toBe(8);
    });

    it('allows only legal moves', async () => {
      const vase = await stockedProduct(app, 'Vase', { 'One Size': 10 });
      const id = await placedOrder(app, customer, [{ productId: vase, size: 'One Size', quantity: 1 }], {
        status: 'Delivered',
      });
      const back = await setStatus(id, 'Pending');
      expect(back.status).toBe(409);
      expect((await back.json()).message).toBe('A Delivered order cannot become Pending; it can become Refunded.');
      expect((await setStatus(id, 'Paid')).status).toBe(409);
      expect((await setStatus(id, 'Delivered')).status).toBe(409);
      expect((await setStatus(id, 'Lost')).status).toBe(400);
      expect((await setStatus('no-such-order-000000000000', 'Paid')).status).toBe(404);
      const [row] = await app.services.database.db.select().from(orders).where(eq(orders.id, id));
      expect(row.status).toBe('Delivered');
      expect(await history(id)).toHaveLength(1);
      await app.deliverMails();
      expect(mails).toEqual([]);
    });

    it('returns the stock of a cancelled order exactly once, even when two administrators click at once', async () => {
      const tile = await stockedProduct(app, 'Tile', { S: 5, L: 5 });
      const id = await placedOrder(app, customer, [
        { productId: tile, size: 'S', quantity: 2 },
        { productId: tile, size: 'L', quantity: 1 },
      ]);
      expect([await stockOf(app, tile, 'S'), await stockOf(app, tile, 'L')]).toEqual([3, 4]);
      const answers = await Promise.all([setStatus(id, 'Cancelled'), setStatus(id, 'Cancelled')]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect([await stockOf(app, tile, 'S'), await stockOf(app, tile, 'L')]).toEqual([5, 5]);
      expect((await setStatus(id, 'Paid')).status).toBe(409);
      expect([await stockOf(app, tile, 'S'), await stockOf(app, tile, 'L')]).toEqual([5, 5]);
      const [row] = await app.services.database.db.select().from(orders).where(eq(orders.id, id));
      expect(row.stockReleasedAt).toBeInstanceOf(Date);
    });

    it('does not return stock that an expired order already gave back', async () => {
      const cross = await stockedProduct(app, 'Cross', { 'One Size': 4 });
      const id = await placedOrder(app, customer, [{ productId: cross, size: 'One Size', quantity: 3 }], {
        status: 'Pending',
        expired: true,
      });
      expect((await setStatus(id, 'Cancelled')).status).toBe(200);
      expect(await stockOf(app, cross, 'One Size')).toBe(4);
    });

    it('takes the stock again when an expired order is marked Paid, if it is still there', async () => {
      const oil = await stockedProduct(app, 'Anointing oil', { 'One Size': 3 });
      const late = await placedOrder(app, customer, [{ productId: oil, size: 'One Size', quantity: 2 }], {
        status: 'Pending',
        expired: true,
      });
      expect((await setStatus(late, 'Paid')).status).toBe(200);
      expect(await stockOf(app, oil, 'One Size')).toBe(1);
      const tooLate = await placedOrder(app, customer, [{ productId: oil, size: 'One Size', quantity: 2 }], {
        status: 'Pending',
        expired: true,
      });
      const res = await setStatus(tooLate, 'Paid');
      expect(res.status).toBe(409);
      expect((await res.json()).message).toMatch(/Only 1 of/);
      expect(await stockOf(app, oil, 'One Size')).toBe(1);
      const [row] = await app.services.database.db.select().from(orders).where(eq(orders.id, tooLate));
      expect(row.status).toBe('Pending');
    });

    it('refunds: stock comes back before shipping, not after', async () => {
      const menorah = await stockedProduct(app, 'Menorah', { 'One Size': 10 });
      const paid = await placedOrder(app, customer, [{ productId: menorah, size: 'One Size', quantity: 2 }]);
      const shipped = await placedOrder(app, customer, [{ productId: menorah, size: 'One Size', quantity: 3 }], {
        status: 'Shipped',
      });
      expect(await stockOf(app, menorah, 'One Size')).toBe(5);
      expect((await setStatus(paid, 'Refunded')).status).toBe(200);
      expect(await stockOf(app, menorah, 'One Size')).toBe(7);
      expect((await setStatus(shipped, 'Refunded')).status).toBe(200);
      expect(await stockOf(app, menorah, 'One Size')).toBe(7);
    });

    it('is for administrators only', async () => {
      const id = await placedOrder(app, customer, [
        { productId: await stockedProduct(app, 'Guarded', { M: 3 }), size: 'M', quantity: 1 },
      ]);
      expect((await app.request(`/order/${id}/status`, { method: 'PUT', json: { status: 'Shipped' } })).status).toBe(
        401,
      );
      expect((await setStatus(id, 'Shipped', customer)).status).toBe(403);
      expect((await setStatus(id, 'Shipped', moderator)).status).toBe(403);
      await app.deliverMails();
      expect(mails).toEqual([]);
    });
  });

  describe('item corrections', () => {
    it('changes quantity and unit price, moves the stock difference and recomputes the totals', async () => {
      const plate = await stockedProduct(app, 'Plate', { 'One Size': 10 }, 2000, 500);
      const cup = await stockedProduct(app, 'Cup', { 'One Size': 10 }, 1000, 200);
      const id = await placedOrder(
        app,
        customer,
        [
          { productId: plate, size: 'One Size', quantity: 2, unitPriceCents: 2000, weightGrams: 500 },
          { productId: cup, size: 'One Size', quantity: 1, unitPriceCents: 1000, weightGrams: 200 },
        ],
        { shippingCents: 1500 },
      );
      expect(await stockOf(app, plate, 'One Size')).toBe(8);

      const res = await editItem(id, plate, { quantity: 3, unitPrice: 18.5 });
      expect(res.status).toBe(200);
      const order = await res.json();
      expect(order).toMatchObject({ subtotal: 65.5, shipping: 15, total: 80.5, weight: 1700, itemCount: 4 });
      expect(order.orderItems[0]).toMatchObject({ productId: plate, quantity: 3, unitPrice: 18.5, lineTotal: 55.5 });
      expect(await stockOf(app, plate, 'One Size')).toBe(7);
      expect((await history(id)).at(-1)).toMatchObject({ fromStatus: 'Paid', toStatus: 'Paid', actorUserId: admin.id });
      expect((await history(id)).at(-1)?.note).toContain('quantity 2 → 3');

      expect((await editItem(id, plate, { quantity: 1, unitPrice: 18.5 })).status).toBe(200);
      expect(await stockOf(app, plate, 'One Size')).toBe(9);
      const tooMany = await editItem(id, plate, { quantity: 50, unitPrice: 18.5 });
      expect(tooMany.status).toBe(409);
      expect(await stockOf(app, plate, 'One Size')).toBe(9);
    });

    it.each([
      [{ quantity: 0, unitPrice: 10 }, ORDER_ITEM_MESSAGES.quantity],
      [{ quantity: 1.5, unitPrice: 10 }, ORDER_ITEM_MESSAGES.quantity],
      [{ quantity: 1, unitPrice: -1 }, ORDER_ITEM_MESSAGES.unitPrice],
      [{ quantity: 1, unitPrice: 1.234 }, ORDER_ITEM_MESSAGES.unitPriceStep],
    ])('refuses %j with "%s"', async (body, message) => {
      const bell = await stockedProduct(app, 'Bell', { 'One Size': 3 });
      const id = await placedOrder(app, customer, [{ productId: bell, size: 'One Size', quantity: 1 }]);
      const res = await editItem(id, bell, body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    });

    it('asks which size when the product is in the order twice, and knows what is not there', async () => {
      const shirt = await stockedProduct(app, 'Shirt', { S: 5, M: 5 });
      const id = await placedOrder(app, customer, [
        { productId: shirt, size: 'S', quantity: 1 },
        { productId: shirt, size: 'M', quantity: 1 },
      ]);
      const ambiguous = await editItem(id, shirt, { quantity: 2, unitPrice: 25 });
      expect(ambiguous.status).toBe(400);
      expect((await ambiguous.json()).message).toMatch(/^size: /);
      const res = await editItem(id, shirt, { quantity: 2, unitPrice: 25, size: 'M' });
      expect(res.status).toBe(200);
      expect(await stockOf(app, shirt, 'M')).toBe(3);
      expect(await stockOf(app, shirt, 'S')).toBe(4);
      expect((await editItem(id, 999_999, { quantity: 1, unitPrice: 1 })).status).toBe(404);
      expect((await editItem('no-such-order-000000000000', shirt, { quantity: 1, unitPrice: 1 })).status).toBe(404);
    });

    it('leaves shipped, delivered, cancelled and refunded orders alone', async () => {
      const bowl = await stockedProduct(app, 'Bowl', { 'One Size': 9 });
      for (const status of ['Shipped', 'Delivered', 'Cancelled', 'Refunded'] as const) {
        const id = await placedOrder(app, customer, [{ productId: bowl, size: 'One Size', quantity: 1 }], { status });
        const res = await editItem(id, bowl, { quantity: 2, unitPrice: 25 });
        expect(res.status, status).toBe(409);
      }
    });

    it('is for administrators only', async () => {
      const bowl = await stockedProduct(app, 'Guarded bowl', { 'One Size': 9 });
      const id = await placedOrder(app, customer, [{ productId: bowl, size: 'One Size', quantity: 1 }]);
      expect(
        (await app.request(`/order/${id}/items/${bowl}`, { method: 'PUT', json: { quantity: 2, unitPrice: 1 } }))
          .status,
      ).toBe(401);
      expect((await editItem(id, bowl, { quantity: 2, unitPrice: 1 }, customer)).status).toBe(403);
      expect((await editItem(id, bowl, { quantity: 2, unitPrice: 1 }, moderator)).status).toBe(403);
    });
  });
});
