import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin, e2eBaseUrl } from './support/env.ts';
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts.ts';

/**
 * Live listings: until the rebuild lands, a listing shows the live catalog. A small script checks the pre-rendered
 * first page once after load; when the live catalog would draw it differently, the listing island wakes and swaps
 * the live answer in place: a product created (or re-priced) after the build is there, with the API's price, and
 * nothing on the page moves.
 */

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  [field: string]: unknown;
}

const category = 'dead-sea-cosmetics';
const listing = `/shop/${category}`;

async function adminApi(): Promise<APIRequestContext> {
  return apiRequest.newContext({
    baseURL: e2eBaseUrl,
    extraHTTPHeaders: {
      authorization: `Basic ${Buffer.from(`${e2eAdmin.email}:${e2eAdmin.password}`).toString('base64')}`,
    },
  });
}

async function firstPage(request: APIRequestContext): Promise<{ products: ApiProduct[]; total: number }> {
  const res = await request.post('/api/posts/search', {
    data: { category, sortField: 'dateCreated', asc: false, page: 1, size: 12 },
  });
  expect(res.ok()).toBe(true);
  return { products: (await res.json()) as ApiProduct[], total: Number(res.headers()['x-total-count']) };
}

const usd = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cardNames = (page: Page) => page.locator('.product-card__name').allTextContents();

test('a product created and a price changed after the build show in the category listing without a rebuild', async ({
  page,
  request,
}) => {
  // The listing as built, before the catalog changes. The page is served from exactly this HTML below, so the
  // test shows what a visitor sees while the background rebuild has not landed yet, however fast it is.
  const built = await request.get(listing);
  expect(built.ok()).toBe(true);
  const builtHtml = await built.text();
  const before = await firstPage(request);
  expect(before.total, 'needs a full first page, so the card count stays the same').toBeGreaterThan(12);
  const repriced = before.products[1]!;
  expect(builtHtml).toContain(usd(repriced.price));

  const admin = await adminApi();
  const name = `Live listing salt scrub ${Date.now().toString(36)}`;
  let created: ApiProduct | null = null;
  let repricedChanged = false;
  try {
    const res = await admin.post(`/api/post/${encodeURIComponent(e2eAdmin.email)}`, {
      data: {
        name,
        desc: 'Made for the live listing e2e test.',
        price: 23.45,
        weight: 300,
        category,
        subCategory: 'dead-sea-mineral-mud-bath-salt',
        material: null,
        color: null,
        imageUrls: [],
        sizeQuantities: [{ size: 'One Size', quantity: 4 }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    created = (await res.json()) as ApiProduct;
    const newPrice = Math.round((repriced.price + 1.11) * 100) / 100;
    const put = await admin.put(`/api/post/${repriced.id}`, { data: { ...repriced, price: newPrice } });
    expect(put.status(), await put.text()).toBe(200);
    repricedChanged = true;
    expect(builtHtml).not.toContain(name);

    // Layout shifts and any loading state, from the first paint on.
    await watchLayoutShifts(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __sawLoading: boolean };
      w.__sawLoading = false;
      new MutationObserver(() => {
        if (
          document.querySelector('.product-grid--stale') ||
          document.querySelector('.listing__status')?.textContent === 'Loading products...'
        )
          w.__sawLoading = true;
      }).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['class'],
      });
    });
    await page.route(`**${listing}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: builtHtml }),
    );
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/posts/search')) searches.push(r.postData() ?? '');
    });
    await page.goto(listing);

    // The newest product comes first, with the API's price; the re-priced one shows its new price.
    const newCard = page.locator('.product-card').first();
    await expect(newCard.locator('.product-card__name')).toHaveText(name);
    await expect(newCard.locator('.product-card__price')).toHaveText('$23.45');
    const repricedCard = page
      .locator('.product-card')
      .filter({ has: page.locator(`a[href="/product/${repriced.id}"]`) });
    await expect(repricedCard.locator('.product-card__price')).toHaveText(usd(newPrice));
    await expect(page.locator('.listing__status')).toHaveText(`${before.total + 1} products`);

    // Exactly the API's first page, in place: same card count, no layout shift, no loading state on the way.
    const after = await firstPage(request);
    expect(await cardNames(page)).toEqual(after.products.map((p) => p.name));
    expect(await page.locator('.product-card__price').allTextContents()).toEqual(
      after.products.map((p) => usd(p.price)),
    );
    await expect(page.locator('.product-card')).toHaveCount(12);
    await page.waitForTimeout(500);
    // The page script's check woke the island and handed it the live page: one request, not two.
    expect(searches).toHaveLength(1);
    const shifts = await layoutShifts(page);
    const sawLoading = await page.evaluate(() => (window as unknown as { __sawLoading: boolean }).__sawLoading);
    expect(shifts).toEqual([]);
    expect(sawLoading).toBe(false);

    // The live product's own page opens too (the server's client-rendered shell until the rebuild lands).
    await page.unrouteAll();
    await newCard.locator('.product-card__name a').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('.purchase__price')).toContainText('$23.45');
  } finally {
    // The seed product as it was, and no test product left behind.
    if (repricedChanged) await admin.put(`/api/post/${repriced.id}`, { data: repriced });
    if (created) await admin.delete(`/api/post/${created.id}`);
    await admin.dispose();
  }
});

test('an unchanged listing keeps its pre-rendered cards: one quiet check, no React at load; reaching for it adopts the same nodes', async ({
  page,
}) => {
  const searches: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/posts/search')) searches.push(r.postData() ?? '');
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/shop/holidays');
  const firstImage = page.locator('.product-card img').first();
  await firstImage.evaluate((img) => ((img as HTMLImageElement & { __mark?: boolean }).__mark = true));
  await expect.poll(() => searches.length).toBe(1);
  expect(JSON.parse(searches[0]!)).toMatchObject({
    category: 'holidays',
    page: 1,
    size: 12,
    sortField: 'dateCreated',
    asc: false,
  });
  await page.waitForTimeout(500);
  // The check found the built page current: the island waits, and neither it nor React's runtime was fetched.
  const island = page.locator('astro-island[client="intent"]');
  await expect(island).toHaveAttribute('ssr', '');
  const islandCode = [await island.getAttribute('component-url'), await island.getAttribute('renderer-url')];
  expect(scripts.filter((url) => islandCode.some((code) => code && url.endsWith(code)))).toEqual([]);

  // A pointer over the pager is enough to bring the island to life, over the HTML's own nodes.
  await page.locator('.pager button').last().hover();
  await expect(island).not.toHaveAttribute('ssr');
  expect(await firstImage.evaluate((img) => (img as HTMLImageElement & { __mark?: boolean }).__mark === true)).toBe(
    true,
  );
});
