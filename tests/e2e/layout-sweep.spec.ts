import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiProduct, paidOrder, register, signIn } from './support/shop.ts';
import { e2eAdmin } from './support/env.ts';
import { brokenWords, cutOffText, layoutProblems, renderSkippedContent } from './support/layout-problems.ts';

/**
 * Every route at 320, 390 and 768 px, in every language, signed out, as a customer and as an administrator: the page
 * never scrolls sideways, no two header items overlap, every navigation item is on screen (or inside a menu whose
 * button is), no text is cut off and no word is split across two lines. One browser, one context per role, one page
 * per role that loads each route once and is resized through the three widths (media queries apply on resize, so
 * nothing needs a reload).
 *
 * LAYOUT_SHOTS=dir also saves a full-page screenshot of every route, width and language there, to look at.
 */

const widths = [320, 390, 768] as const;
const prefixes = ['', '/hy', '/ru'] as const;
const shots = process.env.LAYOUT_SHOTS;

async function sweep(page: Page, role: string, routes: string[]) {
  const failures: string[] = [];
  for (const prefix of prefixes) {
    for (const route of routes) {
      const url = `${prefix}${route}` || '/';
      await page.setViewportSize({ width: widths[0], height: 800 });
      // Islands that wait to be visible never hydrate below the fold: the settled network is the signal.
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.evaluate(renderSkippedContent);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const found = await page.evaluate(layoutProblems);
        const where = `${role} ${url} @${width}`;
        if (found.scrollWidth > found.innerWidth)
          failures.push(`${where}: scrollWidth ${found.scrollWidth} > ${found.innerWidth}`);
        for (const o of found.overlaps) failures.push(`${where}: header items overlap: ${o}`);
        for (const o of found.offScreen) failures.push(`${where}: off screen: ${o}`);
        for (const o of await page.evaluate(cutOffText)) failures.push(`${where}: text ${o}`);
        for (const o of await page.evaluate(brokenWords)) failures.push(`${where}: word broken across lines: ${o}`);
        if (shots) {
          const file = path.join(shots, `${role}${url.replaceAll('/', '_') || '_'}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
        }
      }
    }
  }
  expect(failures).toEqual([]);
}

const everyone = [
  '/',
  '/shop',
  '/shop/armenian-ceramics',
  '/category/armenian-ceramics/mugs',
  '/collections',
  '/about',
  '/contact',
  '/faq',
  '/orders-and-returns',
  '/privacy-policy',
  '/terms-and-conditions',
  '/public',
  '/support-center',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/a-token-from-a-mail',
  '/no-such-page',
];

let context: BrowserContext;
let order = '';
let productId = 0;

/** A context signed in through the API, whose pages draw the signed-in header from the first paint. */
async function signedInContext(browser: Browser, login: string, password: string, ctx?: BrowserContext) {
  ctx ??= await browser.newContext();
  await signIn(ctx.request, login, password);
  const me = (await (await ctx.request.get('/api/users/me')).json()) as {
    login: string;
    firstName: string;
    lastName: string;
    roles: string[];
  };
  const profile = {
    login: me.login,
    firstName: me.firstName,
    lastName: me.lastName,
    roles: me.roles,
    cartCount: 2,
    wishListCount: 0,
  };
  await ctx.addInitScript((value) => {
    if (!localStorage.getItem('shop:session'))
      localStorage.setItem('shop:session', JSON.stringify({ savedAt: Date.now(), value }));
  }, profile);
  return ctx;
}

test.describe.configure({ mode: 'serial', timeout: 10 * 60_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(3 * 60_000);
  if (shots) fs.mkdirSync(shots, { recursive: true });
  // The administrator's long-named product and a customer's paid order give the tables real rows to lay out.
  const admin = await signedInContext(browser, e2eAdmin.email, e2eAdmin.password);
  const product = await apiProduct(admin.request, 'Հայկական նռնաձև մեծ կերամիկական ամանոց', [
    { size: 'S', quantity: 3 },
    { size: 'XL', quantity: 9 },
  ]);
  productId = product.id;
  await admin.close();
  context = await browser.newContext();
  const customer = await register(context.request, 'layout');
  await signedInContext(browser, customer.login, customer.password, context);
  order = await paidOrder(context.request, productId, 'S');
  const cart = await context.request.put(`/api/users/${encodeURIComponent(customer.login)}/cartList`, {
    data: { productId, selectedSize: 'XL', quantity: 2 },
  });
  expect(cart.ok(), await cart.text()).toBe(true);
  const wish = await context.request.put(`/api/users/${encodeURIComponent(customer.login)}/wishList/${productId}`);
  expect(wish.ok(), await wish.text()).toBe(true);
});

test.afterAll(async () => {
  await context?.close();
});

test('signed out: nothing scrolls sideways, overlaps or hides a nav item', async ({ browser }) => {
  const ctx = await browser.newContext();
  await sweep(await ctx.newPage(), 'out', [...everyone, `/product/${productId}`, '/cart', '/wishList', '/account']);
  await ctx.close();
});

test('customer: the same, with cart, wishlist, account and an invoice', async () => {
  const page = await context.newPage();
  await sweep(page, 'customer', [
    '/',
    '/shop',
    `/product/${productId}`,
    '/cart',
    '/wishList',
    '/account',
    `/orders/${order}`,
    '/contact',
  ]);
});

test('administrator: the same, with all orders, the product forms and the account tables', async ({ browser }) => {
  const ctx = await signedInContext(browser, e2eAdmin.email, e2eAdmin.password);
  await sweep(await ctx.newPage(), 'admin', [
    '/',
    '/account',
    '/all-orders',
    '/new',
    `/product/edit/${productId}`,
    `/orders/${order}`,
    '/faq',
  ]);
  await ctx.close();
});
