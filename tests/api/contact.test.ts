import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../src/server/db/schema.ts';
import type { MailMessage, Mailer } from '../../src/server/mail/mailer.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

const valid = {
  name: 'Ann Smith',
  email: 'ann@example.com',
  phone: '054-716-2237',
  subject: 'Tiles',
  message: 'Do you ship the Zion Gate tiles to Canada?',
};

describe.each(databaseKinds)('POST /contact on %s', (kind) => {
  let app: TestApp;
  const sent: MailMessage[] = [];
  let failMail = false;
  const mailer: Mailer = {
    describe: 'test',
    async send(message) {
      if (failMail) throw new Error('SMTP down');
      sent.push(message);
    },
  };
  beforeAll(async () => {
    app = await createTestApp(kind, { mailer });
  });
  afterAll(() => app.close());

  const stored = () => app.services.database.db.select().from(contactMessages);

  it('stores the message and e-mails the shop, who can answer the visitor by replying', async () => {
    const res = await app.request('/contact', {
      method: 'POST',
      json: { ...valid, name: '  Ann Smith ' },
      headers: { 'accept-language': 'ru' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: true });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, locale: 'ru' });
    expect(await app.deliverMails()).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(app.services.content.shopInfo.contact.email);
    expect(sent[0]!.replyTo).toBe('ann@example.com');
    expect(sent[0]!.subject).toBe('Contact form: Tiles');
    expect(sent[0]!.text).toContain('ann@example.com');
    expect(sent[0]!.text).toContain('Do you ship the Zion Gate tiles to Canada?');
    expect(sent[0]!.text.replace(/\s+/g, ' ')).toContain('from the pages in Russian');
    expect(sent[0]!.html).toContain('Do you ship the Zion Gate tiles to Canada?');
  });

  it('keeps line breaks out of the mail subject', async () => {
    sent.length = 0;
    const res = await app.request('/contact', {
      method: 'POST',
      json: { ...valid, subject: 'Hi\r\nBcc: x@evil.test' },
    });
    expect(res.status).toBe(201);
    await app.deliverMails();
    expect(sent[0]!.subject).toBe('Contact form: Hi Bcc: x@evil.test');
  });

  it('keeps the message, and its mail for a later try, when mailing fails', async () => {
    failMail = true;
    sent.length = 0;
    const before = (await stored()).length;
    const res = await app.request('/contact', { method: 'POST', json: { ...valid, subject: 'While SMTP is down' } });
    expect(res.status).toBe(201);
    expect(await stored()).toHaveLength(before + 1);
    expect(await app.deliverMails()).toMatchObject({ sent: 0, retrying: 1 });
    const [waiting] = await app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'waiting'));
    expect(waiting).toMatchObject({ kind: 'contact-message', attempts: 1, lastError: 'SMTP down' });
    failMail = false;
    app.advance(60_000);
    expect(await app.deliverMails()).toMatchObject({ sent: 1 });
    expect(sent.map((m) => m.subject)).toEqual(['Contact form: While SMTP is down']);
  });

  it.each([
    ['name', { name: '' }, 'name: is required.'],
    ['email', { email: 'ann@' }, 'email: Please enter a valid email address.'],
    ['phone with a plus', { phone: '+972-54' }, 'phone: Phone may contain digits and hyphens only.'],
    ['phone with spaces', { phone: '054 716' }, 'phone: Phone may contain digits and hyphens only.'],
    ['subject', { subject: '   ' }, 'subject: is required.'],
    ['message', { message: undefined }, 'message: is required.'],
    ['too long message', { message: 'x'.repeat(5001) }, 'message: is too long (at most 5000 characters).'],
  ])('refuses a bad %s with 400 naming the field and stores nothing', async (_name, change, message) => {
    const before = (await stored()).length;
    const res = await app.request('/contact', { method: 'POST', json: { ...valid, ...change } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(await stored()).toHaveLength(before);
  });

  it('accepts but drops robot submissions that fill the honeypot', async () => {
    sent.length = 0;
    const before = (await stored()).length;
    const res = await app.request('/contact', { method: 'POST', json: { ...valid, website: 'http://spam.test' } });
    expect(res.status).toBe(201);
    expect(await stored()).toHaveLength(before);
    expect(sent).toHaveLength(0);
  });
});

describe('POST /contact with the default mailer', () => {
  it('writes the shop mail to the outbox', async () => {
    const app = await createTestApp('pglite');
    try {
      const outbox = `${app.services.config.dataDir}/outbox`;
      const before = await fs.readdir(outbox).catch(() => []);
      expect((await app.request('/contact', { method: 'POST', json: valid })).status).toBe(201);
      await app.deliverMails();
      const after = await fs.readdir(outbox);
      expect(after.length).toBe(before.length + 1);
    } finally {
      await app.close();
    }
  });
});
