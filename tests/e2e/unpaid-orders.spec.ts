import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin, e2eBaseUrl } from './support/env.ts';
import { address, fillShippingAddress, hydrated } from './support/shop.ts';

/**
 * A checkout the shopper controls, in test-payment mode: an abandoned checkout waits in My Orders as "Awaiting
 * payment" and Pay now pays the same order; another is cancelled from My Orders and its unit is on sale again at
 * once. Then My Orders and the invoice are photographed at 320, 390 and 1280 px in en, hy and ru.
 */

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  sizeQuantities: Array<{ size: string; quantity: number }>;
}

let seq = 0;

/** A one-size product of our own through the admin API, so no other test competes for its stock. */
async function createProduct(name: string, quantity: number): Promise<ApiProduct> {
  const admin = await apiRequest.newContext({
    baseURL: e2eBaseUrl,
    extraHTTPHeaders: {
      authorization: `Basic ${Buffer.from(`${e2eAdmin.email}:${e2eAdmin.password}`).toString('base64')}`,
    },
  });
  const res = await admin.post(`/api/post/${encodeURIComponent(e2eAdmin.email)}`, {
    data: {
      name: `${name} ${Date.now()}-${++seq}`,
      desc: 'Made for the unpaid-orders test.',
      price: 24.5,
      weight: 400,
      category: 'armenian-ceramics',
      subCategory: 'round-bowls',
      material: 'Ceramic',
      imageUrls: [],
      sizeQuantities: [{ size: '15 cm', quantity }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const product = (await res.json()) as ApiProduct;
  await admin.dispose();
  return product;
}

/** A new customer signed in with the page's cookies, with `product` in the cart. */
async function customerWith(page: Page, product: ApiProduct, firstName = 'Nare'): Promise<string> {
  const login = `unpaid-${Date.now()}-${++seq}@example.com`;
  const registered = await page.request.post('/api/users/register', {
    data: { login, password: 'a-long-passw0rd', firstName, lastName: 'Buyer' },
  });
  expect(registered.status()).toBe(201);
  await addToCart(page.request, login, product);
  return login;
}

async function addToCart(request: APIRequestContext, login: string, product: ApiProduct) {
  const res = await request.put(`/api/users/${encodeURIComponent(login)}/cartList`, {
    data: { productId: product.id, selectedSize: '15 cm', quantity: 1 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Cart → address → terms → Proceed: the order is placed and its stock reserved; the shopper then walks away. */
async function proceedAndAbandon(page: Page): Promise<string> {
  await page.goto('/cart');
  await hydrated(page);
  await fillShippingAddress(page, { ...address, fullName: 'Nare Buyer' });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  const pay = page.locator('.checkout__pay');
  await expect(pay.getByRole('button', { name: /Pay .* \(test payment\)/ })).toBeVisible();
  await expect(pay).toContainText('My Orders');
  await pay.screenshot({ path: 'test-results/screenshots/checkout-reserved-en-1280.png' });
  return (await pay.getAttribute('data-order-id'))!;
}

async function stockBadge(page: Page, product: ApiProduct) {
  await page.goto(`/product/${product.id}`);
  await hydrated(page);
  return page.locator('.purchase__stock .badge');
}

test('an abandoned checkout waits in My Orders as awaiting payment, and Pay now pays the same order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const bowl = await createProduct('Resume bowl', 3);
  await customerWith(page, bowl);
  const orderId = await proceedAndAbandon(page);

  await page.goto('/account');
  const row = page.locator(`tr[data-order-id="${orderId}"]`);
  await expect(row).toContainText('Awaiting payment');
  await expect(row).toContainText(/Pay by \d/);
  await row.getByRole('link', { name: `Pay now for order ${orderId.slice(0, 8)}` }).click();

  await page.waitForURL(new RegExp(`/orders/${orderId}#pay$`));
  await expect(page.locator('[data-payment="awaiting"]')).toContainText('Awaiting payment of $');
  const payButton = page.getByRole('button', { name: /Pay .* \(test payment\)/ });
  await expect(payButton).toBeVisible();
  await page.locator('.invoice__payment').screenshot({ path: 'test-results/screenshots/invoice-pay-now-en-1280.png' });
  await payButton.click();
  await expect(page.getByText('Payment completed by Nare')).toBeVisible();
  await expect(page.locator('[data-status]')).toHaveText('Paid');
  await expect(page.locator('[data-payment="paid"]')).toContainText('Paid in test-payment mode on');
  await expect(page.locator('[data-payment="paid"]')).toContainText('Capture ID: TESTCAPTURE-');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  const order = await (await page.request.get(`/api/order/${orderId}`)).json();
  expect(order).toMatchObject({ orderId, status: 'Paid' });
  const fresh = (await (await page.request.get(`/api/post/${bowl.id}`)).json()) as ApiProduct;
  expect(fresh.sizeQuantities[0]!.quantity).toBe(2);
});

test('Cancel order in My Orders puts the last unit back on sale at once', async ({ page }) => {
  test.setTimeout(120_000);
  const vase = await createProduct('Last vase', 1);
  await customerWith(page, vase);
  const orderId = await proceedAndAbandon(page);
  await expect(await stockBadge(page, vase)).toHaveText('Out of Stock');

  await page.goto('/account');
  const row = page.locator(`tr[data-order-id="${orderId}"]`);
  await row.getByRole('button', { name: `Cancel order ${orderId.slice(0, 8)}` }).click();
  await expect(row).toContainText('Cancel this order? Its items go back on sale and nothing is charged.');
  await row.getByRole('button', { name: 'Yes, cancel the order' }).click();

  // It leaves the list for the folded group of orders closed without payment.
  const toggle = page.getByRole('button', { name: 'Show 1 order closed without payment' });
  await expect(toggle).toBeVisible();
  await expect(page.locator(`tr[data-order-id="${orderId}"]`)).toBeHidden();
  await toggle.click();
  await expect(page.locator(`tr[data-order-id="${orderId}"]`)).toContainText('Cancelled');

  await expect(await stockBadge(page, vase)).toHaveText('In Stock');

  await page.goto(`/orders/${orderId}`);
  await expect(page.locator('[data-status]')).toHaveText('Cancelled');
  await expect(page.locator('[data-payment="cancelled"]')).toContainText('It was not paid: no money was taken.');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});

test('My Orders and the invoice at 320, 390 and 1280 px in en, hy and ru', async ({ page }) => {
  test.setTimeout(180_000);
  // One paid order, one cancelled (folded away), one awaiting payment.
  const [paidOne, cancelledOne, openOne] = await Promise.all([
    createProduct('Shot plate', 2),
    createProduct('Shot cup', 2),
    createProduct('Shot jug', 2),
  ]);
  const login = await customerWith(page, paidOne, 'Anahit');
  const place = async (product: ApiProduct) => {
    const res = await page.request.post('/api/checkOut', {
      headers: { 'Idempotency-Key': `shots-${Date.now()}-${++seq}` },
      data: {
        paymentMethod: 'PayPal',
        shippingAddress: {
          fullName: 'Anahit Buyer',
          street: '12 Abovyan St',
          city: 'Yerevan',
          zipCode: '0010',
          country: 'Armenia',
          phone: '+374 10 123456',
        },
        orderItems: [{ productId: product.id, size: '15 cm', quantity: 1 }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { orderId: string }).orderId;
  };
  const paid = await place(paidOne);
  expect((await page.request.post(`/api/order/${paid}/capture`)).status()).toBe(200);
  const cancelled = await place(cancelledOne);
  expect((await page.request.post(`/api/order/${cancelled}/cancel`)).status()).toBe(200);
  const open = await place(openOne);
  expect(login).toContain('@');

  const labels = { en: 'Awaiting payment', hy: 'Սպասում է վճարման', ru: 'Ожидает оплаты' } as const;
  for (const locale of ['en', 'hy', 'ru'] as const) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/account`);
      const row = page.locator(`tr[data-order-id="${open}"]`);
      await expect(row).toContainText(labels[locale]);
      await expect(page.locator(`tr[data-order-id="${paid}"]`)).toBeVisible();
      await expect(page.locator(`tr[data-order-id="${cancelled}"]`)).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page
        .locator('#account-orders')
        .screenshot({ path: `test-results/screenshots/my-orders-${locale}-${width}.png` });

      await page.goto(`${prefix}/orders/${open}`);
      await expect(page.locator('[data-payment="awaiting"]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page
        .locator('.invoice')
        .screenshot({ path: `test-results/screenshots/invoice-awaiting-${locale}-${width}.png` });
      if (width !== 320) {
        await page.goto(`${prefix}/orders/${paid}`);
        await expect(page.locator('[data-payment="paid"]')).toBeVisible();
        await page
          .locator('.invoice__head, .invoice__payment')
          .first()
          .screenshot({ path: `test-results/screenshots/invoice-paid-${locale}-${width}.png` });
        await page
          .locator('.invoice__payment')
          .screenshot({ path: `test-results/screenshots/invoice-paid-payment-${locale}-${width}.png` });
      }
    }
  }
});
