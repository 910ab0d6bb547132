import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema.ts';
import { createProduct, createShopper, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { signedIn, type Caller } from './admin-fixtures.ts';
import { placedOrder } from './orders-admin-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

describe.each(databaseKinds)('server messages in the shopper’s language on %s', (kind) => {
  let app: TestApp;
  let ani: Shopper;
  let bowl: number;
  let camel: number;
  let admin: Caller;

  beforeAll(async () => {
    app = await createTestApp(kind);
    ani = await createShopper(app);
    admin = await signedIn(app, `admin-${kind}@example.com`, ['USER', 'ADMINISTRATOR']);
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
      '«Olive wood camel» ապրանքից միասնական չափսով պահեստում մնացել է ընդամենը 1 հատ։',
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

  /** No Latin letter in an Armenian or Russian sentence but the values it names (codes, sizes, English names). */
  const latinLeft = (text: string, ...values: string[]) =>
    values.reduce((rest, value) => rest.replaceAll(value, ''), text).match(/[A-Za-z]+/g);

  it('refuses a refund of an unpaid order in Armenian, and words the status in the admin’s language', async () => {
    const orderId = await placedOrder(
      app,
      { id: ani.id, login: ani.login, headers: ani.auth },
      [{ productId: bowl, size: 'M', quantity: 1 }],
      { status: 'Pending' },
    );
    const refund = (language: string) =>
      app.request(`/order/${orderId}/refund`, {
        method: 'POST',
        json: {},
        headers: { ...admin.headers, 'accept-language': language },
      });
    const hy = await refund('hy');
    expect(hy.status).toBe(409);
    const message = (await hy.json()).message as string;
    expect(message).toBe('Այս պատվերը չի վճարվել, ուստի վերադարձնելու բան չկա․ փոխարենը չեղարկեք այն։');
    expect((await (await refund('en')).json()).message).toBe(
      'This order has not been paid, so there is nothing to refund; cancel it instead.',
    );

    const move = await app.request(`/order/${orderId}/status`, {
      method: 'PUT',
      json: { status: 'Delivered' },
      headers: { ...admin.headers, 'accept-language': 'ru' },
    });
    expect(move.status).toBe(409);
    expect((await move.json()).message).toBe(
      'Заказ в статусе «Ожидает оплаты» нельзя перевести в «Доставлен»; можно только в «Оплачен» или «Отменён».',
    );
  });

  it('names a bad field in words in Armenian instead of zod’s English with the field path', async () => {
    const res = await app.request('/users/register', {
      method: 'POST',
      json: { login: 42, password: 'long enough password', firstName: 'Ani', lastName: 'P' },
      headers: { 'accept-language': 'hy' },
    });
    expect(res.status).toBe(400);
    const message = (await res.json()).message as string;
    expect(message).toMatch(/^Էլ\. փոստ\. /);
    expect(latinLeft(message)).toBeNull();

    const search = await app.request('/posts/search?locale=ru', { method: 'POST', json: { minPrice: -1 } });
    expect(search.status).toBe(400);
    expect((await search.json()).message).toBe('Минимальная цена: не меньше 0.');
    const english = await app.request('/posts/search', { method: 'POST', json: { minPrice: -1 } });
    expect((await english.json()).message).toBe('minPrice: must be at least 0.');
  });

  it('refuses an upload that is not a picture in Russian', async () => {
    const form = new FormData();
    form.append(
      'file',
      new File([new TextEncoder().encode('not a picture at all')], 'notes.txt', { type: 'text/plain' }),
    );
    const res = await app.request('/post/file/upload', {
      method: 'POST',
      body: form,
      headers: { ...admin.headers, 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' },
    });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe('Загрузить можно только изображения JPEG, PNG, WebP или AVIF.');
  });

  it('words the profile’s cart and wishlist products in the request’s language', async () => {
    const shopper = await createShopper(app);
    const put = (language: string) =>
      app.request(`/users/${encodeURIComponent(shopper.login)}/cartList`, {
        method: 'PUT',
        json: { productId: bowl, selectedSize: 'M', quantity: 1 },
        headers: { ...shopper.auth, 'accept-language': language },
      });
    const hy = await (await put('hy')).json();
    expect(hy.cart.items.map((i: { product: { name: string } }) => i.product.name)).toEqual(['Նռնազարդ աման']);
    const wished = await app.request(`/users/${encodeURIComponent(shopper.login)}/wishList/${bowl}?locale=ru`, {
      method: 'PUT',
      headers: shopper.auth,
    });
    const ru = await wished.json();
    expect(ru.wishList.map((p: { name: string }) => p.name)).toEqual(['Чаша с гранатами']);
    expect(ru.cart.items[0].product.name).toBe('Чаша с гранатами');
    const me = await (await app.request('/users/me', { headers: { ...shopper.auth, 'accept-language': 'en' } })).json();
    expect(me.cart.items[0].product.name).toBe('Pomegranate bowl');
    const meHy = await (
      await app.request('/users/me', { headers: { ...shopper.auth, 'accept-language': 'hy' } })
    ).json();
    expect(meHy.wishList[0].name).toBe('Նռնազարդ աման');
  });
});
