import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../src/server/db/schema.ts';
import { createSession } from '../../src/server/services/users/sessions.ts';
import { createProduct, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import { payOrder, placeOrder, recordingMailer } from './mail-fixtures.ts';

let counter = 0;

/** Order lines are named in the reader's language: invoices, My Orders, All Orders and the order's mails. */
describe.each(databaseKinds)('order line names in every language on %s', (kind) => {
  let app: TestApp;
  const mailer = recordingMailer();
  let plate: number;
  let plain: number;
  let admin: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp(kind, { mailer });
    const { db } = app.services.database;
    plate = await createProduct(app, { name: 'Pomegranate plate', priceCents: 4_000, sizes: { 'One Size': 20 } });
    await db.update(products).set({ nameHy: 'Նռան ափսե', nameRu: 'Тарелка «Гранат»' }).where(eq(products.id, plate));
    // No translation written: every language reads the English name.
    plain = await createProduct(app, { name: 'Olive wood spoon', priceCents: 1_500, sizes: { 'One Size': 20 } });
    const [adminRow] = await db
      .insert(users)
      .values({
        login: `names-admin.${kind}@example.com`,
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'D',
        roles: ['USER', 'ADMINISTRATOR'],
      })
      .returning({ id: users.id });
    admin = { authorization: `Bearer ${await createSession(app.services, adminRow!.id)}` };
  });
  afterAll(() => app.close());

  async function shopper(locale: string): Promise<Shopper> {
    const login = `names${++counter}.${kind}@example.com`;
    const res = await app.request('/users/register', {
      method: 'POST',
      json: { login, password: 'correct horse battery', firstName: 'Անի', lastName: 'Test' },
      headers: { 'accept-language': locale },
    });
    expect(res.status).toBe(201);
    const token = res.headers.get('x-session-token')!;
    const [row] = await app.services.database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
    return { id: row!.id, login, token, auth: { authorization: `Bearer ${token}` } };
  }

  const names = (order: { orderItems: Array<{ name: string }> }) => order.orderItems.map((l) => l.name).sort();

  it('names each line in the language asked for, English where none was written, and keeps the words it was sold under', async () => {
    const ani = await shopper('hy');
    const id = await placeOrder(app, ani, [
      { productId: plate, quantity: 1 },
      { productId: plain, quantity: 2 },
    ]);
    await payOrder(app, ani, id);

    const invoice = async (locale: string) =>
      (await (await app.request(`/order/${id}`, { headers: { ...ani.auth, 'accept-language': locale } })).json()) as {
        orderItems: Array<{ name: string }>;
      };
    expect(names(await invoice('hy'))).toEqual(['Olive wood spoon', 'Նռան ափսե']);
    expect(names(await invoice('ru'))).toEqual(['Olive wood spoon', 'Тарелка «Гранат»']);
    expect(names(await invoice('en'))).toEqual(['Olive wood spoon', 'Pomegranate plate']);

    const mine = await app.request(`/ordersByUser/${encodeURIComponent(ani.login)}`, {
      headers: { ...ani.auth, 'accept-language': 'hy' },
    });
    expect(((await mine.json()) as Array<{ orderItems: Array<{ name: string }> }>).map(names)).toEqual([
      ['Olive wood spoon', 'Նռան ափսե'],
    ]);
    const all = await app.request(`/orders?q=${id}`, { headers: { ...admin, 'accept-language': 'ru' } });
    expect(all.status).toBe(200);
    const listed = (await all.json()) as Array<{ orderId: string; orderItems: Array<{ name: string }> }>;
    expect(names(listed.find((o) => o.orderId === id)!)).toEqual(['Olive wood spoon', 'Тарелка «Гранат»']);

    // Renaming the product later changes neither the invoice nor what the mails said.
    await app.services.database.db.update(products).set({ nameHy: 'Նոր անուն' }).where(eq(products.id, plate));
    expect(names(await invoice('hy'))).toEqual(['Olive wood spoon', 'Նռան ափսե']);

    await app.deliverMails();
    const confirmation = mailer.sent.find((m) => m.to === ani.login && m.subject.includes(id))!;
    expect(confirmation.text).toContain('Նռան ափսե');
    expect(confirmation.text).not.toContain('Pomegranate plate');
    expect(confirmation.html).toContain('alt="Նռան ափսե"');
  });
});
