import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscountCode } from '../../src/lib/api/discount.ts';
import type { Order } from '../../src/lib/api/order.ts';
import { releaseExpiredOrders } from '../../src/server/services/orders/expiry.ts';
import { PAYMENT_WINDOW_MS } from '../../src/server/services/orders/expiry.ts';
import { address, createProduct, createShopper, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { standInSuite } from '../fixtures/paid-orders.ts';
import { signedIn, type Caller } from './admin-fixtures.ts';
import { databaseKinds } from './harness.ts';
import { outboxRowsAbout } from './mail-fixtures.ts';

const cents = (dollars: number) => Math.round(dollars * 100);
let seq = 0;
const newCode = (prefix = 'CODE') => `${prefix}${Date.now().toString(36)}${++seq}`.toUpperCase();

describe.each(databaseKinds)('discount codes on %s', (kind) => {
  const s = standInSuite(kind);
  let admin: Caller;
  let vase: number;
  let ring: number;

  const create = (body: Record<string, unknown>, caller: Caller | null = admin) =>
    s.app.request('/discount-codes', { method: 'POST', headers: caller?.headers ?? {}, json: body });
  const made = async (body: Record<string, unknown>): Promise<DiscountCode> => {
    const res = await create({ code: newCode(), kind: 'percent', value: 10, ...body });
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  };
  const quote = (shopper: Shopper, code: string, items: unknown[]) =>
    s.app.request('/discount-codes/quote', {
      method: 'POST',
      headers: shopper.auth,
      json: { code, orderItems: items },
    });
  let keys = 0;
  const checkout = (shopper: Shopper, items: unknown[], discountCode?: string) =>
    s.app.request('/checkOut', {
      method: 'POST',
      headers: { ...shopper.auth, 'Idempotency-Key': `discount-${kind}-${Date.now()}-${++keys}` },
      json: {
        userId: shopper.login,
        paymentMethod: 'PayPal',
        shippingAddress: address,
        orderItems: items,
        discountCode,
      },
    });
  const capture = (shopper: Shopper, orderId: string) =>
    s.app.request(`/order/${orderId}/capture`, { method: 'POST', headers: shopper.auth });
  const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

  beforeAll(async () => {
    admin = await signedIn(s.app, `discount-admin-${kind}@example.com`, ['USER', 'ADMINISTRATOR']);
    vase = await createProduct(s.app, {
      name: 'Discount vase',
      priceCents: 5_000,
      category: 'armenian-ceramics',
      sizes: { 'One size': 50 },
    });
    ring = await createProduct(s.app, {
      name: 'Discount ring',
      priceCents: 3_000,
      weightGrams: 20,
      category: 'jerusalem-jewelry',
      sizes: { 'One size': 50 },
    });
  });

  it('lets only administrators list, create and edit codes, checked on the server', async () => {
    const user = await signedIn(s.app, `discount-user-${kind}@example.com`);
    expect((await create({ code: newCode(), kind: 'percent', value: 5 }, null)).status).toBe(401);
    expect((await create({ code: newCode(), kind: 'percent', value: 5 }, user)).status).toBe(403);
    expect((await s.app.request('/discount-codes', { headers: user.headers })).status).toBe(403);
    expect((await s.app.request('/discount-codes/1', { method: 'PUT', headers: user.headers, json: {} })).status).toBe(
      403,
    );
  });

  it('creates, lists and edits (deactivates) codes; refuses bad fields and a taken code in the caller’s language', async () => {
    const code = newCode('spring');
    const res = await create({
      code: `  ${code.toLowerCase()} `,
      kind: 'fixed',
      value: 12.5,
      minSubtotal: 40,
      startsAt: '2020-01-01T00:00:00Z',
      maxUses: 5,
      maxUsesPerCustomer: 1,
      categories: ['armenian-ceramics'],
    });
    expect(res.status).toBe(201);
    const created: DiscountCode = await res.json();
    expect(created).toMatchObject({
      code,
      kind: 'fixed',
      value: 12.5,
      minSubtotal: 40,
      startsAt: '2020-01-01T00:00:00.000Z',
      endsAt: null,
      maxUses: 5,
      maxUsesPerCustomer: 1,
      categories: ['armenian-ceramics'],
      active: true,
      uses: 0,
    });

    const taken = await create({ code: code.toLowerCase(), kind: 'percent', value: 5 });
    expect(taken.status).toBe(409);
    expect(await messageOf(taken)).toBe(`There is already a discount code ${code}.`);
    const percent = await s.app.request('/discount-codes', {
      method: 'POST',
      headers: { ...admin.headers, 'accept-language': 'ru' },
      json: { code: newCode(), kind: 'percent', value: 150 },
    });
    expect(percent.status).toBe(400);
    expect(await messageOf(percent)).toMatch(/^Значение: целый процент/);
    expect((await create({ code: newCode(), kind: 'fixed', value: 1.234 })).status).toBe(400);
    expect(await messageOf(await create({ code: 'a b', kind: 'fixed', value: 1 }))).toMatch(/^code: 3 to 40/);
    const dates = await create({
      code: newCode(),
      kind: 'percent',
      value: 5,
      startsAt: '2030-01-02T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(await messageOf(dates)).toMatch(/^startsAt and endsAt/);

    const list: DiscountCode[] = await (await s.app.request('/discount-codes', { headers: admin.headers })).json();
    expect(list.find((c) => c.id === created.id)).toEqual(created);

    const off = await s.app.request(`/discount-codes/${created.id}`, {
      method: 'PUT',
      headers: admin.headers,
      json: { ...created, active: false },
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id: created.id, active: false, value: 12.5 });
    const missing = await s.app.request('/discount-codes/999999', {
      method: 'PUT',
      headers: admin.headers,
      json: { code: newCode(), kind: 'percent', value: 5 },
    });
    expect(missing.status).toBe(404);
  });

  it('quotes a code for the cart, and says clearly why one does not apply', async () => {
    const shopper = await createShopper(s.app);
    const cart = [
      { productId: vase, quantity: 2 },
      { productId: ring, quantity: 1 },
    ];
    const now = s.app.services.now().getTime();
    const day = 86_400_000;

    const ok = await made({ value: 10 });
    expect(await (await quote(shopper, ok.code.toLowerCase(), cart)).json()).toEqual({
      code: ok.code,
      subtotal: 130,
      discount: 13,
    });
    const jewelry = await made({ kind: 'fixed', value: 50, categories: ['jerusalem-jewelry'] });
    expect((await (await quote(shopper, jewelry.code, cart)).json()).discount).toBe(30);

    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ startsAt: new Date(now + day).toISOString() }, 422, /cannot be used yet/],
      [{ endsAt: new Date(now - day).toISOString() }, 422, /has expired/],
      [{ active: false }, 422, /has expired/],
      [{ minSubtotal: 200 }, 422, /needs a subtotal of at least \$200\.00/],
      [{ categories: ['olive-wood'] }, 422, /does not apply to anything in your cart/],
    ];
    for (const [fields, status, message] of cases) {
      const code = await made(fields);
      const res = await quote(shopper, code.code, cart);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(await messageOf(res)).toMatch(message);
    }
    const unknown = await quote(shopper, 'NO-SUCH-CODE', cart);
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe('There is no discount code NO-SUCH-CODE.');
    const armenian = await s.app.request('/discount-codes/quote', {
      method: 'POST',
      headers: { ...shopper.auth, 'accept-language': 'hy' },
      json: { code: 'NO-SUCH-CODE', orderItems: cart },
    });
    expect(await messageOf(armenian)).toBe('NO-SUCH-CODE զեղչի կոդ չկա։');
    const empty = await quote(shopper, '', cart);
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe('Enter a discount code.');
  });

  it('prices the order with the code: the lines’ shares, the total, the PayPal breakdown, invoice and mails', async () => {
    const shopper = await createShopper(s.app);
    const code = await made({ value: 20, categories: ['armenian-ceramics'] });
    const res = await checkout(
      shopper,
      [
        { productId: vase, quantity: 2 },
        { productId: ring, quantity: 1 },
      ],
      code.code.toLowerCase(),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const order: Order = await res.json();
    expect(order).toMatchObject({ discountCode: code.code, subtotal: 130, discount: 20 });
    expect(cents(order.total)).toBe(13_000 - 2_000 + cents(order.shipping));
    expect(order.orderItems.map((l) => [l.productId, l.discount])).toEqual(
      expect.arrayContaining([
        [vase, 20],
        [ring, 0],
      ]),
    );
    const atPayPal = s.standIn.orders.get(order.paypalOrderId!)!;
    expect(atPayPal.amount.value).toBe(order.total.toFixed(2));
    expect(atPayPal.breakdown).toEqual({
      item_total: { currency_code: 'USD', value: '130.00' },
      shipping: { currency_code: 'USD', value: order.shipping.toFixed(2) },
      discount: { currency_code: 'USD', value: '20.00' },
    });

    const paid = await capture(shopper, order.orderId);
    expect(paid.status).toBe(200);
    const invoice: Order = await (await s.app.request(`/order/${order.orderId}`)).json();
    expect(invoice).toMatchObject({ status: 'Paid', discountCode: code.code, discount: 20, total: order.total });
    const confirmed = (await outboxRowsAbout(s.app, order.orderId)).find((m) => m.kind === 'order-confirmed');
    expect(confirmed?.text).toContain(`Discount (${code.code})`);
    expect(confirmed?.text).toContain('−$20.00');
    const list: DiscountCode[] = await (await s.app.request('/discount-codes', { headers: admin.headers })).json();
    expect(list.find((c) => c.id === code.id)?.uses).toBe(1);
  });

  it('gives the last use to exactly one of two checkouts at once; the other gets a clear 409', async () => {
    const code = await made({ maxUses: 1 });
    const [a, b] = [await createShopper(s.app), await createShopper(s.app)];
    const answers = await Promise.all([
      checkout(a, [{ productId: vase, quantity: 1 }], code.code),
      checkout(b, [{ productId: vase, quantity: 1 }], code.code),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect(await messageOf(loser)).toBe(`The code ${code.code} has been used up.`);
  });

  it('holds a use like stock: an unpaid order that expires or is cancelled gives it back; Pay now takes it again', async () => {
    const code = await made({ maxUses: 1 });
    const [a, b] = [await createShopper(s.app), await createShopper(s.app)];
    const first: Order = await (await checkout(a, [{ productId: vase, quantity: 1 }], code.code)).json();
    expect((await checkout(b, [{ productId: vase, quantity: 1 }], code.code)).status).toBe(409);

    s.app.advance(PAYMENT_WINDOW_MS + 1_000);
    expect(await releaseExpiredOrders(s.app.services)).toBeGreaterThanOrEqual(1);
    const second = await checkout(b, [{ productId: vase, quantity: 1 }], code.code);
    expect(second.status).toBe(201);
    // The first order's customer comes back: the use is gone now.
    const payNow = await s.app.request(`/order/${first.orderId}/pay`, { method: 'POST', headers: a.auth });
    expect(payNow.status).toBe(409);
    expect(await messageOf(payNow)).toMatch(new RegExp(`The code ${code.code} has been used up`));

    const secondOrder: Order = await second.json();
    const cancel = await s.app.request(`/order/${secondOrder.orderId}/cancel`, { method: 'POST', headers: b.auth });
    expect(cancel.status).toBe(200);
    expect((await s.app.request(`/order/${first.orderId}/pay`, { method: 'POST', headers: a.auth })).status).toBe(200);
  });

  it('enforces the per-customer limit across that customer’s paid orders', async () => {
    const code = await made({ maxUsesPerCustomer: 1 });
    const shopper = await createShopper(s.app);
    const order: Order = await (await checkout(shopper, [{ productId: vase, quantity: 1 }], code.code)).json();
    expect((await capture(shopper, order.orderId)).status).toBe(200);
    const again = await checkout(shopper, [{ productId: ring, quantity: 1 }], code.code);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(`You have already used the code ${code.code} as many times as it allows.`);
    const other = await createShopper(s.app);
    expect((await checkout(other, [{ productId: ring, quantity: 1 }], code.code)).status).toBe(201);
  });

  it('refunds what was paid: a line refund returns its share after the discount, a full refund the paid rest', async () => {
    const shopper = await createShopper(s.app);
    const code = await made({ value: 10 });
    const placed: Order = await (
      await checkout(
        shopper,
        [
          { productId: vase, quantity: 2 },
          { productId: ring, quantity: 1 },
        ],
        code.code,
      )
    ).json();
    expect((await capture(shopper, placed.orderId)).status).toBe(200);
    // 2 × 50 less 10 % = 90 for the vases: one vase fewer returns 45.00, not 50.00.
    const edit = await s.app.request(`/order/${placed.orderId}/items/${vase}`, {
      method: 'PUT',
      headers: admin.headers,
      json: { quantity: 1, unitPrice: 50 },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const edited: Order = await edit.json();
    expect(edited.refunds.map((r) => r.amount)).toEqual([45]);
    expect(edited).toMatchObject({ subtotal: 80, discount: 8 });
    expect(cents(edited.total)).toBe(cents(placed.total) - 4_500);

    const rest = await s.app.request(`/order/${placed.orderId}/refund`, { method: 'POST', headers: admin.headers });
    expect(rest.status).toBe(200);
    const refunded: Order = await rest.json();
    expect(refunded.status).toBe('Refunded');
    expect(refunded.refunds.reduce((sum, r) => sum + cents(r.amount), 0)).toBe(cents(placed.total));
  });
});
