import { expect, test } from '@playwright/test';

/**
 * The language switcher keeps the page (with its query and hash), sets <html lang>, and is remembered; alternates
 * are in the head.
 */

test('switching language keeps the same page and is remembered', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('.lang summary').click();
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Семья мастеров керамики в Старом городе');

  // Coming back from outside to an English address brings the visitor to the chosen language.
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/ru\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Частые вопросы');

  await page.locator('.lang summary').click();
  await page.getByRole('link', { name: 'Հայերեն' }).click();
  await expect(page).toHaveURL(/\/hy\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hy');

  await page.locator('.lang summary').click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("switching language keeps a listing's filters, sort, page and hash", async ({ page }) => {
  // An address with a query from the start, then a sort chosen on the page (the URL changes without a reload).
  await page.goto('/shop?min=1#main');
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((i) => !i.hasAttribute('ssr')));
  // The listing follows the address's filters in an effect after hydration: a sort chosen before would start from none.
  await expect(page.getByLabel('Min price ($)')).toHaveValue('1');
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/\/shop\?min=1&sort=price-asc#main$/);

  await page.locator('.lang summary').click();
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/shop\?min=1&sort=price-asc#main$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((i) => !i.hasAttribute('ssr')));
  await expect(page.locator('#listing-sort')).toHaveValue('price-asc');

  // Keyboard: Enter on the menu and on a language.
  await page.locator('.lang summary').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Հայերեն' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hy\/shop\?min=1&sort=price-asc#main$/);
});

test('every page carries canonical and hreflang alternates for en, hy, ru and x-default', async ({ page }) => {
  for (const [path, canonical] of [
    ['/contact', '/contact'],
    ['/hy/faq', '/hy/faq'],
    ['/ru', '/ru'],
  ]) {
    await page.goto(path);
    const links = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((ls) => ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
    expect(links.map(([lang]) => lang)).toEqual(['en', 'hy', 'ru', 'x-default']);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  }
});

test('interface text is translated, not keys', async ({ page }) => {
  for (const path of ['/hy', '/ru/contact', '/hy/privacy-policy', '/ru/support-center']) {
    await page.goto(path);
    // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees, not the scripts' and hidden text.
    const text = await page.locator('body').innerText();
    expect(text, path).not.toMatch(/\b(nav|footer|contact|faq|home|policy|support)\.[a-z]+/);
  }
});

test('an unknown address answers 404 with a helpful page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page has wandered off');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});
