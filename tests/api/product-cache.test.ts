import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productAnswers } from '../../src/server/services/catalog/cache.ts';
import { releaseExpiredOrders } from '../../src/server/services/orders/expiry.ts';
import { address, createProduct, createShopper, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { serveSite, type SiteServer } from '../support/site-server.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

let keySeq = 0;

/**
 * GET /post/{id} answers from the product cache; every kind of write that changes a product's price or stock must
 * show in the very next read. Each test reads the product first, so the stale answer is in the cache when the
 * write happens. Reads go to a served site, as a shop page's do: a kept answer comes from the front door.
 */
describe.each(databaseKinds)('product reads from the cache on %s', (kind) => {
  let app: TestApp;
  let ani: Shopper;
  let admin: Shopper;
  let site: SiteServer;

  beforeAll(async () => {
    app = await createTestApp(kind);
    ani = await createShopper(app, { firstName: 'Ani' });
    admin = await createShopper(app, { roles: ['USER', 'ADMINISTRATOR'] });
    site = await serveSite(app.services);
  });
  afterAll(async () => {
    await site.close();
    await app.close();
  });

  const read = async (id: number, language?: string) => {
    const res = await site.request(`/api/post/${id}`, { headers: language ? { 'accept-language': language } : {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toContain('Accept-Language');
    return (await res.json()) as {
      name: string;
      price: number;
      sizeQuantities: Array<{ size: string; quantity: number }>;
    };
  };
  const stock = async (id: number) => (await read(id)).sizeQuantities[0]!.quantity;
  const health = async () => (await (await app.request('/health')).json()).productCache;
  const product = (name: string, quantity = 5) =>
    createProduct(app, { name, priceCents: 3_000, sizes: { 'One size': quantity } });
  const checkout = async (productId: number, quantity: number) => {
    const res = await app.request('/checkOut', {
      method: 'POST',
      headers: { ...ani.auth, 'Idempotency-Key': `cache-${Date.now()}-${++keySeq}` },
      json: { paymentMethod: 'PayPal', shippingAddress: address, orderItems: [{ productId, quantity }] },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { orderId: string }).orderId;
  };
  const cancel = async (orderId: string) => {
    const res = await app.request(`/order/${orderId}/cancel`, { method: 'POST', headers: ani.auth });
    expect(res.status).toBe(200);
  };

  it('answers a repeated read from memory, counted in /health', async () => {
    const id = await product('Cached plate');
    const before = await health();
    const first = await read(id);
    const routed = site.reachedApp;
    const second = await read(id);
    expect(site.reachedApp, 'the repeat is sent by the front door').toBe(routed);
    expect(second).toEqual(first);
    const after = await health();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
    expect(after.entries).toBeGreaterThan(0);
    expect(after.hitRate).toBeGreaterThan(0);
    expect((await app.request('/post/999999')).status).toBe(404);
  });

  it('shows an administrator’s new price and restocked sizes at once', async () => {
    const id = await product('Edited bowl', 1);
    expect(await read(id)).toMatchObject({ price: 30, sizeQuantities: [{ size: 'One size', quantity: 1 }] });
    const edited = {
      name: 'Edited bowl',
      desc: 'A bowl.',
      price: 42.5,
      weight: 100,
      category: 'jerusalem-jewelry',
      subCategory: 'rings',
      color: 'silver',
      material: 'Silver',
      imageUrls: ['/media/uploads/ab/0123456789abcdef0123456789abcdef.webp'],
      sizeQuantities: [{ size: 'One size', quantity: 9 }],
    };
    const res = await app.request(`/post/${id}`, { method: 'PUT', headers: admin.auth, json: edited });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await read(id)).toMatchObject({ price: 42.5, sizeQuantities: [{ size: 'One size', quantity: 9 }] });
  });

  it('answers each language from its own entry, and shows an edit in every language', async () => {
    const id = await product('Painted plate');
    const edited = (price: number) => ({
      name: 'Painted plate',
      desc: 'A plate.',
      translations: { hy: { name: 'Նկարազարդ ափսե' } },
      price,
      weight: 100,
      category: 'armenian-ceramics',
      subCategory: null,
      color: null,
      material: null,
      imageUrls: [],
      sizeQuantities: [{ size: 'One size', quantity: 5 }],
    });
    const put = async (price: number) => {
      const res = await app.request(`/post/${id}`, { method: 'PUT', headers: admin.auth, json: edited(price) });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await put(31);
    // Both languages in the cache, each in its own words.
    expect(await read(id, 'hy')).toMatchObject({ name: 'Նկարազարդ ափսե', price: 31 });
    expect(await read(id, 'en')).toMatchObject({ name: 'Painted plate', price: 31 });
    const before = await health();
    expect(await read(id, 'hy')).toMatchObject({ name: 'Նկարազարդ ափսե', price: 31 });
    expect(await read(id, 'en')).toMatchObject({ name: 'Painted plate', price: 31 });
    expect((await health()).hits - before.hits).toBe(2);
    await put(47.5);
    expect(await read(id, 'hy')).toMatchObject({ name: 'Նկարազարդ ափսե', price: 47.5 });
    expect(await read(id, 'en')).toMatchObject({ name: 'Painted plate', price: 47.5 });
    expect(await read(id, 'ru')).toMatchObject({ name: 'Painted plate', price: 47.5 });
  });

  it('shows the stock an order took, and gave back when cancelled', async () => {
    const id = await product('Ordered cup');
    expect(await stock(id)).toBe(5);
    const orderId = await checkout(id, 2);
    expect(await stock(id)).toBe(3);
    await cancel(orderId);
    expect(await stock(id)).toBe(5);
  });

  it('shows the stock an unpaid order gave back when its payment window closed', async () => {
    const id = await product('Expired jug');
    const orderId = await checkout(id, 4);
    expect(await stock(id)).toBe(1);
    app.advance(31 * 60 * 1000);
    try {
      expect(await releaseExpiredOrders(app.services)).toBeGreaterThanOrEqual(1);
    } finally {
      app.advance(-31 * 60 * 1000);
    }
    expect(await stock(id)).toBe(5);
    await cancel(orderId);
  });

  it('shows the stock a refund of a paid order put back', async () => {
    const id = await product('Refunded vase');
    const orderId = await checkout(id, 3);
    const paid = await app.request(`/order/${orderId}/capture`, { method: 'POST', headers: ani.auth });
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect(await stock(id)).toBe(2);
    const refunded = await app.request(`/order/${orderId}/refund`, { method: 'POST', headers: admin.auth });
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    expect(await refunded.json()).toMatchObject({ status: 'Refunded' });
    expect(await stock(id)).toBe(5);
  });

  it('drops only the products a write touched', async () => {
    const touched = await product('Touched tile');
    const other = await product('Untouched tile');
    await read(touched);
    await read(other);
    const before = await health();
    const orderId = await checkout(touched, 1);
    await read(other);
    await read(touched);
    const after = await health();
    expect(after.hits - before.hits).toBe(1);
    expect(after.misses - before.misses).toBe(1);
    await cancel(orderId);
  });

  it('never holds more products than its bound', async () => {
    const cache = productAnswers(app.services);
    const saved = { ...cache.options };
    cache.options = { ...saved, maxEntries: 2 };
    try {
      const ids = [
        await product('Bound 1'),
        await product('Bound 2'),
        await product('Bound 3'),
        await product('Bound 4'),
      ];
      for (const id of ids) await read(id);
      expect((await health()).entries).toBeLessThanOrEqual(2);
      // The newest stay, and are still answered correctly.
      expect(await stock(ids[3]!)).toBe(5);
      expect(await stock(ids[0]!)).toBe(5);
      expect((await health()).entries).toBeLessThanOrEqual(2);
    } finally {
      cache.options = saved;
    }
  });
});
