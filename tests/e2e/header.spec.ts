import { expect, test } from '@playwright/test';

/** The header's signed-in parts come from the session store without React. */

const profile = {
  login: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Smith',
  roles: ['USER'],
  cartCount: 3,
  wishListCount: 1,
};

test('signed out: Login and Create Account, no cart or wishlist icons', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Wishlist' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'All Orders' })).toBeHidden();
});

test('signed in: welcome, Account and Logout, cart count and wishlist; Logout returns home signed out', async ({
  page,
}) => {
  await page.goto('/faq');
  await page.evaluate(
    (value) => localStorage.setItem('shop:session', JSON.stringify({ savedAt: Date.now(), value })),
    profile,
  );
  await page.reload();
  await expect(page.getByText('Welcome back, Ann')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All Orders' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();

  const logout = page.waitForRequest((r) => r.url().endsWith('/api/users/logout') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Logout' }).click();
  await logout;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('shop:session'))).toBeNull();
});

test('administrators see All Orders', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('shop:session', JSON.stringify({ savedAt: Date.now(), value })), {
    ...profile,
    roles: ['ADMINISTRATOR'],
  });
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'All Orders' })).toBeVisible();
});

test('a saved session older than 5 hours is ignored', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(
    (value) => localStorage.setItem('shop:session', JSON.stringify({ savedAt: Date.now() - 18_000_001, value })),
    profile,
  );
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('the category menu opens, lists every category and closes with Escape', async ({ page }) => {
  await page.goto('/about');
  const menu = page.locator('.main-nav__categories');
  await menu.locator('summary').click();
  await expect(menu.getByRole('link', { name: 'Armenian Ceramics' })).toBeVisible();
  expect(await menu.locator('.mega__list a').count()).toBe(11);
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'Armenian Ceramics' })).toBeHidden();
  await expect(menu.locator('summary')).toBeFocused();
});

test('footer links all lead to pages that exist', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page
    .locator('footer a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  expect(hrefs.length).toBeGreaterThan(15);
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
});
