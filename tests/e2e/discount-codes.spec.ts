import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/env.ts';
import { apiProduct, customerPage, fillShippingAddress, hydrated, outboxMails, signIn } from './support/shop.ts';

/**
 * A discount code from the owner's form to the invoice: the administrator creates a 10 % code for Armenian
 * ceramics on the account page, a shopper applies it in the checkout summary, pays in test-payment mode, and the
 * invoice and the confirmation mail show the code and the discount.
 */

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('the owner creates a code in the account page, a shopper pays with it, the invoice shows the discount', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page.request, e2eAdmin.email, e2eAdmin.password);
  const mug = await apiProduct(page.request, `E2E discount mug ${Date.now().toString(36)}`, [
    { size: 'One Size', quantity: 6 },
  ]);
  const code = `MUG${Date.now().toString(36).toUpperCase()}`;

  // The owner's form on the account page.
  await page.goto('/account');
  await hydrated(page);
  const section = page.locator('#account-discounts');
  // The section's code is loaded only for administrators, after the profile: allow a busy machine time for it.
  await expect(section.getByRole('heading', { name: 'Discount codes' })).toBeVisible({ timeout: 30_000 });
  await section.getByRole('button', { name: 'New code' }).click();
  const form = section.getByTestId('discount-form');
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Percent off').check();
  await form.getByLabel('Percent or amount').fill('10');
  await form.getByLabel('Uses in all (optional)').fill('5');
  await form.getByLabel('Armenian Ceramics').check();
  await page.screenshot({ path: 'test-results/screenshots/discount-form.png', fullPage: false });
  await form.getByRole('button', { name: 'Save code' }).click();
  await expect(section.getByText(`Code ${code} saved.`)).toBeVisible();
  const row = section.locator(`tr[data-code="${code}"]`);
  await expect(row).toContainText('10 %');
  await expect(row).toContainText('0 of 5 used');

  // A shopper with two mugs in the cart applies the code in the checkout summary.
  const { context, page: shop, customer } = await customerPage(browser);
  const put = await shop.request.put(`/api/users/${encodeURIComponent(customer.login)}/cartList`, {
    data: { productId: mug.id, selectedSize: 'One Size', quantity: 2 },
  });
  expect(put.ok(), await put.text()).toBe(true);
  await shop.goto('/cart');
  await hydrated(shop);
  await expect(shop.locator('[data-summary="subtotal"]')).toHaveText(usd(8_400));
  await shop.getByLabel('Discount code').fill('no-such-code');
  await shop.getByRole('button', { name: 'Apply' }).click();
  await expect(shop.getByText('There is no discount code NO-SUCH-CODE.')).toBeVisible();
  await shop.getByLabel('Discount code').fill(code.toLowerCase());
  await shop.getByRole('button', { name: 'Apply' }).click();
  await expect(shop.getByText(`Code ${code} applied.`)).toBeVisible();
  await expect(shop.locator('[data-summary="discount"]')).toHaveText(`−${usd(840)}`);

  const shippingAnswer = shop.waitForResponse((r) => r.url().includes('/api/shippingCost/Armenia/'));
  await fillShippingAddress(shop);
  const shipping = Math.round(((await (await shippingAnswer).json()) as number) * 100);
  const total = 8_400 - 840 + shipping;
  await expect(shop.locator('[data-summary="total"]')).toHaveText(usd(total));
  await shop.locator('[data-testid="checkout-summary"]').scrollIntoViewIfNeeded();
  await shop.screenshot({ path: 'test-results/screenshots/discount-checkout.png' });
  await shop.getByRole('checkbox').check();
  await shop.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(shop.getByText(`Amount to pay: ${usd(total)}.`)).toBeVisible();
  await shop.getByRole('button', { name: /Pay .* \(test payment\)/ }).click();
  await expect(shop.getByText('Your order(s) have been successfully placed!')).toBeVisible();

  // The invoice shows the code and the discount; the confirmation mail too.
  await shop.waitForURL(/\/orders\/[A-Za-z0-9_-]{22,}$/);
  const orderId = shop.url().split('/').pop()!;
  await expect(shop.locator('[data-invoice="subtotal"]')).toHaveText(usd(8_400));
  await expect(shop.locator('.invoice__totals')).toContainText(`Discount (${code})`);
  await expect(shop.locator('[data-invoice="discount"]')).toHaveText(`−${usd(840)}`);
  await expect(shop.locator('[data-invoice="total"]')).toHaveText(usd(total));
  await shop.screenshot({ path: 'test-results/screenshots/discount-invoice.png', fullPage: true });
  await expect
    .poll(() => outboxMails().some((m) => m.includes(orderId) && m.includes(`Discount (${code})`)))
    .toBe(true);
  await context.close();

  // The owner's list counts the use.
  await page.reload();
  await hydrated(page);
  await expect(page.locator(`#account-discounts tr[data-code="${code}"]`)).toContainText('1 of 5 used', {
    timeout: 30_000,
  });
  await page.locator('#account-discounts').screenshot({ path: 'test-results/screenshots/discount-list.png' });
});
