import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** Contact form validation and submission, and the footer newsletter form. */

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : []);

test('the contact form refuses empty and malformed fields without sending', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) posted = true;
  });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.locator('[data-error-for="name"]')).toHaveText('Please fill in this field.');
  await expect(page.getByRole('alert')).toContainText('Please correct the highlighted fields.');
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

  await page.getByLabel('Name', { exact: true }).fill('Ann Smith');
  await page.getByLabel('Email', { exact: true }).fill('ann@');
  await page.getByLabel('Phone', { exact: true }).fill('+972 54 716');
  await page.getByLabel('Subject', { exact: true }).fill('Tiles');
  await page.getByLabel('Message', { exact: true }).fill('Do you ship tiles to Canada?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('[data-error-for="email"]')).toHaveText('Please enter a valid email address.');
  await expect(page.locator('[data-error-for="phone"]')).toHaveText('Use digits and hyphens only.');
  await expect(page.getByLabel('Name', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
});

test('a valid message is sent, stored and mailed to the shop', async ({ page }) => {
  const before = mails().length;
  await page.goto('/contact');
  const subject = `Question ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill('Ann Smith');
  await page.getByLabel('Email', { exact: true }).fill('ann@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('054-716-2237');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Do you ship the Zion Gate tiles to Canada?');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await response).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect.poll(() => mails().length).toBeGreaterThan(before);
  const newest = mails()
    .map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8'))
    .find((m) => m.includes(subject));
  expect(newest).toContain('ann@example.com');
});

test('the contact form speaks Russian on /ru/contact', async ({ page }) => {
  await page.goto('/ru/contact');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.locator('[data-error-for="name"]')).toHaveText('Пожалуйста, заполните это поле.');
});

test('the contact page shows both shops and hours, with map placeholders that never shift the page', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByText('Every day, 11:00 AM – 6:00 PM').first()).toBeVisible();
  const frames = page.locator('[data-map-src]');
  await expect(frames).toHaveCount(2);
  await expect(frames.nth(0)).toContainText('Zion Gate');
  await expect(frames.nth(1)).toContainText('Habad Street');
  const before = await frames.nth(1).boundingBox();
  await frames.nth(1).scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const after = await frames.nth(1).boundingBox();
  expect(after!.height).toBeCloseTo(before!.height, 0);
});

test('offline, the maps stay tidy placeholders', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/contact');
  await context.setOffline(true);
  await page.locator('[data-map-src]').nth(1).scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await expect(page.locator('[data-map-src] iframe')).toHaveCount(0);
  await expect(page.getByText('The map is not available right now.').first()).toBeVisible();
  await context.setOffline(false);
});

test('the footer newsletter form subscribes and refuses a bad address', async ({ page }) => {
  await page.goto('/about');
  const email = page.getByLabel('Email address');
  await email.fill('not-an-address');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('#newsletter-status')).toHaveText('Please enter a valid email address.');
  const address = `reader-${Date.now()}@example.com`;
  await email.fill(address);
  const response = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect((await response).status()).toBe(200);
  await expect(page.locator('#newsletter-status')).toHaveText(
    `Almost done: open the link we sent to ${address} to confirm.`,
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts itself and gets pages in its language: the form again with errors, then the thank-you', async ({
    page,
  }) => {
    await page.goto('/hy/contact');
    await page.locator('#contact-name').fill('Անի');
    await page.locator('#contact-email').fill('not-an-address');
    await page.locator('#contact-phone').fill('054-716-2237');
    await page.locator('#contact-subject').fill('Սկահակ');
    await page.locator('#contact-message').fill('Ուղարկու՞մ եք Կանադա');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await page.locator('[data-submit]').click();
    expect((await refused).status()).toBe(400);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hy');
    await expect(page.locator('#contact-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-error-for="email"]')).not.toBeEmpty();
    await expect(page.locator('#contact-message')).toHaveValue('Ուղարկու՞մ եք Կանադա');
    await expect(page.locator('#contact-name')).toHaveValue('Անի');

    const before = mails().length;
    await page.locator('#contact-email').fill('ani@example.com');
    await page.locator('[data-submit]').click();
    await expect(page).toHaveURL(/\/hy\/contact#contact-sent$/);
    await expect(page.locator('#contact-sent')).toBeVisible();
    await expect(page.locator('#contact-sent')).not.toHaveText(/Thank you/);
    await expect.poll(() => mails().length).toBeGreaterThan(before);
  });

  test('the newsletter form comes back to the page it was sent from, saying how it went', async ({ page }) => {
    await page.goto('/ru/faq');
    await page.locator('#newsletter-email').fill('nope');
    await page.locator('.newsletter__button').click();
    await expect(page).toHaveURL(/\/ru\/faq#newsletter-invalid$/);
    await expect(page.locator('#newsletter-invalid')).toBeVisible();
    await page.locator('#newsletter-email').fill(`reader-${Date.now()}@example.com`);
    await page.locator('.newsletter__button').click();
    await expect(page).toHaveURL(/\/ru\/faq#newsletter-thanks$/);
    await expect(page.locator('#newsletter-thanks')).toBeVisible();
    await expect(page.locator('#newsletter-invalid')).toBeHidden();
  });
});
