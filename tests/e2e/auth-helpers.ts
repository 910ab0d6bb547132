import fs from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Helpers of the auth e2e specs (tests/e2e/auth*.spec.ts). */

export type Dictionary = Record<string, string>;
const dictionaryDir = path.resolve(import.meta.dirname, '../../src/i18n');
export const dictionaries: Record<'en' | 'hy' | 'ru', Dictionary> = {
  en: JSON.parse(fs.readFileSync(path.join(dictionaryDir, 'en.json'), 'utf8')),
  hy: JSON.parse(fs.readFileSync(path.join(dictionaryDir, 'hy.json'), 'utf8')),
  ru: JSON.parse(fs.readFileSync(path.join(dictionaryDir, 'ru.json'), 'utf8')),
};

let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;

/** Everything in localStorage and sessionStorage, keys and values. */
export async function storageDump(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const all: string[] = [];
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)!;
        all.push(key, store.getItem(key) ?? '');
      }
    }
    return all;
  });
}

function decodings(value: string): string[] {
  const out = [value];
  try {
    out.push(decodeURIComponent(value));
  } catch {
    // not URI-encoded
  }
  for (const chunk of value.match(/[A-Za-z0-9+/_-]{8,}={0,2}/g) ?? []) {
    for (const encoding of ['base64', 'base64url'] as const) out.push(Buffer.from(chunk, encoding).toString('utf8'));
  }
  return out;
}

/** Fails when browser storage holds the password, plainly or in anything that decodes to it (base64, URI). */
export async function expectNoPasswordInStorage(page: Page, password: string): Promise<void> {
  const dump = await storageDump(page);
  for (const entry of dump) {
    for (const decoded of decodings(entry))
      expect(decoded, `storage entry ${entry.slice(0, 80)}`).not.toContain(password);
  }
}

/** The session cookie is HttpOnly (invisible to page scripts) and SameSite=Lax. */
export async function expectHttpOnlySession(page: Page, context: BrowserContext): Promise<void> {
  const cookie = (await context.cookies()).find((c) => c.name === 'shop_session');
  expect(cookie, 'session cookie').toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('shop_session');
}

/** Undoes quoted-printable soft breaks and escapes, enough to read a link in an .eml file. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for the reset mail to `to` in the e2e server's outbox and returns the link's path. */
export async function resetLinkFromOutbox(to: string, timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files.sort().reverse()) {
      const mail = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
      if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail)) continue;
      const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/);
      if (link) return new URL(link[0]).pathname;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset mail to ${to} in ${outbox}`);
}

/** Fills and submits /login (English); the caller waits for what should follow. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('form.auth-form button[type=submit]').click();
}

/** Clicks the header's Logout and waits for the home page it goes to to load. */
export async function logOut(page: Page): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.locator('[data-logout]:visible').first().click()]);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-auth', /./);
}
