import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema.ts';
import { enqueueMail } from '../../src/server/mail/outbox.ts';
import { asHeaders, everyone, type Caller } from './admin-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import { recordingMailer } from './mail-fixtures.ts';

describe.each(databaseKinds)('failed mails for the administrator on %s', (kind) => {
  let app: TestApp;
  const mailer = recordingMailer();
  let callers: Awaited<ReturnType<typeof everyone>>;

  beforeAll(async () => {
    app = await createTestApp(kind, { mailer });
    callers = await everyone(app);
  });
  afterAll(() => app.close());

  const queue = (subject: string, extra: { expiresAt?: Date } = {}) =>
    enqueueMail(app.services.database.db, app.services, {
      kind: 'order-shipped',
      reference: `ref-${subject}`,
      to: 'ani@example.com',
      locale: 'hy',
      mail: { subject, html: `<p>${subject}</p>`, text: subject },
      ...extra,
    });
  const list = (caller: Caller | null, query = '') => app.request(`/mails${query}`, { headers: asHeaders(caller) });
  const resend = (caller: Caller | null, id: number | string) =>
    app.request(`/mails/${id}/resend`, { method: 'POST', headers: asHeaders(caller) });

  /** A mail the receiving server refused for good. */
  async function failedMail(subject: string, extra: { expiresAt?: Date } = {}): Promise<number> {
    const id = await queue(subject, extra);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    mailer.failing = Object.assign(new Error('rejected'), {
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
      response: '550 No such user',
    });
    await app.deliverMails();
    mailer.failing = null;
    quiet.mockRestore();
    return id;
  }

  it('lists failed mails with the reason, and sends one again', async () => {
    const id = await failedMail('Ձեր պատվերն ուղարկված է');
    const res = await list(callers.administrator);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body.total).toBe(1);
    expect(body.mails).toEqual([
      expect.objectContaining({
        id,
        kind: 'order-shipped',
        reference: 'ref-Ձեր պատվերն ուղարկված է',
        to: 'ani@example.com',
        locale: 'hy',
        status: 'failed',
        attempts: 1,
        lastError: 'EENVELOPE: 550 No such user',
        nextAttemptAt: null,
        sentAt: null,
      }),
    ]);
    expect(body.mails[0]).not.toHaveProperty('html');

    const again = await resend(callers.administrator, id);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id, status: 'waiting', attempts: 0 });
    expect((await (await app.request('/health')).json()).mail).toEqual({ waiting: 1, failed: 0 });
    await app.deliverMails();
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Ձեր պատվերն ուղարկված է']);
    expect((await (await list(callers.administrator)).json()).total).toBe(0);
    const sent = await (await list(callers.administrator, '?status=sent')).json();
    expect(sent.mails).toEqual([expect.objectContaining({ id, status: 'sent', attempts: 1, lastError: null })]);

    const twice = await resend(callers.administrator, id);
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe('This mail was already delivered.');
  });

  it('is for administrators only', async () => {
    const id = await failedMail('Guarded');
    for (const [caller, status] of [
      [null, 401],
      [callers.user, 403],
      [callers.moderator, 403],
    ] as const) {
      expect((await list(caller)).status).toBe(status);
      const res = await resend(caller, id);
      expect(res.status).toBe(status);
      expect(typeof (await res.json()).message).toBe('string');
    }
    const [row] = await app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('answers bad input with a clear 4xx', async () => {
    expect((await resend(callers.administrator, 999_999)).status).toBe(404);
    const bad = await resend(callers.administrator, 'abc');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/mail number/);
    expect((await list(callers.administrator, '?status=lost')).status).toBe(400);
    expect((await list(callers.administrator, '?size=1000')).status).toBe(400);
    const waiting = await queue('Still waiting');
    const res = await resend(callers.administrator, waiting);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('This mail is already waiting to be sent.');
    await app.deliverMails();
  });

  it('refuses to send again a mail whose link has expired', async () => {
    const id = await failedMail('Old reset link', { expiresAt: new Date(app.services.now().getTime() + 60_000) });
    app.advance(2 * 60_000);
    const res = await resend(callers.administrator, id);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/expired/);
  });
});
