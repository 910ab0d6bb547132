import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.ts';
import type { Mailer, MailMessage } from '../../src/server/mail/mailer.ts';
import type { Role } from '../../src/server/security/roles.ts';
import { SESSION_COOKIE } from '../../src/server/http/auth.ts';
import type { TestApp } from './harness.ts';

/** Shared helpers for the users API suites. */

export const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

export interface Account {
  login: string;
  password: string;
  token: string;
}

let counter = 0;
export const uniqueLogin = (prefix = 'user') => `${prefix}.${process.pid}.${++counter}@example.com`;

/** Registers through the API (so the real path is exercised) and optionally sets roles directly in the database. */
export async function createAccount(
  app: TestApp,
  opts: { prefix?: string; roles?: Role[]; password?: string } = {},
): Promise<Account> {
  const login = uniqueLogin(opts.prefix);
  const password = opts.password ?? 'correct horse battery';
  const res = await app.request('/users/register', {
    method: 'POST',
    json: { login, password, firstName: 'Ani', lastName: 'Test' },
  });
  if (res.status !== 201) throw new Error(`register ${login}: ${res.status} ${await res.text()}`);
  const token = res.headers.get('x-session-token');
  if (!token) throw new Error('register answered without X-Session-Token');
  if (opts.roles) await app.services.database.db.update(users).set({ roles: opts.roles }).where(eq(users.login, login));
  return { login, password, token };
}

export const asBearer = (a: Account) => ({ authorization: `Bearer ${a.token}` });
export const asCookie = (a: Account) => ({ cookie: `${SESSION_COOKIE}=${a.token}` });

export async function login(app: TestApp, loginName: string, password: string): Promise<Response> {
  return app.request('/users/login', { method: 'POST', headers: { authorization: basic(loginName, password) } });
}

/** A mailer that keeps messages in memory. */
export function memoryMailer(): Mailer & { sent: MailMessage[]; tokenFor(to: string): string | undefined } {
  const sent: MailMessage[] = [];
  return {
    describe: 'memory',
    sent,
    async send(m) {
      sent.push(m);
    },
    tokenFor(to) {
      const mail = [...sent].reverse().find((m) => m.to === to);
      return mail?.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
    },
  };
}

/** Waits for fire-and-forget work (the reset mail is sent in the background). */
export async function eventually<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Every secret-looking field name that must never appear in an answer. */
export function assertNoSecrets(body: unknown, secrets: string[] = []): void {
  const text = JSON.stringify(body);
  for (const bad of [
    'passwordHash',
    'password_hash',
    'scrypt$',
    'tokenHash',
    'token_hash',
    'cardNumber',
    'cardno',
    'cvv',
    ...secrets,
  ]) {
    if (text.includes(bad)) throw new Error(`answer leaks ${bad}: ${text.slice(0, 300)}`);
  }
}
