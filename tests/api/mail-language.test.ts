import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../src/server/db/schema.ts';
import { createSession } from '../../src/server/services/users/sessions.ts';
import { createProduct, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import { payOrder, placeOrder, recordingMailer } from './mail-fixtures.ts';
import { basic } from './users-fixtures.ts';

let counter = 0;

describe.each(databaseKinds)("mails in the customer's language on %s", (kind) => {
  let app: TestApp;
  const mailer = recordingMailer();
  let plate: number;
  let ring: number;

  beforeAll(async () => {
    app = await createTestApp(kind, { mailer });
    plate = await createProduct(app, { name: 'Pomegranate plate', priceCents: 123_450, sizes: { 'One Size': 20 } });
    ring = await createProduct(app, {
      name: 'Silver ring',
      priceCents: 16_864,
      weightGrams: 20,
      category: 'jerusalem-jewelry',
      subCategory: 'rings',
      sizes: { '7': 10 },
    });
  });
  afterAll(() => app.close());

  /** Registers through the API as the page in `locale` would (its island sends Accept-Language). */
  async function register(locale: string, firstName = 'Անի'): Promise<Shopper & { password: string }> {
    const login = `lang${++counter}.${kind}@example.com`;
    const password = 'correct horse battery';
    const res = await app.request('/users/register', {
      method: 'POST',
      json: { login, password, firstName, lastName: 'Test' },
      headers: { 'accept-language': locale },
    });
    expect(res.status).toBe(201);
    const token = res.headers.get('x-session-token')!;
    const [row] = await app.services.database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
    return { id: row!.id, login, token, password, auth: { authorization: `Bearer ${token}` } };
  }
  const localeOf = async (login: string) =>
    (await app.services.database.db.select({ locale: users.locale }).from(users).where(eq(users.login, login)))[0]!
      .locale;
  const mailTo = (to: string, subjectPart: string) =>
    mailer.sent.find((m) => m.to === to && m.subject.includes(subjectPart));

  it('confirms the order of a shopper who registered in Armenian in Armenian, with a picture of each line', async () => {
    const ani = await register('hy');
    expect(await localeOf(ani.login)).toBe('hy');
    // The checkout call itself names no language: the account's is used.
    const id = await placeOrder(app, ani, [
      { productId: plate, quantity: 1 },
      { productId: ring, size: '7', quantity: 2 },
    ]);
    await payOrder(app, ani, id);
    await app.deliverMails();

    const mail = mailTo(ani.login, id)!;
    expect(mail.subject).toBe(`Ձեր ${id} պատվերը հաստատված է`);
    expect(mail.text).toContain('Հարգելի Անի,');
    expect(mail.text).toContain('Շնորհակալություն պատվերի համար');
    expect(mail.text).toMatch(/1\s?234,50\s\$/); // Armenian money: comma decimals, sign after
    expect(mail.text).toContain('Չափս՝ 7 · 2 × 168,64');
    expect(mail.text).toContain('Հայաստան'); // the shipping country, stored as "Armenia"
    expect(mail.html).toContain('<html dir="ltr" lang="hy"');
    const site = app.services.config.publicSiteUrl;
    const pictures = [...mail.html!.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(pictures).toEqual([`${site}/media/products/test-w320.webp`, `${site}/media/products/test-w320.webp`]);
    expect(mail.html).toContain(`href="${site}/hy/orders/${id}"`);
    expect(mail.text).toContain(`${site}/hy/orders/${id}`);

    // The shop's own notice is in the shop's language.
    const notice = mailTo(app.services.content.shopInfo.contact.email, id)!;
    expect(notice.subject).toMatch(new RegExp(`^New order ${id}: \\$1,\\d{3}\\.\\d{2} \\(test payment\\)$`));
    expect(notice.replyTo).toBe(ani.login);
  });

  it('follows the language of the pages the customer signs in and checks out on', async () => {
    const shopper = await register('en', 'Olga');
    expect(await localeOf(shopper.login)).toBe('en');
    const signIn = await app.request('/users/login', {
      method: 'POST',
      headers: { authorization: basic(shopper.login, shopper.password), 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' },
    });
    expect(signIn.status).toBe(200);
    expect(await localeOf(shopper.login)).toBe('ru');

    const russian = await placeOrder(app, shopper, [{ productId: plate, quantity: 1 }]);
    await payOrder(app, shopper, russian);
    const hy = await placeOrder(app, shopper, [{ productId: plate, quantity: 1 }], { 'accept-language': 'hy' });
    await payOrder(app, shopper, hy);
    await app.deliverMails();
    expect(mailTo(shopper.login, russian)!.subject).toBe(`Ваш заказ ${russian} подтверждён`);
    expect(mailTo(shopper.login, russian)!.text).toContain('Здравствуйте, Olga!');
    expect(mailTo(shopper.login, russian)!.text).toMatch(/1\s234,50\s\$/);
    expect(mailTo(shopper.login, hy)!.subject).toBe(`Ձեր ${hy} պատվերը հաստատված է`);
    // The order keeps the language it was placed in; the account follows the latest page.
    const placed = await app.services.database.db
      .select({ id: orders.id, locale: orders.locale })
      .from(orders)
      .where(eq(orders.userId, shopper.id));
    expect(Object.fromEntries(placed.map((o) => [o.id, o.locale]))).toEqual({ [russian]: 'ru', [hy]: 'hy' });
    expect(await localeOf(shopper.login)).toBe('hy');
  });

  it('writes shipping, cancellation and refund mails in the order’s language', async () => {
    const shopper = await register('ru', 'Мариам');
    const [adminRow] = await app.services.database.db
      .insert(users)
      .values({
        login: `admin${++counter}.${kind}@example.com`,
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'D',
        roles: ['USER', 'ADMINISTRATOR'],
      })
      .returning({ id: users.id });
    const admin = { authorization: `Bearer ${await createSession(app.services, adminRow!.id)}` };
    const move = (id: string, status: string) =>
      app.request(`/order/${id}/status`, { method: 'PUT', json: { status }, headers: admin });
    const shipped = await placeOrder(app, shopper, [{ productId: plate, quantity: 1 }]);
    await payOrder(app, shopper, shipped);
    expect((await move(shipped, 'Shipped')).status).toBe(200);
    const cancelled = await placeOrder(app, shopper, [{ productId: plate, quantity: 1 }]);
    expect((await move(cancelled, 'Cancelled')).status).toBe(200);
    const refunded = await placeOrder(app, shopper, [{ productId: plate, quantity: 1 }]);
    await payOrder(app, shopper, refunded);
    expect((await move(refunded, 'Refunded')).status).toBe(200);
    await app.deliverMails();
    expect(mailTo(shopper.login, `${shipped} отправлен`)?.text).toContain('Ваш заказ в пути');
    expect(mailTo(shopper.login, `${cancelled} отменён`)?.text).toContain('Деньги за этот заказ не списывались.');
    const refund = mailTo(shopper.login, `Возврат денег по заказу ${refunded}`)!;
    expect(refund.text).toMatch(/Мы вернули вам 1\s\d{3},\d{2}\s\$/);
    // An unpaid order that was cancelled never sends its payment reminder.
    app.advance(11 * 60 * 1000);
    await app.deliverMails();
    app.advance(-11 * 60 * 1000);
    expect(mailer.sent.filter((m) => m.subject.includes(cancelled) && m.subject.includes('ожидает оплаты'))).toEqual(
      [],
    );
  });

  it('reminds an Armenian shopper of an unpaid order after ten minutes, in Armenian', async () => {
    const shopper = await register('hy', 'Արամ');
    const id = await placeOrder(app, shopper, [{ productId: plate, quantity: 1 }]);
    await app.deliverMails();
    expect(mailTo(shopper.login, id)).toBeUndefined();
    app.advance(10 * 60 * 1000);
    await app.deliverMails();
    app.advance(-10 * 60 * 1000);
    const reminder = mailTo(shopper.login, id)!;
    expect(reminder.subject).toBe(`Ձեր ${id} պատվերը սպասում է վճարման`);
    expect(reminder.text).toContain('30 րոպե');
  });

  it('sends the reset link in the language of the page that asked for it', async () => {
    const shopper = await register('en', 'Sona');
    const res = await app.request(`/users/password/recovery/${encodeURIComponent(shopper.login)}`, {
      headers: { 'accept-language': 'hy' },
    });
    expect(res.status).toBe(200);
    for (let i = 0; i < 100 && !mailer.sent.some((m) => m.to === shopper.login); i++) {
      await app.deliverMails();
      await new Promise((r) => setTimeout(r, 20));
    }
    const mail = mailer.sent.find((m) => m.to === shopper.login)!;
    expect(mail.subject).toBe('Գաղտնաբառի վերականգնում — Գեջեկուշյան նվերներ');
    expect(mail.text).toMatch(new RegExp(`${app.services.config.publicSiteUrl}/hy/reset-password/[A-Za-z0-9_-]{43}`));
  });
});
