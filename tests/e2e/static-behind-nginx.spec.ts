import fs from 'node:fs';
import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { watchCsp } from './support/csp.ts';
import { e2eAdmin, e2ePort } from './support/env.ts';
import { address, fillShippingAddress, hydrated } from './support/shop.ts';
import { NGINX, startStaticCluster, type StaticCluster } from './support/static-cluster.ts';

/**
 * The shop as a CDN serves it: the folder `npm run build -- --out` writes, behind nginx, with /api and /media
 * proxied to two API instances on one PostgreSQL (one instance on PGlite). A shopper browses, searches, buys in
 * test-payment mode; the owner changes a price through one instance and every instance and page shows it; every page
 * keeps its own CSP with no violation, and unknown addresses get the real not-found page.
 */

let cluster: StaticCluster;
const basic = `Basic ${Buffer.from(`${e2eAdmin.email}:${e2eAdmin.password}`).toString('base64')}`;

test.describe.configure({ mode: 'serial' });
test.skip(!fs.existsSync(NGINX) && !process.env.CI, 'nginx is not installed (.ci/run installs it)');

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  cluster = await startStaticCluster(e2ePort + 20, [e2ePort + 21, e2ePort + 22]);
});

test.afterAll(async () => {
  await cluster?.stop();
});

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  sizeQuantities: Array<{ size: string; quantity: number }>;
}

async function noCspViolation(page: Page, path: string, check: () => Promise<string[]>) {
  // Islands that wait to be visible never hydrate below the fold: the settled network is the signal.
  await page.goto(`${cluster.url}${path}`, { waitUntil: 'networkidle' });
  expect(await page.locator('meta[http-equiv="content-security-policy" i]').count(), path).toBe(1);
  expect(await check(), path).toEqual([]);
}

test('pages come from the static folder with their own CSP and headers, and unknown addresses get the 404 page', async ({
  page,
}) => {
  const check = await watchCsp(page);
  for (const path of ['/', '/shop/armenian-ceramics', '/hy/shop', '/ru/contact', '/login', '/cart']) {
    await noCspViolation(page, path, check);
  }
  const home = await page.request.get(`${cluster.url}/`);
  expect(home.status()).toBe(200);
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  // Canonical links name the public address the folder was built for.
  await page.goto(`${cluster.url}/shop/armenian-ceramics`);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
    `${cluster.url}/shop/armenian-ceramics`,
  );

  for (const [path, heading] of [
    ['/no-such-page', 'This page has wandered off'],
    ['/hy/no-such-page', 'Այս էջը մոլորվել է'],
  ] as const) {
    const res = await page.goto(`${cluster.url}${path}`);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('a shopper browses, searches, and buys in test-payment mode through the proxy', async ({ page }) => {
  test.setTimeout(180_000);
  const api = await apiRequest.newContext({ baseURL: cluster.url });
  const found = (await (
    await api.post('/api/posts/search', { data: { page: 1, size: 50, subCategory: 'round-bowls' } })
  ).json()) as ApiProduct[];
  const bowl = found.find((p) => p.sizeQuantities.some((s) => s.quantity >= 2))!;
  expect(bowl, 'the seed catalog has bowls in stock').toBeDefined();

  // Browse: a listing card leads to the product page, whose price is read live through /api.
  await page.goto(`${cluster.url}/shop/armenian-ceramics`);
  await hydrated(page);
  await expect(page.locator('.product-card').first()).toBeVisible();
  const read = page.waitForResponse((r) => r.url().endsWith(`/api/post/${bowl.id}`) && r.ok());
  await page.goto(`${cluster.url}/product/${bowl.id}`);
  await read;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bowl.name);

  // Search from the listing's search field.
  await page.goto(`${cluster.url}/shop?q=${encodeURIComponent(bowl.name)}`);
  await hydrated(page);
  await expect(page.locator(`.product-card a[href="/product/${bowl.id}"]`).first()).toBeVisible();

  // Buy: register, add the bowl, check out in test-payment mode.
  const login = `nginx-buyer-${Date.now()}@example.com`;
  const registered = await page.request.post(`${cluster.url}/api/users/register`, {
    data: { login, password: 'a-long-passw0rd', firstName: 'Nare', lastName: 'Buyer' },
  });
  expect(registered.status()).toBe(201);
  // The pages learn the new session from the server.
  await page.goto(`${cluster.url}/cart`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.goto(`${cluster.url}/product/${bowl.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const dialog = page.locator('dialog[open]');
  await dialog
    .locator(`input[type="radio"][value="${bowl.sizeQuantities.find((s) => s.quantity >= 2)!.size}"]`)
    .check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();

  await page.goto(`${cluster.url}/cart`);
  await hydrated(page);
  await fillShippingAddress(page, { ...address, fullName: 'Nare Buyer' });
  await expect(page.locator('[data-summary="shipping"]')).not.toHaveText('');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await page.getByRole('button', { name: /Pay .* \(test payment\)/ }).click();
  await expect(page.getByText('Your order(s) have been successfully placed!')).toBeVisible();
  await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{22,}$/);
  // The invoice page is the order shell of the static folder, filled from the API.
  await expect(page.locator('[data-status]')).toHaveText('Paid');
  await api.dispose();
});

test("the owner's price change reaches every instance and the static page's live price at once", async ({ page }) => {
  const admin = await apiRequest.newContext({ baseURL: cluster.url, extraHTTPHeaders: { authorization: basic } });
  const [product] = (await (
    await admin.post('/api/posts/search', { data: { page: 1, size: 1, category: 'olive-wood-gifts' } })
  ).json()) as ApiProduct[];
  const price = Math.round((product!.price + 7.25) * 100) / 100;
  const edited = await admin.put(`/api/post/${product!.id}`, { data: { ...product, price } });
  expect(edited.status(), await edited.text()).toBe(200);

  // Each instance answers the new price (the change is announced to the others through PostgreSQL).
  for (const instance of cluster.instances) {
    await expect
      .poll(async () => ((await (await fetch(`${instance}/api/post/${product!.id}`)).json()) as ApiProduct).price, {
        timeout: 10_000,
      })
      .toBe(price);
  }
  await page.goto(`${cluster.url}/product/${product!.id}`);
  await expect(page.locator('.purchase__price')).toContainText(price.toFixed(2));
  await admin.dispose();
});
