import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShopper, ringAndBowl, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

describe.each(databaseKinds)('cart and wishlist on %s', (kind) => {
  let app: TestApp;
  let ani: Shopper;
  let other: Shopper;
  let ring: number;
  let bowl: number;

  beforeAll(async () => {
    app = await createTestApp(kind);
    ani = await createShopper(app);
    other = await createShopper(app);
    ({ ring, bowl } = await ringAndBowl(app));
  });
  afterAll(() => app.close());

  const cartPath = (s: Shopper) => `/users/${encodeURIComponent(s.login)}/cartList`;
  const put = (s: Shopper, json: unknown, as: Shopper = s) =>
    app.request(cartPath(s), { method: 'PUT', json, headers: as.auth });
  const step = (s: Shopper, cartItemId: string, isAdd: boolean) =>
    app.request(`${cartPath(s)}/${encodeURIComponent(cartItemId)}/update/${isAdd}`, { method: 'PUT', headers: s.auth });

  it('adds lines and answers the profile with prices from the database', async () => {
    const res = await put(ani, { productId: ring, selectedSize: '7', quantity: 1, unitPrice: 0.01 });
    expect(res.status).toBe(200);
    const profile = await res.json();
    expect(profile.login).toBe(ani.login);
    expect(profile.cart.items).toHaveLength(1);
    expect(profile.cart.items[0]).toMatchObject({
      cartItemId: `${ring}-7`,
      selectedSize: '7',
      quantity: 1,
      available: 20,
      lineTotal: 168.64,
    });
    expect(profile.cart.items[0].product).toMatchObject({ id: ring, price: 168.64, name: 'Armenian silver ring' });
    expect(profile.cart.totalPrice).toBe(168.64);
    expect(profile.cartList).toEqual(profile.cart.items);
  });

  it('keeps two sizes of one product as two lines, and grows an existing line', async () => {
    await put(ani, { productId: ring, selectedSize: '7.5', quantity: 1 });
    const profile = await (await put(ani, { productId: ring, selectedSize: '7', quantity: 2 })).json();
    const lines = Object.fromEntries(
      profile.cart.items.map((i: { cartItemId: string; quantity: number }) => [i.cartItemId, i.quantity]),
    );
    expect(lines).toEqual({ [`${ring}-7`]: 3, [`${ring}-7.5`]: 1 });
    expect(profile.cart.totalPrice).toBe(674.56); // 4 × 168.64
    expect(profile.cart.count).toBe(4);
    expect(profile.cart.totalWeight).toBe(80);
  });

  it('accepts the old client’s whole cart item (product.id) and sizes like XXL', async () => {
    const shirt = await createProduct(app, {
      name: 'Jerusalem T-shirt',
      category: 'clothing',
      subCategory: 't-shirt',
      sizes: { M: 3, XXL: 2 },
    });
    const res = await put(ani, { product: { id: shirt, name: 'whatever' }, selectedSize: 'XXL', quantity: 1 });
    expect(res.status).toBe(200);
    const after = await (await step(ani, `${shirt}-XXL`, true)).json();
    expect(after.cart.items.find((i: { cartItemId: string }) => i.cartItemId === `${shirt}-XXL`).quantity).toBe(2);
    const refused = await step(ani, `${shirt}-XXL`, true);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('Only 2 of Jerusalem T-shirt in size XXL are in stock.');
    await app.request(cartPath(ani), { method: 'DELETE', json: { cartItemId: `${shirt}-XXL` }, headers: ani.auth });
  });

  it('steps quantities within 1 and the stock of the size, saying why it refuses', async () => {
    let res = await step(ani, `${ring}-7.5`, false);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/at least 1/);
    res = await step(ani, `${ring}-7.5`, true);
    expect(res.status).toBe(200);
    res = await put(ani, { productId: bowl, selectedSize: 'One size', quantity: 9 });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Only 8 of Pomegranate bowl in size One size are in stock.');
    res = await put(ani, { productId: ring, selectedSize: '13', quantity: 1 });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/does not come in size 13/);
    res = await put(ani, { productId: 99_999, selectedSize: '7', quantity: 1 });
    expect(res.status).toBe(404);
    res = await put(ani, { productId: ring, selectedSize: '7', quantity: 0 });
    expect(res.status).toBe(400);
    res = await step(ani, `${bowl}-One size`, true);
    expect(res.status).toBe(404);
    res = await step(ani, 'not-an-id', true);
    expect(res.status).toBe(400);
  });

  it('removes a line by product and size', async () => {
    const res = await app.request(cartPath(ani), {
      method: 'DELETE',
      json: { productId: ring, selectedSize: '7.5' },
      headers: ani.auth,
    });
    expect(res.status).toBe(200);
    const profile = await res.json();
    expect(profile.cart.items.map((i: { cartItemId: string }) => i.cartItemId)).toEqual([`${ring}-7`]);
  });

  it('shows shipping to the saved address country', async () => {
    await app.request(`/users/address/${encodeURIComponent(ani.login)}`, {
      method: 'POST',
      headers: ani.auth,
      json: {
        fullName: 'Ani Shopper',
        street: '1 Main',
        city: 'Yerevan',
        zipCode: '0010',
        country: 'Armenia',
        phone: '+374 10 123456',
      },
    });
    const profile = await (await put(ani, { productId: bowl, selectedSize: 'One size', quantity: 1 })).json();
    // 60 g of rings + 650 g bowl = 710 g to Armenia (EMS group 4): 141 ₪ / 3.3 = 42.7272… → $42.73
    expect(profile.cart.totalWeight).toBe(710);
    expect(profile.address?.country).toBe('Armenia');
    expect(profile.cart.shippingPrice).toBe(42.73);
  });

  it('only lets the owner touch a cart or wishlist: 401 signed out, 403 someone else', async () => {
    let res = await app.request(cartPath(ani), {
      method: 'PUT',
      json: { productId: ring, selectedSize: '7', quantity: 1 },
    });
    expect(res.status).toBe(401);
    res = await put(ani, { productId: ring, selectedSize: '7', quantity: 1 }, other);
    expect(res.status).toBe(403);
    res = await app.request(`/users/${encodeURIComponent(ani.login)}/wishList/${ring}`, {
      method: 'PUT',
      headers: other.auth,
    });
    expect(res.status).toBe(403);
    res = await app.request(`${cartPath(ani)}/${ring}-7/update/true`, { method: 'PUT', headers: other.auth });
    expect(res.status).toBe(403);
  });

  it('saves and removes wishlist products, once each', async () => {
    const wish = (method: string, id: number) =>
      app.request(`/users/${encodeURIComponent(ani.login)}/wishList/${id}`, { method, headers: ani.auth });
    await wish('PUT', ring);
    let profile = await (await wish('PUT', ring)).json();
    profile = await (await wish('PUT', bowl)).json();
    expect(profile.wishList.map((p: { id: number }) => p.id)).toEqual([ring, bowl]);
    profile = await (await wish('DELETE', ring)).json();
    expect(profile.wishList.map((p: { id: number }) => p.id)).toEqual([bowl]);
    expect((await wish('PUT', 99_999)).status).toBe(404);
  });
});
