import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, stockAlerts } from '../../src/server/db/schema.ts';
import { everyone, type Caller } from './admin-fixtures.ts';
import { deliverDueMails } from '../../src/server/mail/sender.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import { recordingMailer } from './mail-fixtures.ts';

const ring = {
  name: 'Armenian pomegranate ring',
  desc: 'Sterling silver with a hand-painted enamel pomegranate.',
  translations: {
    hy: { name: 'Նռնաքարով հայկական մատանի', desc: '', care: '' },
    ru: { name: 'Армянское кольцо с гранатом', desc: '', care: '' },
  },
  price: 168.64,
  weight: 12,
  category: 'jerusalem-jewelry',
  subCategory: 'rings',
  color: 'silver',
  material: 'Silver',
  imageUrls: ['/media/uploads/ab/0123456789abcdef0123456789abcdef.webp'],
  sizeQuantities: [
    { size: '7', quantity: 1 },
    { size: '7.5', quantity: 2 },
  ],
};

type Sizes = Array<{ size: string; quantity: number }>;

describe.each(databaseKinds)('back-in-stock alerts on %s', (kind) => {
  let app: TestApp;
  let admin: Caller;
  let user: Caller;
  let productId: number;

  beforeAll(async () => {
    app = await createTestApp(kind);
    ({ administrator: admin, user } = await everyone(app));
    productId = await soldOutRing();
  });
  afterAll(() => app.close());

  const setSizes = (sizes: Sizes, id = productId) =>
    app.request(`/post/${id}`, { method: 'PUT', headers: admin.headers, json: { ...ring, sizeQuantities: sizes } });
  const ask = (body: unknown, headers: Record<string, string> = {}) =>
    app.request('/stock-alerts', { method: 'POST', json: body, headers });
  const alertMails = () =>
    app.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'back-in-stock'))
      .orderBy(mailOutbox.id);
  const alertsOf = (id: number) =>
    app.services.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, id)).orderBy(stockAlerts.id);

  /** A fresh product whose size 7 is sold out. */
  async function soldOutRing(): Promise<number> {
    const res = await app.request(`/post/${admin.login}`, { method: 'POST', headers: admin.headers, json: ring });
    const { id } = await res.json();
    expect(
      (
        await setSizes(
          [
            { size: '7', quantity: 0 },
            { size: '7.5', quantity: 2 },
          ],
          id,
        )
      ).status,
    ).toBe(200);
    return id;
  }

  it('stores a signed-out request with the address and the language of the page; asking twice is one request', async () => {
    const first = await ask({ productId, size: '7', email: ' Ani@Example.COM ' }, { 'accept-language': 'hy' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ productId, size: '7', email: 'ani@example.com', created: true });
    const again = await ask({ productId, size: '7', email: 'ani@example.com' }, { 'accept-language': 'ru' });
    expect(await again.json()).toMatchObject({ created: false });
    const rows = await alertsOf(productId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'ani@example.com',
      locale: 'hy',
      size: '7',
      notifiedAt: null,
      userId: null,
    });
  });

  it("signed in, one click: the account's address, whatever the body says", async () => {
    const res = await ask(
      { productId, size: '7', email: 'someone-else@example.com' },
      { ...user.headers, 'accept-language': 'ru' },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: user.login, created: true });
    expect((await alertsOf(productId)).find((r) => r.email === user.login)).toMatchObject({
      userId: user.id,
      locale: 'ru',
    });
  });

  it.each([
    ['en', { size: '7', email: 'x@example.com' }, 'Choose a product.'],
    ['ru', { productId: 'seven', size: '7', email: 'x@example.com' }, 'Выберите товар.'],
    ['hy', { productId: 1, email: 'x@example.com' }, 'Ընտրեք չափսը։'],
    ['ru', { productId: 1, size: '7', email: 'not-an-address' }, 'Введите правильный адрес электронной почты.'],
    ['en', { productId: 1, size: '7' }, 'Please enter a valid email address.'],
  ])('refuses bad input with 400 and a message in the request language (%s)', async (language, body, message) => {
    const res = await ask(body, { 'accept-language': language });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('refuses a size in stock (409), an unknown size or product (404), and JSON that is not JSON (400)', async () => {
    const inStock = await ask({ productId, size: '7.5', email: 'x@example.com' }, { 'accept-language': 'ru' });
    expect(inStock.status).toBe(409);
    expect((await inStock.json()).message).toBe('Этот размер есть в наличии: его можно заказать сейчас.');
    expect((await ask({ productId, size: '9', email: 'x@example.com' })).status).toBe(404);
    expect((await ask({ productId: 999_999, size: '7', email: 'x@example.com' })).status).toBe(404);
    const broken = await app.request('/stock-alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"productId":',
    });
    expect(broken.status).toBe(400);
  });

  it('limits signed-out asks per address (429 with Retry-After, in the request language)', async () => {
    const id = await soldOutRing();
    for (let i = 0; i < 5; i++)
      expect((await ask({ productId: id, size: '7', email: 'busy@example.com' })).status).toBe(200);
    const sixth = await ask({ productId: id, size: '7', email: 'busy@example.com' }, { 'accept-language': 'ru' });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sixth.json()).message).toMatch(/^Слишком много запросов/);
    // Signed in, the account is who asks: not limited per address.
    expect((await ask({ productId: id, size: '7' }, user.headers)).status).toBe(200);
  });

  it('mails each waiting shopper once when the owner restocks the size, in their language, and closes the requests', async () => {
    expect(await alertMails()).toHaveLength(0);
    // Raising another size, or changing nothing, mails nobody.
    expect(
      (
        await setSizes([
          { size: '7', quantity: 0 },
          { size: '7.5', quantity: 5 },
        ])
      ).status,
    ).toBe(200);
    expect(await alertMails()).toHaveLength(0);

    expect(
      (
        await setSizes([
          { size: '7', quantity: 4 },
          { size: '7.5', quantity: 5 },
        ])
      ).status,
    ).toBe(200);
    const mails = await alertMails();
    expect(mails.map((m) => [m.toAddress, m.locale]).sort()).toEqual([
      ['ani@example.com', 'hy'],
      [user.login, 'ru'],
    ]);
    const hy = mails.find((m) => m.locale === 'hy')!;
    expect(hy.subject).toBe('Կրկին վաճառքում է՝ Նռնաքարով հայկական մատանի');
    expect(hy.html).toContain(`${app.services.config.publicSiteUrl}/hy/product/${productId}`);
    expect(hy.html).toContain('0123456789abcdef0123456789abcdef');
    expect(hy.text).toContain('7');
    const ru = mails.find((m) => m.locale === 'ru')!;
    expect(ru.subject).toBe('Снова в продаже: Армянское кольцо с гранатом');
    expect((await alertsOf(productId)).every((r) => r.notifiedAt !== null)).toBe(true);

    // Restocked twice (sold out and back, or raised again): no second mail for the closed requests.
    expect(
      (
        await setSizes([
          { size: '7', quantity: 0 },
          { size: '7.5', quantity: 5 },
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await setSizes([
          { size: '7', quantity: 9 },
          { size: '7.5', quantity: 5 },
        ])
      ).status,
    ).toBe(200);
    expect(await alertMails()).toHaveLength(2);
  });

  it('takes a new request once the old one was answered, and mails it at the next restock', async () => {
    expect(
      (
        await setSizes([
          { size: '7', quantity: 0 },
          { size: '7.5', quantity: 5 },
        ])
      ).status,
    ).toBe(200);
    const res = await ask({ productId, size: '7', email: 'ani@example.com' }, { 'accept-language': 'en' });
    expect(await res.json()).toMatchObject({ created: true });
    expect(
      (
        await setSizes([
          { size: '7', quantity: 1 },
          { size: '7.5', quantity: 5 },
        ])
      ).status,
    ).toBe(200);
    const mails = await alertMails();
    expect(mails).toHaveLength(3);
    expect(mails[2]).toMatchObject({ toAddress: 'ani@example.com', locale: 'en' });
    expect(mails[2].subject).toBe('Back in stock: Armenian pomegranate ring');
  });

  it('two restocks racing each other send one mail per waiting shopper', async () => {
    const id = await soldOutRing();
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await ask({ productId: id, size: '7', email })).status).toBe(200);
    const before = (await alertMails()).length;
    const answers = await Promise.all([
      setSizes(
        [
          { size: '7', quantity: 3 },
          { size: '7.5', quantity: 2 },
        ],
        id,
      ),
      setSizes(
        [
          { size: '7', quantity: 6 },
          { size: '7.5', quantity: 2 },
        ],
        id,
      ),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const mails = (await alertMails()).slice(before);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('delivers the mail through the outbox', async () => {
    const mailer = recordingMailer();
    const pass = await deliverDueMails({ ...app.services, mailer });
    expect(pass.failed).toBe(0);
    expect(mailer.sent.some((m) => m.subject === 'Back in stock: Armenian pomegranate ring')).toBe(true);
  });
});
