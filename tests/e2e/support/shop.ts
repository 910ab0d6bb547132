import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { e2eAdmin } from './env.ts';

/** What the admin and refund specs do through the shop's API: sign in, register, products and paid orders, the outbox. */

const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

export async function signIn(request: APIRequestContext, login: string, password: string) {
  const res = await request.post('/api/users/login', { headers: { authorization: basic(login, password) } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function register(request: APIRequestContext, prefix: string) {
  const login = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'a-long-passw0rd';
  const res = await request.post('/api/users/register', {
    data: { login, password, firstName: 'Nare', lastName: 'Customer' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { login, password };
}

/**
 * Every island on the page is live. Islands that hydrate on intent (the listing) are woken first, as a shopper
 * reaching for them would; hydrated-on-intent.spec.ts shows the reaching itself.
 */
export async function hydrated(page: Page) {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[client="intent"][ssr]')) {
      island.setAttribute('data-wake', '');
      island.dispatchEvent(new Event('island:wake'));
    }
  });
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((i) => !i.hasAttribute('ssr')));
}

export interface ApiProduct {
  id: number;
  name: string;
  price: number;
  sizeQuantities: Array<{ size: string; quantity: number }>;
}

/** A product created straight through the API by the signed-in administrator. */
export async function apiProduct(
  request: APIRequestContext,
  name: string,
  sizes = [{ size: 'One Size', quantity: 5 }],
): Promise<ApiProduct> {
  const res = await request.post(`/api/post/${encodeURIComponent(e2eAdmin.email)}`, {
    data: {
      name,
      desc: 'Made for the admin e2e test.',
      price: 42,
      weight: 250,
      category: 'armenian-ceramics',
      subCategory: 'mugs',
      color: 'blue',
      material: 'Ceramic',
      imageUrls: [],
      sizeQuantities: sizes,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ApiProduct;
}

export const address = {
  fullName: 'Nare Customer',
  street: '12 Abovyan St',
  city: 'Yerevan',
  zipCode: '0010',
  country: 'Armenia',
  phone: '+374 10 123456',
};

/** The cart page's shipping address, typed as a shopper does; choosing the country asks for the shipping cost. */
export async function fillShippingAddress(page: Page, to: typeof address = address): Promise<void> {
  await page.getByLabel('Full name').fill(to.fullName);
  await page.getByLabel('Street').fill(to.street);
  await page.getByLabel('City').fill(to.city);
  await page.getByLabel('Zip code').fill(to.zipCode);
  await page.getByLabel('Phone').fill(to.phone);
  await page.getByLabel('Country').selectOption(to.country);
}

/** A paid order placed through the API (test-payment mode) by the signed-in customer. */
export async function paidOrder(
  request: APIRequestContext,
  productId: number,
  size: string,
  quantity = 1,
): Promise<string> {
  const placed = await request.post('/api/checkOut', {
    headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    data: { paymentMethod: 'PayPal', shippingAddress: address, orderItems: [{ productId, quantity, size }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };
  const captured = await request.post(`/api/order/${orderId}/capture`);
  expect(captured.status(), await captured.text()).toBe(200);
  return orderId;
}

export function outboxMails(): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')) : [];
}

export async function customerPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const customer = await register(page.request, 'customer');
  // The pages learn the new session from the server.
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  return { context, page, customer };
}
