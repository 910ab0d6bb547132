import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../../tests/api/smtp.ts';
import { memoryLogger } from '../log/memory-logger.ts';
import { createMailer, mailDomain } from './mailer.ts';

describe('mailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer(2526);
  });
  afterAll(() => smtp.close());

  it('sends through SMTP_URL, HTML with a plain-text part, with the Message-ID and Reply-To it is given', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      dataDir: '/nonexistent',
      publicSiteUrl: 'https://shop.example',
      log: memoryLogger().logger,
    });
    await mailer.send({
      to: 'buyer@example.com',
      subject: 'Hello',
      text: 'Plain body',
      html: '<p>HTML body</p>',
      replyTo: 'ann@example.com',
      messageId: '<fixed-1@shop.example>',
    });
    const mail = await smtp.waitFor('buyer@example.com');
    expect(mail.raw).toContain('Subject: Hello');
    expect(mail.raw).toContain('Plain body');
    expect(mail.raw).toContain('<p>HTML body</p>');
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toContain('Message-ID: <fixed-1@shop.example>');
    expect(mail.raw).toContain('Reply-To: ann@example.com');
    expect(mail.from).toBe('no-reply@shop.example');
  });

  it('writes an .eml into the outbox and logs one line without SMTP', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'h4-outbox-'));
    const { logger, records } = memoryLogger();
    const mailer = createMailer({ dataDir, log: logger });
    await mailer.send({ to: 'a@example.com', subject: 'Reset', text: 'https://shop.example/reset-password/TOKEN123' });
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', files[0]), 'utf8');
    expect(eml).toContain('To: a@example.com');
    expect(eml).toContain('https://shop.example/reset-password/TOKEN123');
    expect(records()).toHaveLength(1);
    expect(records()[0]).toMatchObject({
      name: 'mail',
      to: 'a@example.com',
      file: path.join(dataDir, 'outbox', files[0]),
    });
    expect(JSON.stringify(records())).not.toContain('TOKEN123');
  });

  it('sends from a real domain only', () => {
    expect(mailDomain('https://shop.example')).toBe('shop.example');
    expect(mailDomain('http://127.0.0.1:4321')).toBe('localhost.localdomain');
    expect(mailDomain('http://localhost:4321')).toBe('localhost.localdomain');
    expect(mailDomain('not a url')).toBe('localhost.localdomain');
  });
});
