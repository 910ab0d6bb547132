import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../log/logger.ts';

/**
 * How mail leaves the shop, used by the outbox's sender (sender.ts), never by a request directly. With SMTP_URL
 * it goes through nodemailer's SMTP transport; without it each message is written as an .eml file into
 * `<dataDir>/outbox` and one line is logged, so a fresh install can still show its reset links.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** `<…@host>`: the same for every attempt at one mail, so a mail delivered twice reads as one. */
  messageId?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on newsletter mails). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the receiving server accepted the message (or the .eml file is written); throws otherwise. */
  send(message: MailMessage): Promise<void>;
  /** Where mail goes ('smtp' or the outbox folder); for the start banner. */
  readonly describe: string;
}

export interface MailerConfig {
  smtpUrl?: string;
  /** The .eml folder is `<dataDir>/outbox`. */
  dataDir: string;
  /** Defaults to MAIL_FROM, else `no-reply@<host of publicSiteUrl>`. */
  from?: string;
  publicSiteUrl?: string;
  /** Where the outbox says what it wrote (never the mail's body). */
  log: Logger;
}

/** The host name mails are sent from (and Message-IDs are made on): PUBLIC_SITE_URL's, when it is a real domain. */
export function mailDomain(publicSiteUrl: string | undefined): string {
  let host = 'localhost';
  try {
    host = new URL(publicSiteUrl ?? 'http://localhost').hostname;
  } catch {
    // keep localhost
  }
  // A bare name without a dot is not a valid mail domain for many servers.
  return host.includes('.') && !/^[\d.]+$/.test(host) ? host : 'localhost.localdomain';
}

function defaultFrom(config: MailerConfig): string {
  if (config.from) return config.from;
  if (process.env.MAIL_FROM) return process.env.MAIL_FROM;
  return `Old City Gifts <no-reply@${mailDomain(config.publicSiteUrl)}>`;
}

export function createMailer(config: MailerConfig): Mailer {
  const from = defaultFrom(config);
  const log = config.log.child({ name: 'mail' });

  if (config.smtpUrl) {
    // One connection per message, short timeouts: a hung server costs one attempt, never the sender's loop.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      describe: 'smtp',
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: outbox,
    async send(message) {
      const info = await builder.sendMail({ from, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`,
      );
      // Written beside the outbox and renamed into it: whoever reads the outbox never sees half a mail.
      const partial = path.join(`${outbox}.partial`, path.basename(file));
      await fs.mkdir(path.dirname(partial), { recursive: true });
      await fs.writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await fs.rename(partial, file);
      log.info(
        { to: message.to, subject: message.subject, file },
        `no SMTP_URL: "${message.subject}" to ${message.to} written to ${file}`,
      );
    },
  };
}
