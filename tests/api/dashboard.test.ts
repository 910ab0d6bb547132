import { eq } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/lib/api/dashboard.ts';
import { shopDay } from '../../src/lib/dashboard/shop-days.ts';
import { mailOutbox, orders, products } from '../../src/server/db/schema.ts';
import { enqueueMail } from '../../src/server/mail/outbox.ts';
import hy from '../../src/i18n/hy.json' with { type: 'json' };
import ru from '../../src/i18n/ru.json' with { type: 'json' };
import { createProduct, createShopper, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { paidOrder } from '../fixtures/paid-orders.ts';
import { asHeaders, everyone, type Caller } from './admin-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import { placedOrder, stockedProduct } from './orders-admin-fixtures.ts';

const HOUR = 3_600_000;

/** The instant a day starts in Jerusalem (midnight there is 22:00 or 21:00 UTC the evening before). */
function startOfShopDay(day: string): Date {
  for (const hours of [2, 3]) {
    const start = new Date(Date.parse(`${day}T00:00:00Z`) - hours * HOUR);
    if (shopDay(start) === day && shopDay(new Date(start.getTime() - 1)) !== day) return start;
  }
  throw new Error(`no start found for ${day}`);
}

describe.each(databaseKinds)('the owner’s dashboard on %s', (kind) => {
  let app: TestApp;
  let callers: Awaited<ReturnType<typeof everyone>>;
  let ani: Shopper;

  beforeAll(async () => {
    app = await createTestApp(kind);
    callers = await everyone(app);
    ani = await createShopper(app);
  });
  afterAll(() => app.close());

  const read = (caller: Caller | null, query = '', language = 'en') =>
    app.request(`/dashboard${query}`, { headers: { ...asHeaders(caller), 'accept-language': language } });
  const dashboard = async (query = ''): Promise<Dashboard> => {
    const res = await read(callers.administrator, query);
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };
  const dayRow = (board: Dashboard, day: string) => board.days.find((d) => d.day === day)!;
  const today = () => shopDay(app.services.now());

  it('is for administrators only, refused in the caller’s language', async () => {
    const anonymous = await read(callers.anonymous, '', 'hy');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: hy['api.signIn'] });
    for (const caller of [callers.user, callers.moderator]) {
      const res = await read(caller, '', 'ru');
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: ru['api.notAllowed'] });
    }
    const unknownLanguage = await read(callers.administrator, '?locale=fr');
    expect(unknownLanguage.status).toBe(400);
    expect(await unknownLanguage.json()).toHaveProperty('message');
    const ok = await read(callers.administrator);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
  });

  it('has thirty days ending today in Jerusalem, zeros where nothing was sold', async () => {
    const board = await dashboard();
    expect(board.timeZone).toBe('Asia/Jerusalem');
    expect(board.days).toHaveLength(30);
    expect(board.days.at(-1)!.day).toBe(today());
    expect(board.days[0]).toEqual({ day: board.days[0].day, orders: 0, paid: 0, refunded: 0, net: 0 });
    expect(board.totals).toEqual({ orders: 0, paid: 0, refunded: 0, net: 0 });
    expect(board.ordersByStatus.map((s) => s.status)).toEqual([
      'Pending',
      'Paid',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Refunded',
    ]);
    expect(board.topProducts).toEqual([]);
  });

  it('counts a paid order on the day it was paid and a refund on the day it was made; unpaid orders sell nothing', async () => {
    const vase = await createProduct(app, { name: 'Pomegranate vase', priceCents: 4_000, sizes: { 'One size': 20 } });
    await app.services.database.db.update(products).set({ nameHy: 'Նռան ծաղկաման' }).where(eq(products.id, vase));
    const cup = await createProduct(app, { name: 'Olive wood cup', priceCents: 1_500, sizes: { 'One size': 20 } });

    // Paid and captured through the test-payment mode today, then partly refunded today.
    const sale = await paidOrder(app, ani, [{ productId: vase, quantity: 2 }]);
    const refund = await app.request(`/order/${sale.orderId}/refund`, {
      method: 'POST',
      headers: callers.administrator.headers,
      json: { amount: 10 },
    });
    expect(refund.status, await refund.clone().text()).toBe(200);

    // Paid at the first and the last minute of yesterday in Jerusalem: UTC calls the first one the day before.
    const todayStart = startOfShopDay(today());
    const yesterday = shopDay(new Date(todayStart.getTime() - 1));
    const yesterdayStart = startOfShopDay(yesterday);
    const customer = callers.user;
    await placedOrder(app, customer, [{ productId: cup, size: 'One size', quantity: 3, unitPriceCents: 1_500 }], {
      createdAt: new Date(yesterdayStart.getTime() + 60_000),
      shippingCents: 1_000,
    });
    await placedOrder(app, customer, [{ productId: cup, size: 'One size', quantity: 1, unitPriceCents: 1_500 }], {
      createdAt: new Date(todayStart.getTime() - 60_000),
      shippingCents: 1_000,
    });
    // Not sales: waiting for payment, expired unpaid, and paid before the window.
    await placedOrder(app, customer, [{ productId: cup, size: 'One size', quantity: 5 }], { status: 'Pending' });
    await placedOrder(app, customer, [{ productId: cup, size: 'One size', quantity: 5 }], {
      status: 'Pending',
      expired: true,
    });
    await placedOrder(app, customer, [{ productId: vase, size: 'One size', quantity: 9 }], {
      createdAt: new Date(startOfShopDay(shopDay(new Date(todayStart.getTime() - 30 * 24 * HOUR))).getTime() + HOUR),
    });

    const board = await dashboard();
    expect(dayRow(board, today())).toEqual({
      day: today(),
      orders: 1,
      paid: sale.total,
      refunded: 10,
      net: Math.round((sale.total - 10) * 100) / 100,
    });
    expect(dayRow(board, yesterday)).toEqual({ day: yesterday, orders: 2, paid: 80, refunded: 0, net: 80 });
    expect(board.days.filter((d) => d.orders > 0)).toHaveLength(2);
    expect(board.totals).toEqual({
      orders: 3,
      paid: Math.round((sale.total + 80) * 100) / 100,
      refunded: 10,
      net: Math.round((sale.total + 70) * 100) / 100,
    });
    expect(board.topProducts).toEqual([
      { productId: cup, name: 'Olive wood cup', units: 4, revenue: 60 },
      { productId: vase, name: 'Pomegranate vase', units: 2, revenue: 80 },
    ]);
    const statuses = Object.fromEntries(board.ordersByStatus.map((s) => [s.status, s.count]));
    expect(statuses).toMatchObject({ Pending: 2, Paid: 4 });

    // Names in the request's language, English where none was written.
    const inArmenian = await (await read(callers.administrator, '', 'hy')).json();
    expect(inArmenian.topProducts.map((p: { name: string }) => p.name)).toEqual(['Olive wood cup', 'Նռան ծաղկաման']);

    // The refund of an order paid days ago lands on the refund's day, not the sale's.
    const before = await dashboard();
    const old = await paidOrder(app, ani, [{ productId: cup, quantity: 1 }]);
    const threeDaysAgo = new Date(todayStart.getTime() - 3 * 24 * HOUR + 12 * HOUR);
    await app.services.database.db.update(orders).set({ paidAt: threeDaysAgo }).where(eq(orders.id, old.orderId));
    const refundAll = await app.request(`/order/${old.orderId}/refund`, {
      method: 'POST',
      headers: callers.administrator.headers,
    });
    expect(refundAll.status, await refundAll.clone().text()).toBe(200);
    const after = await dashboard();
    expect(dayRow(after, shopDay(threeDaysAgo))).toMatchObject({ orders: 1, paid: old.total });
    expect(dayRow(after, today()).refunded).toBe(Math.round((10 + old.total) * 100) / 100);
    expect(dayRow(after, today()).orders).toBe(dayRow(before, today()).orders);
    // A fully refunded order sold nothing in the end: the cup's units stay as they were.
    expect(after.topProducts.find((p) => p.productId === cup)!.units).toBe(4);
  });

  it('lists the sizes running low with their products, and counts failed mails', async () => {
    const ring = await stockedProduct(app, 'Jerusalem cross ring', { '6': 2, '7': 10, '8': 0 });
    const gone = await stockedProduct(app, 'Deleted scarf', { S: 1 });
    await app.services.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone));
    await app.services.database.db
      .update(products)
      .set({ nameRu: 'Кольцо с иерусалимским крестом' })
      .where(eq(products.id, ring));

    const board = await dashboard('?locale=ru');
    expect(board.lowStock.threshold).toBe(3);
    const ringSizes = board.lowStock.sizes.filter((s) => s.productId === ring);
    expect(ringSizes).toEqual([
      { productId: ring, name: 'Кольцо с иерусалимским крестом', size: '8', quantity: 0 },
      { productId: ring, name: 'Кольцо с иерусалимским крестом', size: '6', quantity: 2 },
    ]);
    expect(board.lowStock.sizes.some((s) => s.productId === gone)).toBe(false);
    expect(board.lowStock.total).toBe(board.lowStock.sizes.length);
    expect(board.lowStock.sizes.map((s) => s.quantity)).toEqual(
      [...board.lowStock.sizes.map((s) => s.quantity)].sort((a, b) => a - b),
    );

    expect(board.failedMails).toBe(0);
    const id = await enqueueMail(app.services.database.db, app.services, {
      kind: 'order-shipped',
      reference: 'ref',
      to: 'ani@example.com',
      locale: 'hy',
      mail: { subject: 'Ուղարկված է', html: '<p>x</p>', text: 'x' },
    });
    await app.services.database.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, id));
    expect((await dashboard()).failedMails).toBe(1);
  });
});
