import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, orders } from '../../src/server/db/schema.ts';
import { createLogger } from '../../src/server/log/logger.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { enqueueMail } from '../../src/server/mail/outbox.ts';
import { deliverDueMails, LEASE_MS } from '../../src/server/mail/sender.ts';
import { createProduct, createShopper, type Shopper } from '../fixtures/checkout-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import {
  outboxRows,
  outboxRowsAbout,
  payOrder,
  placeOrder,
  recordingMailer,
  setStatus,
  until,
} from './mail-fixtures.ts';
import { startTestSmtpServer, type TestSmtpServer } from './smtp.ts';

const MINUTE = 60_000;
const messageIdOf = (raw: string) => raw.match(/^Message-ID: (<[^>]+>)/im)?.[1];

describe.each(databaseKinds)('mail through an SMTP server that is down for the first two tries, on %s', (kind) => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let ani: Shopper;
  let admin: Shopper;
  let plate: number;

  beforeAll(async () => {
    smtp = await startTestSmtpServer(0);
    app = await createTestApp(kind, {
      mailer: createMailer({
        smtpUrl: smtp.url,
        dataDir: '/nonexistent',
        publicSiteUrl: 'https://shop.example',
        log: createLogger({ level: 'silent' }),
      }),
    });
    ani = await createShopper(app, { firstName: 'Ani' });
    admin = await createShopper(app, { roles: ['USER', 'ADMINISTRATOR'] });
    plate = await createProduct(app, { name: 'Pomegranate plate', priceCents: 4_200, sizes: { 'One Size': 50 } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('delivers every kind of mail exactly once, on the third try', async () => {
    smtp.refusing = true;
    const line = [{ productId: plate, quantity: 1 }];
    const shipped = await placeOrder(app, ani, line);
    await payOrder(app, ani, shipped);
    expect((await setStatus(app, admin, shipped, 'Shipped')).status).toBe(200);
    const cancelled = await placeOrder(app, ani, line);
    await payOrder(app, ani, cancelled);
    expect((await setStatus(app, admin, cancelled, 'Cancelled')).status).toBe(200);
    const refunded = await placeOrder(app, ani, line);
    await payOrder(app, ani, refunded);
    expect((await setStatus(app, admin, refunded, 'Refunded')).status).toBe(200);
    // Last: a new checkout would replace (cancel) an order still waiting for payment.
    const unpaid = await placeOrder(app, ani, line);
    expect((await app.request(`/users/password/recovery/${encodeURIComponent(ani.login)}`)).status).toBe(200);
    expect(
      (
        await app.request('/contact', {
          method: 'POST',
          json: { name: 'Ann', email: 'ann@example.com', phone: '054-716-2237', subject: 'Tiles', message: 'Hello!' },
        })
      ).status,
    ).toBe(201);
    await until(async () => ((await outboxRows(app)).some((r) => r.kind === 'password-reset') ? true : undefined));

    const expected = [
      ['order-awaiting-payment', unpaid],
      ['order-confirmed', shipped],
      ['new-order-notice', shipped],
      ['order-shipped', shipped],
      ['order-confirmed', cancelled],
      ['new-order-notice', cancelled],
      ['order-cancelled', cancelled],
      ['order-confirmed', refunded],
      ['new-order-notice', refunded],
      ['order-refunded', refunded],
      ['password-reset', null],
      ['contact-message', expect.stringMatching(/^contact-\d+$/)],
    ];
    expect((await outboxRows(app)).map((r) => [r.kind, r.reference])).toEqual(expect.arrayContaining(expected));
    expect(await outboxRows(app)).toHaveLength(expected.length);

    // The unpaid order's reminder waits ten minutes; then the server refuses twice.
    app.advance(10 * MINUTE);
    expect(await app.deliverMails()).toEqual({ sent: 0, retrying: 12, failed: 0 });
    app.advance(1 * MINUTE);
    expect(await app.deliverMails()).toEqual({ sent: 0, retrying: 12, failed: 0 });
    expect(smtp.refused).toBe(24);
    const health = await (await app.request('/health')).json();
    expect(health.mail).toEqual({ waiting: 12, failed: 0 });

    smtp.refusing = false;
    app.advance(1 * MINUTE);
    expect(await app.deliverMails()).toEqual({ sent: 0, retrying: 0, failed: 0 }); // second retry not due yet (≥ 108 s)
    app.advance(2 * MINUTE);
    expect(await app.deliverMails()).toEqual({ sent: 12, retrying: 0, failed: 0 });
    for (let hour = 0; hour < 10; hour++) {
      app.advance(60 * MINUTE);
      expect(await app.deliverMails()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    }

    expect(smtp.mails).toHaveLength(12);
    const ids = smtp.mails.map((m) => messageIdOf(m.raw));
    expect(new Set(ids).size).toBe(12);
    const rows = await outboxRows(app);
    expect(rows.map((r) => r.messageId).sort()).toEqual([...ids].sort());
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 3 && r.lastError === null)).toBe(true);
    expect(smtp.mails.filter((m) => m.to.includes(ani.login))).toHaveLength(8);
    expect(smtp.mails.filter((m) => m.to.includes(app.services.content.shopInfo.contact.email))).toHaveLength(4);
    for (const mail of smtp.mails) expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect((await (await app.request('/health')).json()).mail).toEqual({ waiting: 0, failed: 0 });
    // A delivered reset mail leaves no live token behind.
    const reset = rows.find((r) => r.kind === 'password-reset')!;
    expect([reset.html, reset.text]).toEqual(['', '']);
  });
});

describe.each(databaseKinds)('the outbox on %s', (kind) => {
  let app: TestApp;
  const mailer = recordingMailer();
  let ani: Shopper;
  let admin: Shopper;
  let bowl: number;

  beforeAll(async () => {
    app = await createTestApp(kind, { mailer });
    ani = await createShopper(app, { firstName: 'Ani' });
    admin = await createShopper(app, { roles: ['USER', 'ADMINISTRATOR'] });
    bowl = await createProduct(app, { name: 'Pomegranate bowl', priceCents: 4_550, sizes: { 'One Size': 50 } });
    // Any mail about an order whose address is this one fails to be written: the change that causes it must fail with it.
    await app.services.database.db.execute(sql`
      create function refuse_doomed_mail() returns trigger language plpgsql as $$
      begin
        if new.to_address = 'doomed@example.com' and new.kind <> 'order-awaiting-payment' then raise exception 'mail refused by the test'; end if;
        return new;
      end $$`);
    await app.services.database.db.execute(
      sql`create trigger refuse_doomed_mail before insert on mail_outbox for each row execute function refuse_doomed_mail()`,
    );
  });
  afterAll(() => app.close());

  it('a change that rolls back leaves no mail, and a mail that cannot be written undoes its change', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {}); // the two 500s below are logged
    const doomed = await createShopper(app, { login: 'doomed@example.com' });
    const id = await placeOrder(app, doomed, [{ productId: bowl, quantity: 1 }]);
    expect((await outboxRowsAbout(app, id)).map((r) => r.kind)).toEqual(['order-awaiting-payment']);

    const capture = await app.request(`/order/${id}/capture`, { method: 'POST', headers: doomed.auth });
    expect(capture.status).toBe(500);
    const [row] = await app.services.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe('Pending');
    // The confirmation was written before the notice failed; it went with the rollback, and the reminder stayed.
    expect((await outboxRowsAbout(app, id)).map((r) => r.kind)).toEqual(['order-awaiting-payment']);

    await app.services.database.db.update(orders).set({ status: 'Paid', paidAt: new Date() }).where(eq(orders.id, id));
    expect((await setStatus(app, admin, id, 'Shipped')).status).toBe(500);
    const [after] = await app.services.database.db.select().from(orders).where(eq(orders.id, id));
    expect(after!.status).toBe('Paid');
    expect((await outboxRowsAbout(app, id)).map((r) => r.kind)).toEqual(['order-awaiting-payment']);
    quiet.mockRestore();
  });

  it('marks a mail failed after its last attempt, with the last error, over more than two hours', async () => {
    const buyer = await createShopper(app, { firstName: 'Nare' });
    const id = await placeOrder(app, buyer, [{ productId: bowl, quantity: 1 }]);
    await payOrder(app, buyer, id);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    mailer.failing = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });
    const confirmation = async () => (await outboxRowsAbout(app, id)).find((r) => r.kind === 'order-confirmed')!;
    const started = app.services.now().getTime();
    const attemptTimes: number[] = [];
    const waiting = async () =>
      (await outboxRowsAbout(app, id)).filter((r) => r.kind !== 'order-awaiting-payment' && r.status === 'waiting');
    for (let i = 0; i < 40 && (await waiting()).length > 0; i++) {
      // Straight to the moment the next attempt is due.
      const due = Math.min(...(await waiting()).map((r) => r.nextAttemptAt.getTime()));
      app.advance(Math.max(0, due - app.services.now().getTime()));
      const before = (await confirmation()).attempts;
      await app.deliverMails();
      if ((await confirmation()).attempts > before) attemptTimes.push(app.services.now().getTime() - started);
    }
    mailer.failing = null;
    quiet.mockRestore();
    const rows = (await outboxRowsAbout(app, id)).filter((r) => r.kind !== 'order-awaiting-payment');
    expect(rows.map((r) => [r.kind, r.status, r.attempts, r.lastError])).toEqual([
      ['order-confirmed', 'failed', 8, 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25'],
      ['new-order-notice', 'failed', 8, 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25'],
    ]);
    expect(attemptTimes).toHaveLength(8);
    expect(attemptTimes[1]! - attemptTimes[0]!).toBeLessThanOrEqual(MINUTE);
    expect(attemptTimes.at(-1)! - attemptTimes[0]!).toBeGreaterThan(2 * 60 * MINUTE);
    expect(mailer.sent.filter((m) => m.subject.includes(id))).toEqual([]);
    expect((await (await app.request('/health')).json()).mail.failed).toBeGreaterThanOrEqual(2);
  });

  it('gives up at once on an address the receiving server refuses', async () => {
    const buyer = await createShopper(app, { firstName: 'Gor' });
    const id = await placeOrder(app, buyer, [{ productId: bowl, quantity: 1 }]);
    await payOrder(app, buyer, id);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    mailer.failing = Object.assign(new Error('recipient rejected'), {
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
      response: '550 5.1.1 No such user',
    });
    await app.deliverMails();
    quiet.mockRestore();
    mailer.failing = null;
    const rows = (await outboxRowsAbout(app, id)).filter((r) => r.kind !== 'order-awaiting-payment');
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['failed', 1, 'EENVELOPE: 550 5.1.1 No such user'],
      ['failed', 1, 'EENVELOPE: 550 5.1.1 No such user'],
    ]);
  });

  it('does not send a reset link after it expired, and keeps no copy of it', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    mailer.failing = new Error('SMTP down');
    expect((await app.request(`/users/password/recovery/${encodeURIComponent(ani.login)}`)).status).toBe(200);
    const row = await until(async () =>
      (await outboxRows(app)).find((r) => r.kind === 'password-reset' && r.toAddress === ani.login),
    );
    expect(row.html).toContain('/reset-password/');
    await app.deliverMails();
    mailer.failing = null;
    app.advance(61 * MINUTE);
    await app.deliverMails();
    const [after] = await app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(after).toMatchObject({
      status: 'failed',
      html: '',
      text: '',
      lastError: 'Not sent: its link had expired by then.',
    });
    expect(mailer.sent.filter((m) => m.to === ani.login && m.text.includes('/reset-password/'))).toEqual([]);
    quiet.mockRestore();
  });

  it('takes over a mail whose sender died after claiming it, once its lease ran out', async () => {
    const id = await enqueueMail(app.services.database.db, app.services, {
      kind: 'contact-message',
      reference: 'lease-test',
      to: 'shop@example.com',
      locale: 'en',
      mail: { subject: 'Lease test', html: '<p>x</p>', text: 'x' },
    });
    const now = app.services.now();
    // Another sender claimed it and then vanished.
    await app.services.database.db
      .update(mailOutbox)
      .set({ attempts: 1, leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(eq(mailOutbox.id, id));
    await app.deliverMails();
    expect(mailer.sent.filter((m) => m.subject === 'Lease test')).toEqual([]);
    app.advance(LEASE_MS + 1000);
    await app.deliverMails();
    expect(mailer.sent.filter((m) => m.subject === 'Lease test')).toHaveLength(1);
    const [row] = await app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends each mail once when several senders run at the same time', async () => {
    const slow = recordingMailer();
    const send = slow.send;
    slow.send = async (m) => {
      await new Promise((r) => setTimeout(r, 5));
      await send(m);
    };
    const services = { ...app.services, mailer: slow };
    await app.deliverMails();
    for (let i = 0; i < 40; i++) {
      await enqueueMail(app.services.database.db, app.services, {
        kind: 'contact-message',
        reference: `race-${i}`,
        to: 'shop@example.com',
        locale: 'en',
        mail: { subject: `Race ${i}`, html: '<p>x</p>', text: 'x' },
      });
    }
    const passes = await Promise.all([1, 2, 3, 4].map(() => deliverDueMails(services, 15)));
    await deliverDueMails(services);
    expect(passes.reduce((n, p) => n + p.sent, 0)).toBeGreaterThan(0);
    const subjects = slow.sent.map((m) => m.subject).filter((s) => s.startsWith('Race '));
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
  });
});
