import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema.ts';
import { createProduct, createShopper, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

describe.each(databaseKinds)('server messages in the shopper’s language on %s', (kind) => {
  let app: TestApp;
  let ani: Shopper;
  let bowl: number;
  let camel: number;

  beforeAll(async () => {
    app = await createTestApp(kind);
    ani = await createShopper(app);
    bowl = await createProduct(app, { name: 'Pomegranate bowl', sizes: { M: 2 } });
    await app.services.database.db
      .update(products)
      .set({ nameHy: 'Նռնազարդ աման', nameRu: 'Чаша с гранатами' })
      .where(eq(products.id, bowl));
    camel = await createProduct(app, { name: 'Olive wood camel', sizes: { 'One Size': 1 } });
  });
  afterAll(() => app.close());

  const addToCart = (json: unknown, language?: string) =>
    app.request(`/users/${encodeURIComponent(ani.login)}/cartList`, {
      method: 'PUT',
      json,
      headers: { ...ani.auth, ...(language ? { 'accept-language': language } : {}) },
    });

  it('words a stock refusal wholly in Armenian, the product named in Armenian', async () => {
    const res = await addToCart({ productId: bowl, selectedSize: 'M', quantity: 3 }, 'hy');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: '«Նռնազարդ աման» ապրանքից M չափսով պահեստում մնացել է ընդամենը 2 հատ։',
    });
  });

  it('words it in Russian with the Russian plural, and in the spec’s English otherwise', async () => {
    const ru = await addToCart({ productId: bowl, selectedSize: 'M', quantity: 3 }, 'ru-RU,ru;q=0.9');
    expect((await ru.json()).message).toBe('Товара «Чаша с гранатами» размера M в наличии осталось только 2 штуки.');
    const en = await addToCart({ productId: bowl, selectedSize: 'M', quantity: 3 });
    expect((await en.json()).message).toBe('Only 2 of Pomegranate bowl in size M are in stock.');
  });

  it('names a product without an Armenian name by its English one inside the Armenian sentence', async () => {
    const res = await addToCart({ productId: camel, selectedSize: 'One Size', quantity: 2 }, 'hy');
    expect((await res.json()).message).toBe(
      '«Olive wood camel» ապրանքից One Size չափսով պահեստում մնացել է ընդամենը 1 հատ։',
    );
  });

  it('answers refusals before any route in the request language too', async () => {
    const signedOut = await app.request(`/post/${bowl}`, { method: 'DELETE', headers: { 'accept-language': 'ru' } });
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json()).message).toBe('Войдите, чтобы продолжить.');
    const missing = await app.request('/post/999999', { headers: { 'accept-language': 'hy' } });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('Ապրանքը չի գտնվել։');
    const noRoute = await app.request('/nowhere', { headers: { 'accept-language': 'ru' } });
    expect((await noRoute.json()).message).toBe('В API нет маршрута GET /nowhere.');
  });

  it('keeps the spec’s login texts for English', async () => {
    const res = await app.request('/users/login', {
      method: 'POST',
      headers: { authorization: `Basic ${btoa('nobody@example.com:x')}` },
    });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Account not found!');
    const hy = await app.request('/users/login', {
      method: 'POST',
      headers: { authorization: `Basic ${btoa('nobody@example.com:x')}`, 'accept-language': 'hy' },
    });
    expect((await hy.json()).message).toBe('Հաշիվը չի գտնվել։');
  });
});
