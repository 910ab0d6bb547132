import fs from 'node:fs';
import path from 'node:path';
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin, e2eBaseUrl } from './support/env.ts';
import { address, fillShippingAddress, hydrated } from './support/shop.ts';

/**
 * From cart to paid order in test-payment mode: a ring in size 7 and a bowl, quantities changed, a country chosen,
 * terms accepted, paid; the invoice shows the server's totals, stock went down, My Orders lists the order and the
 * confirmation mail is in the outbox.
 */

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  weight: number;
  subCategory: string | null;
  sizeQuantities: Array<{ size: string; quantity: number }>;
}

async function search(request: APIRequestContext, body: Record<string, unknown>): Promise<ApiProduct[]> {
  const res = await request.post('/api/posts/search', { data: { page: 1, size: 100, ...body } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiProduct[];
}

/** Creates a product through the admin API (the seed catalog may not hold a suitable one). */
async function createProduct(body: Record<string, unknown>): Promise<ApiProduct> {
  const admin = await apiRequest.newContext({
    baseURL: e2eBaseUrl,
    extraHTTPHeaders: {
      authorization: `Basic ${Buffer.from(`${e2eAdmin.email}:${e2eAdmin.password}`).toString('base64')}`,
    },
  });
  const res = await admin.post(`/api/post/${encodeURIComponent(e2eAdmin.email)}`, {
    data: { desc: 'Made for the checkout test.', imageUrls: [], ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  const product = (await res.json()) as ApiProduct;
  await admin.dispose();
  return product;
}

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (dollars: number) => Math.round(dollars * 100);

async function addFromProductPage(page: Page, product: ApiProduct, size: string, modalTitle: RegExp) {
  await page.goto(`/product/${product.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog.getByRole('heading')).toHaveText(modalTitle);
  await dialog.locator(`input[type="radio"][value="${size}"]`).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
}

test('a shopper buys a ring in size 7 and a bowl and gets the invoice, the stock change and the mail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ring =
    (await search(request, { subCategory: 'rings' })).find(
      (p) => (p.sizeQuantities.find((s) => s.size === '7')?.quantity ?? 0) >= 3,
    ) ??
    (await createProduct({
      name: `Armenian silver ring ${Date.now()}`,
      price: 168.64,
      weight: 20,
      category: 'jerusalem-jewelry',
      subCategory: 'rings',
      material: 'Silver',
      sizeQuantities: [
        { size: '6.5', quantity: 4 },
        { size: '7', quantity: 6 },
        { size: '7.5', quantity: 3 },
      ],
    }));
  const bowl =
    (await search(request, { subCategory: 'round-bowls' })).find(
      (p) => p.sizeQuantities.length === 1 && p.sizeQuantities[0]!.quantity >= 2,
    ) ??
    (await createProduct({
      name: `Pomegranate bowl ${Date.now()}`,
      price: 45.5,
      weight: 650,
      category: 'armenian-ceramics',
      subCategory: 'round-bowls',
      material: 'Ceramic',
      sizeQuantities: [{ size: '15 cm', quantity: 5 }],
    }));
  const ringStockBefore = ring.sizeQuantities.find((s) => s.size === '7')!.quantity;

  // A new customer, signed in through the API with the browser's cookies.
  const login = `buyer-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/users/register', {
    data: { login, password: 'a-long-passw0rd', firstName: 'Nare', lastName: 'Buyer' },
  });
  expect(registered.status()).toBe(201);

  // The cart page learns the session from the server and shows an empty cart.
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  await addFromProductPage(page, ring, '7', /Select Size/);
  await addFromProductPage(page, bowl, bowl.sizeQuantities[0]!.size, /Add to Cart \?/);
  await expect(page.locator('[data-cart-count]').first()).toHaveText('2');

  await page.goto('/cart');
  await hydrated(page);
  const ringRow = page.locator(`[data-cart-item="${ring.id}-7"]`);
  const bowlRow = page.locator(`[data-cart-item="${bowl.id}-${bowl.sizeQuantities[0]!.size}"]`);
  await expect(ringRow).toContainText(ring.name);
  await expect(bowlRow).toContainText(bowl.name);

  // Quantities: ring 1 → 2; bowl 1 → 2 → 1.
  await ringRow.getByRole('button', { name: `One more ${ring.name}` }).click();
  await expect(ringRow.locator('output')).toHaveText('2');
  await bowlRow.getByRole('button', { name: `One more ${bowl.name}` }).click();
  await expect(bowlRow.locator('output')).toHaveText('2');
  await bowlRow.getByRole('button', { name: `One fewer ${bowl.name}` }).click();
  await expect(bowlRow.locator('output')).toHaveText('1');
  await expect(page.locator('[data-cart-count]').first()).toHaveText('3');

  const subtotal = cents(ring.price) * 2 + cents(bowl.price);
  const weight = ring.weight * 2 + bowl.weight;
  await expect(ringRow).toContainText(usd(cents(ring.price) * 2));
  await expect(page.locator('[data-summary="subtotal"]')).toHaveText(usd(subtotal));
  await expect(page.locator('[data-summary="weight"]')).toHaveText(`${(weight / 1000).toFixed(2)} kg`);

  // The address; choosing the country asks for shipping.
  const shippingAnswer = page.waitForResponse((r) => r.url().includes('/api/shippingCost/Armenia/'));
  await fillShippingAddress(page, { ...address, fullName: 'Nare Buyer' });
  const shipping = cents((await (await shippingAnswer).json()) as number);
  expect(shipping).toBeGreaterThan(0);
  await expect(page.locator('[data-summary="shipping"]')).toHaveText(usd(shipping));
  await expect(page.locator('[data-summary="total"]')).toHaveText(usd(subtotal + shipping));
  await page.screenshot({ path: 'test-results/screenshots/cart.png', fullPage: true });

  // Terms first: Proceed stays disabled until they are accepted.
  const proceed = page.getByRole('button', { name: 'Proceed To Checkout' });
  await expect(page.getByText('Please accept the terms to proceed.')).toBeVisible();
  await expect(proceed).toBeDisabled();
  await page.getByRole('checkbox').check();
  await proceed.click();

  await expect(page.getByText('Test-payment mode', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Pay .* \(test payment\)/ }).click();
  await expect(page.getByText('Payment completed by Nare')).toBeVisible();
  await expect(page.getByText('Your order(s) have been successfully placed!')).toBeVisible();

  // The invoice.
  await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{22,}$/);
  const orderId = page.url().split('/').pop()!;
  await expect(page.locator('.invoice__id')).toHaveText(orderId);
  await expect(page.locator('[data-status]')).toHaveText('Paid');
  await expect(page.locator('[data-invoice="item-count"]')).toHaveText('3 items');
  await expect(page.locator('[data-invoice="subtotal"]')).toHaveText(usd(subtotal));
  await expect(page.locator('[data-invoice="shipping"]')).toHaveText(usd(shipping));
  await expect(page.locator('[data-invoice="total"]')).toHaveText(usd(subtotal + shipping));
  await expect(page.locator('.invoice__lines')).toContainText(ring.name);
  await expect(page.locator('.invoice__address')).toContainText('Yerevan');
  await page.screenshot({ path: 'test-results/screenshots/invoice.png', fullPage: true });

  // The ring's size 7 went down by the two sold; the cart is empty again.
  const fresh = (await (await request.get(`/api/post/${ring.id}`)).json()) as ApiProduct;
  expect(fresh.sizeQuantities.find((s) => s.size === '7')!.quantity).toBe(ringStockBefore - 2);
  await expect(page.locator('[data-cart-count]').first()).toBeHidden();

  // My Orders: the customer's order list has it, and /account links to its invoice.
  const mine = await page.request.get(`/api/ordersByUser/${encodeURIComponent(login)}`);
  expect(((await mine.json()) as Array<{ orderId: string }>).map((o) => o.orderId)).toContain(orderId);
  await page.goto('/account');
  await expect(page.locator(`a[href="/orders/${orderId}"]`)).toBeVisible();

  // The confirmation mail.
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  await expect
    .poll(() =>
      (fs.existsSync(outbox)
        ? fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
        : []
      ).some((m) => m.includes(login) && m.includes(orderId)),
    )
    .toBe(true);
});

test('/orders/{unknown id} answers the not-found page with 404, and signed-out visitors are sent from /cart to the login', async ({
  page,
}) => {
  const res = await page.goto('/orders/AAAAAAAAAAAAAAAAAAAAAAAA');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page has wandered off' })).toBeVisible();
  await page.goto('/cart');
  await page.waitForURL(/\/login\?next=%2Fcart$/);
});
