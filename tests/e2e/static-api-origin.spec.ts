import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchCsp } from './support/csp.ts';
import { e2ePort } from './support/env.ts';
import { type ApiProduct, hydrated } from './support/shop.ts';
import { NGINX, startStaticCluster, type StaticCluster } from './support/static-cluster.ts';

/**
 * The static folder on one origin, the API on another (PUBLIC_API_URL): nginx serves the pages on one port and the
 * API instances on another. A shopper signs in, sees live stock and fills a cart; every call goes to the API's origin
 * with the session cookie (CORS with credentials), and the console shows no CSP or CORS error.
 */

let cluster: StaticCluster;
let apiUrl: string;
const apiPort = e2ePort + 26;

test.describe.configure({ mode: 'serial' });
test.skip(!fs.existsSync(NGINX) && !process.env.CI, 'nginx is not installed (.ci/run installs it)');

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  cluster = await startStaticCluster(e2ePort + 23, [e2ePort + 24, e2ePort + 25], {
    env: { PUBLIC_API_URL: `http://127.0.0.1:${apiPort}` },
  });
  apiUrl = await cluster.proxyTo(apiPort, cluster.instances);
});

test.afterAll(async () => {
  await cluster?.stop();
});

/** Console errors about CORS or the policy, and policy violations. */
async function watchProblems(page: Page): Promise<() => Promise<string[]>> {
  const cors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /cors|access-control|cross-origin/i.test(m.text())) cors.push(m.text());
  });
  const csp = await watchCsp(page);
  return async () => [...cors.splice(0), ...(await csp())];
}

test('a shopper signs in, sees live stock and adds to the cart, all through the API on its own origin', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = await watchProblems(page);
  const siteCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && r.url().startsWith(cluster.url)) siteCalls.push(r.url());
  });
  const found = (await (
    await fetch(`${apiUrl}/api/posts/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, size: 50, subCategory: 'round-bowls' }),
    })
  ).json()) as ApiProduct[];
  const product = found.find((p) => p.sizeQuantities.some((s) => s.quantity >= 2))!;
  expect(product, 'the seed catalog has bowls in stock').toBeDefined();
  const shopper = { login: `api-origin-${Date.now()}@example.com`, password: 'a-long-passw0rd' };
  const registered = await fetch(`${apiUrl}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...shopper, firstName: 'Nare', lastName: 'Shopper' }),
  });
  expect(registered.status).toBe(201);

  // Sign in on the site's login page: the island posts to the API's origin, which sets the session cookie.
  await page.goto(`${cluster.url}/login`);
  await hydrated(page);
  await page.locator('#login-email').fill(shopper.login);
  await page.locator('#login-password').fill(shopper.password);
  const signedIn = page.waitForResponse((r) => r.url() === `${apiUrl}/api/users/login` && r.ok());
  await page.locator('form.auth-form button[type=submit]').click();
  await signedIn;
  await expect(page.locator('html')).toHaveAttribute('data-auth', /./);

  // The product page reads live stock from the API's origin.
  const live = page.waitForResponse((r) => r.url() === `${apiUrl}/api/post/${product.id}` && r.ok());
  await page.goto(`${cluster.url}/product/${product.id}`);
  await live;
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

  // Add to the cart: a cookie-carrying write from the site's origin (CORS preflight, CSRF origin check).
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const dialog = page.locator('dialog[open]');
  await dialog
    .locator(`input[type="radio"][value="${product.sizeQuantities.find((s) => s.quantity >= 2)!.size}"]`)
    .check();
  const added = page.waitForResponse(
    (r) => r.url().startsWith(`${apiUrl}/api/users/`) && r.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Continue' }).click();
  expect((await added).status()).toBe(200);
  await expect(page.getByText('Added to your cart.')).toBeVisible();

  await page.goto(`${cluster.url}/cart`, { waitUntil: 'networkidle' });
  await expect(page.getByText(product.name).first()).toBeVisible();
  expect(await problems()).toEqual([]);
  expect(siteCalls, 'no island calls the site origin /api').toEqual([]);
});

test("the pages' policy allows the API's origin, and a form posted without JavaScript comes back to the site", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${cluster.url}/faq`);
  const policy = await page.locator('meta[http-equiv="content-security-policy" i]').getAttribute('content');
  expect(policy).toContain(`connect-src 'self' ${apiUrl}`);
  expect(policy).toContain(`form-action 'self' ${apiUrl}`);
  const form = page.locator('form.newsletter');
  expect(await form.getAttribute('action')).toBe(`${apiUrl}/api/newsletter`);
  await form.locator('input[type=email]').fill(`no-js-${Date.now()}@example.com`);
  await Promise.all([page.waitForURL(`${cluster.url}/faq#newsletter-thanks`), form.locator('button').click()]);
  await context.close();
});
