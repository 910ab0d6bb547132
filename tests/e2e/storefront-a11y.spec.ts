import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';

/** axe-core on home, contact, faq and a policy page in every language: no serious or critical violation. */

for (const prefix of ['', '/hy', '/ru']) {
  test(`home, contact, faq, policy and 404 pages pass axe (${prefix || '/en'})`, async ({ page }) => {
    for (const path of ['', '/contact', '/faq', '/privacy-policy', '/about', '/support-center', '/no-such-page']) {
      await page.goto(`${prefix}${path}` || '/');
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${prefix}${path}`).toEqual([]);
    }
  });
}

test('the signed-in header and the open menus pass axe', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() =>
    localStorage.setItem(
      'shop:session',
      JSON.stringify({
        savedAt: Date.now(),
        value: {
          login: 'a@example.com',
          firstName: 'Ann',
          lastName: 'B',
          roles: ['USER', 'ADMINISTRATOR'],
          cartCount: 2,
          wishListCount: 0,
        },
      }),
    ),
  );
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All Orders' })).toBeVisible();
  await page.locator('.main-nav__categories summary').click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.locator('.lang summary').click();
  expect(await seriousViolations(page)).toEqual([]);
});
