import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, createShopper, ringAndBowl, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

describe.each(databaseKinds)('orders and invoices on %s', (kind) => {
  let app: TestApp;
  let ani: Shopper;
  let first: { orderId: string };
  let second: { orderId: string };

  beforeAll(async () => {
    app = await createTestApp(kind, { mailer: { describe: 'memory', send: async () => {} } });
    ani = await createShopper(app);
    const { ring, bowl } = await ringAndBowl(app);
    const place = async (items: unknown[], key: string) =>
      (
        await app.request('/checkOut', {
          method: 'POST',
          headers: { ...ani.auth, 'Idempotency-Key': key },
          json: { paymentMethod: 'PayPal', shippingAddress: address, orderItems: items },
        })
      ).json();
    first = await place([{ productId: ring, size: '7', quantity: 1 }], 'orders-key-0001');
    // Paid before the next checkout, which would otherwise replace it as the customer's open order.
    await app.request(`/order/${first.orderId}/capture`, { method: 'POST', headers: ani.auth });
    app.advance(1_000);
    second = await place([{ productId: bowl, quantity: 2 }], 'orders-key-0002');
  });
  afterAll(() => app.close());

  it('opens an invoice by its id without a login', async () => {
    const res = await app.request(`/order/${first.orderId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const order = await res.json();
    expect(order).toMatchObject({ orderId: first.orderId, status: 'Paid', itemCount: 1, shippingAddress: address });
    expect(order.orderItems[0]).toMatchObject({
      name: 'Armenian silver ring',
      size: '7',
      material: 'Silver',
      color: 'Silver',
      imageUrl: '/media/products/test.webp',
    });
  });

  it('answers 404 "No order found." for unknown and malformed ids', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'nope', '..%2F..%2Fetc']) {
      const res = await app.request(`/order/${id}`);
      expect(res.status, id).toBe(404);
      expect((await res.json()).message).toBe('No order found.');
    }
  });

  it("lists a customer's orders newest first, for the customer; the profile carries them too", async () => {
    const res = await app.request(`/ordersByUser/${encodeURIComponent(ani.login)}`, { headers: ani.auth });
    expect(res.status).toBe(200);
    expect((await res.json()).map((o: { orderId: string }) => o.orderId)).toEqual([second.orderId, first.orderId]);
    const profile = await (await app.request('/users/me', { headers: ani.auth })).json();
    expect(profile.orders.map((o: { orderId: string }) => o.orderId)).toEqual([second.orderId, first.orderId]);
    expect((await app.request(`/ordersByUser/${encodeURIComponent(ani.login)}`)).status).toBe(401);
  });

  it('lets an administrator list anyone, and says when the account does not exist', async () => {
    const admin = await createShopper(app, { roles: ['USER', 'ADMINISTRATOR'] });
    expect((await app.request(`/ordersByUser/${encodeURIComponent(ani.login)}`, { headers: admin.auth })).status).toBe(
      200,
    );
    expect((await app.request('/ordersByUser/nobody%40example.com', { headers: admin.auth })).status).toBe(404);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = await (await app.request('/openapi.json')).json();
    for (const path of [
      '/checkOut',
      '/order/{orderId}',
      '/order/{orderId}/capture',
      '/order/{orderId}/pay',
      '/order/{orderId}/cancel',
      '/ordersByUser/{login}',
      '/users/{login}/cartList',
      '/users/{login}/cartList/{cartItemId}/update/{isAdd}',
      '/users/{login}/wishList/{productId}',
      '/shippingCost/{country}/{weight}',
      '/payments/config',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });

  it('tells the browser the payment mode', async () => {
    expect(await (await app.request('/payments/config')).json()).toEqual({
      mode: 'test',
      clientId: null,
      currency: 'USD',
    });
  });
});
