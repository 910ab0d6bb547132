import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/env.ts';
import {
  fillShippingAddress,
  apiProduct,
  customerPage,
  hydrated,
  outboxMails,
  paidOrder,
  signIn,
  type ApiProduct,
} from './support/shop.ts';

/**
 * Running the shop from a browser: an administrator creates a ring with two images and finds it in the
 * shop, where a customer buys it, all within a minute and without a restart; the price is changed and the
 * product deleted; an order is marked Shipped and the customer sees it and gets the mail. A moderator manages
 * products but not orders or roles.
 */

async function photo(colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 900, height: 700, channels: 3, background: colour } })
    .composite([
      {
        input: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ffffff' } })
          .png()
          .toBuffer(),
        left: 300,
        top: 200,
      },
    ])
    .jpeg()
    .toBuffer();
  return { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer };
}

test('an administrator creates a ring with two images; it is in its listing and on its page, and a customer buys it, within a minute', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page.request, e2eAdmin.email, e2eAdmin.password);
  const name = `E2E pomegranate ring ${Date.now().toString(36)}`;

  await page.goto('/new');
  await hydrated(page);
  const save = page.getByRole('button', { name: 'Add product' });
  await expect(save).toBeDisabled();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Price/).fill('99.50');
  await page.getByLabel(/^Category/).selectOption('jerusalem-jewelry');
  await expect(save).toBeEnabled();
  await page.getByLabel('Sub-category').selectOption('rings');
  await page.getByLabel('Colour').selectOption('silver');
  await page.getByLabel('Material').selectOption('Silver');
  await page.getByLabel(/^Weight/).fill('9');
  await page.getByLabel('Description').fill('Sterling silver with a hand-painted pomegranate.');

  // The Armenian words in their own tab, reached with the arrow key; its tab is marked until its words are there.
  const armenianTab = page.getByRole('tab', { name: /^Armenian/ });
  await expect(armenianTab).toContainText('not written yet');
  await page.getByRole('tab', { name: /^English/ }).press('ArrowRight');
  await expect(armenianTab).toBeFocused();
  await expect(armenianTab).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tabpanel').getByLabel(/^Name/).fill('Նռան մատանի');
  await page.getByRole('tabpanel').getByLabel('Description').fill('Արծաթե մատանի՝ ձեռքով նկարված նռնով։');
  await expect(armenianTab).not.toContainText('not written yet');
  await page.getByRole('tab', { name: /^English/ }).click();

  // Two images, uploaded one call each; both previews appear; the second is moved first.
  await page.getByLabel('Add images').setInputFiles([await photo('#a01c2c'), await photo('#1d3d8f')]);
  const previews = page.locator('.admin-images__item img');
  await expect(previews).toHaveCount(2);
  const [first, second] = [await previews.nth(0).getAttribute('src'), await previews.nth(1).getAttribute('src')];
  expect(first).not.toBe(second);
  await page.getByRole('button', { name: 'Move image 2 earlier' }).click();
  await expect(previews.nth(0)).toHaveAttribute('src', second!);

  // Ring sizes: 5–14 in half steps are offered.
  const size1 = page.getByLabel('Size 1', { exact: true });
  await expect(size1.locator('option[value="13.5"]')).toHaveCount(1);
  await size1.selectOption('7');
  await page.getByLabel('Quantity 1').fill('3');
  await page.getByRole('button', { name: 'Add a size' }).click();
  await page.getByLabel('Size 2', { exact: true }).selectOption('7.5');
  await page.getByLabel('Quantity 2').fill('2');

  const started = Date.now();
  await save.click();
  await expect(page.getByText('Product added successfully!', { exact: true }).first()).toBeVisible();
  const link = page.getByRole('link', { name: `View ${name}` });
  const id = Number((await link.getAttribute('href'))!.split('/').pop());
  expect(id).toBeGreaterThan(0);
  // The form is empty again for the next product.
  await expect(page.getByLabel(/^Name/)).toHaveValue('');

  const created = (await (await page.request.get(`/api/post/${id}`)).json()) as ApiProduct & {
    imageUrls: string[];
    missingLanguages: string[];
  };
  expect(created.imageUrls).toHaveLength(2);
  expect(created.missingLanguages).toEqual(['ru']);
  expect(await (await page.request.get(`/api/post/${id}?locale=hy`)).json()).toMatchObject({ name: 'Նռան մատանի' });
  expect(created.sizeQuantities).toEqual([
    { size: '7', quantity: 3 },
    { size: '7.5', quantity: 2 },
  ]);

  // Its listing finds it at once (live search over the pre-rendered page), and so does its own page.
  await page.goto(`/shop/jerusalem-jewelry?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('$99.50').first()).toBeVisible();

  // A customer buys it in size 7.
  const { context, page: shopper } = await customerPage(browser);
  await shopper.goto(`/product/${id}`);
  await hydrated(shopper);
  await shopper.getByRole('button', { name: 'Add to Cart' }).first().click();
  const dialog = shopper.locator('dialog[open]');
  await expect(dialog.getByRole('heading')).toHaveText(/Select Size/);
  await dialog.getByRole('radio', { name: /^7(?![.\d])/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(shopper.getByText('Added to your cart.')).toBeVisible();
  await shopper.goto('/cart');
  await hydrated(shopper);
  await expect(shopper.locator(`[data-cart-item="${id}-7"]`)).toContainText(name);
  await fillShippingAddress(shopper);
  await shopper.getByRole('checkbox').check();
  await shopper.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await shopper.getByRole('button', { name: /Pay .* \(test payment\)/ }).click();
  await expect(shopper.getByText('Your order(s) have been successfully placed!')).toBeVisible();
  await shopper.waitForURL(/\/orders\/[A-Za-z0-9_-]{22,}$/);
  await expect(shopper.locator('.invoice__lines')).toContainText(name);
  expect(Date.now() - started, 'from Save to a paid order').toBeLessThan(60_000);

  const after = (await (await page.request.get(`/api/post/${id}`)).json()) as ApiProduct;
  expect(after.sizeQuantities.find((s) => s.size === '7')?.quantity).toBe(2);
  await context.close();
});

test('an administrator changes a price, then deletes the product from the account page', async ({ page }) => {
  await signIn(page.request, e2eAdmin.email, e2eAdmin.password);
  const product = await apiProduct(page.request, `E2E price change mug ${Date.now().toString(36)}`);

  await page.goto(`/product/edit/${product.id}`);
  await hydrated(page);
  const price = page.getByLabel(/^Price/);
  await expect(price).toHaveValue('42.00');
  await price.fill('120');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  expect(((await (await page.request.get(`/api/post/${product.id}`)).json()) as ApiProduct).price).toBe(120);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText('$120.00').first()).toBeVisible();

  await page.goto('/account');
  await hydrated(page);
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Products management' }) });
  await section.getByLabel('Search products').fill(product.name);
  await section.getByRole('button', { name: 'Search' }).click();
  const row = section.locator(`tr[data-product-id="${product.id}"]`);
  // The machine may be busy building the site after the edit: give the table time.
  await expect(row).toContainText('$120.00', { timeout: 30_000 });
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Are you sure you want to delete this product?');
    void d.accept();
  });
  await row.getByRole('button', { name: `Delete ${product.name}` }).click();
  await expect(section.getByText(`${product.name} was deleted.`)).toBeVisible({ timeout: 30_000 });
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/api/post/${product.id}`)).status()).toBe(404);
});

test('an administrator marks an order Shipped; the customer sees it on the invoice and gets the mail', async ({
  page,
  browser,
}) => {
  await signIn(page.request, e2eAdmin.email, e2eAdmin.password);
  const product = await apiProduct(page.request, `E2E shipped bowl ${Date.now().toString(36)}`);
  const { context, page: shopper, customer } = await customerPage(browser);
  const orderId = await paidOrder(shopper.request, product.id, 'One Size');

  await page.goto('/all-orders');
  await hydrated(page);
  await page.getByLabel('Order id or customer e-mail').fill(customer.login);
  await page.getByRole('button', { name: 'Show' }).click();
  const panel = page.locator(`details[data-order-id="${orderId}"]`);
  await expect(panel).toHaveCount(1);
  await expect(page.locator('details.admin-orders__order')).toHaveCount(1);
  await panel.locator('summary').click();
  await expect(panel.getByRole('columnheader')).toHaveText([
    'Product ID',
    'Quantity',
    'Unit Price',
    'State',
    'Actions',
  ]);
  await expect(panel.locator('summary .badge')).toHaveText('Paid');
  await panel.getByRole('button', { name: 'Edit Status' }).click();
  await panel.getByLabel('New status').selectOption('Shipped');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order status updated.')).toBeVisible();
  await expect(panel.locator('summary .badge')).toHaveText('Shipped');

  await shopper.goto(`/orders/${orderId}`);
  await expect(shopper.locator('[data-status]')).toHaveText('Shipped');
  await expect
    .poll(() => outboxMails().some((m) => m.includes(customer.login) && m.includes(orderId) && /has shipped/.test(m)))
    .toBe(true);
  await context.close();
});

test('a moderator manages products but cannot see All Orders or change roles; others are kept out', async ({
  page,
  browser,
}) => {
  // A customer is made a moderator by the administrator.
  const { context, page: moderator, customer } = await customerPage(browser);
  await signIn(page.request, e2eAdmin.email, e2eAdmin.password);
  expect(
    (await page.request.put(`/api/users/user/${encodeURIComponent(customer.login)}/role/MODERATOR`)).status(),
  ).toBe(200);

  // Products: the form is there, and the products table on /account.
  await moderator.goto('/new');
  await hydrated(moderator);
  await expect(moderator.getByRole('button', { name: 'Add product' })).toBeVisible();
  await moderator.goto('/account');
  await hydrated(moderator);
  await expect(moderator.getByRole('heading', { name: 'Products management' })).toBeVisible();
  await expect(moderator.getByRole('heading', { name: 'Users and roles' })).toHaveCount(0);

  // All Orders sends them away, and the API refuses orders and roles.
  await moderator.goto('/all-orders');
  await moderator.waitForURL((url) => url.pathname === '/');
  expect((await moderator.request.get('/api/orders')).status()).toBe(403);
  expect(
    (await moderator.request.put(`/api/users/user/${encodeURIComponent(e2eAdmin.email)}/role/MODERATOR`)).status(),
  ).toBe(403);
  await context.close();

  // A plain customer is told plainly; a visitor is asked to sign in.
  const plain = await customerPage(browser);
  await plain.page.goto('/new');
  await expect(plain.page.getByText('You are not allowed to open this page.')).toBeVisible();
  await plain.context.close();
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto('/new');
  await expect(anonymous.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await visitor.close();
});
