import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/log/logger.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import { startTestSmtpServer, type TestSmtpServer } from './smtp.ts';
import { createAccount, login } from './users-fixtures.ts';

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link out of a raw mail. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.each(databaseKinds)('password recovery through a real SMTP server on %s', (kind) => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer(kind === 'pglite' ? 2525 : 2527);
    app = await createTestApp(
      kind,
      {
        mailer: createMailer({
          smtpUrl: smtp.url,
          dataDir: '/nonexistent',
          publicSiteUrl: 'https://shop.example',
          log: createLogger({ level: 'silent' }),
        }),
      },
      { mailSender: true },
    );
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('mails a link to /reset-password/{token} that resets the password once', async () => {
    const a = await createAccount(app);
    expect((await app.request(`/users/password/recovery/${encodeURIComponent(a.login)}`)).status).toBe(200);
    const mail = await smtp.waitFor(a.login);
    const body = decodeQuotedPrintable(mail.raw);
    const base = app.services.config.publicSiteUrl;
    const link = body.match(
      new RegExp(`${base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/reset-password/([A-Za-z0-9_-]{43})`),
    );
    expect(link, body).not.toBeNull();
    const token = link![1];

    const reset = await app.request(`/users/password/recovery/${token}`, {
      method: 'PUT',
      headers: { 'x-password': 'from the mail 1' },
    });
    expect(reset.status).toBe(200);
    expect((await login(app, a.login, 'from the mail 1')).status).toBe(200);
    expect((await login(app, a.login, a.password)).status).toBe(403);
    const reuse = await app.request(`/users/password/recovery/${token}`, {
      method: 'PUT',
      headers: { 'x-password': 'second try 12' },
    });
    expect(reuse.status).toBe(400);
  });
});
