import { expect, test } from '@playwright/test';
import { submitLogin } from './auth-helpers.ts';
import { watchCsp } from './support/csp.ts';
import { e2eAdmin } from './support/env.ts';
import { address, fillShippingAddress, hydrated } from './support/shop.ts';

/**
 * Each built page carries the shop's policy in a <meta> element with the hashes of its own inline scripts; the
 * server adds frame-ancestors as a header. The signed-in pages, the admin screens and the checkout step (test
 * payments) run under it without a single violation.
 */

test('a page carries its policy in a <meta>, and the header only what a <meta> cannot say', async ({ page }) => {
  const response = await page.goto('/ru/faq');
  expect(response?.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
  const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(policy).toMatch(
    /script-src 'self' https:\/\/\*\.paypal\.com https:\/\/\*\.paypalobjects\.com( 'sha256-[^']+')+;/,
  );
  expect(policy).toContain('frame-src https://*.paypal.com https://*.paypalobjects.com https://www.openstreetmap.org');
  expect(policy).not.toContain('frame-ancestors');
});

test('account, admin screens and the checkout step run under the CSP without violations', async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  const problems: string[] = [];
  const visit = async (path: string) => {
    await page.goto(path, { waitUntil: 'load' });
    await hydrated(page);
    await page.waitForTimeout(300);
    for (const v of await violations()) problems.push(`${path}: ${v}`);
  };

  await submitLogin(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'admin');
  for (const path of ['/account', '/all-orders', '/new', '/wishList', '/hy/account']) await visit(path);

  // One item into the cart from its product page, then the cart's checkout step in test-payment mode.
  const search = await request.post('/api/posts/search', { data: { page: 1, size: 50 } });
  const products = (await search.json()) as Array<{
    id: number;
    sizeQuantities: Array<{ size: string; quantity: number }>;
  }>;
  const product = products.find((p) => p.sizeQuantities.length === 1 && p.sizeQuantities[0]!.quantity > 0)!;
  await visit(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const dialog = page.locator('dialog[open]');
  await dialog.locator('input[type="radio"]').first().check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();

  await visit('/cart');
  await fillShippingAddress(page, { ...address, fullName: 'Ani Admin' });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page.getByText('Test-payment mode', { exact: true })).toBeVisible();
  await page.waitForTimeout(300);
  for (const v of await violations()) problems.push(`/cart (checkout): ${v}`);

  expect([...new Set(problems)]).toEqual([]);
});
