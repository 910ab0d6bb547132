import { expect, test, type APIRequestContext } from '@playwright/test';
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts.ts';

/** The rows under a product: related products (written at build time) and recently viewed (from the browser). */

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  category: string;
  subCategory: string | null;
  imageUrls: string[];
}

async function catalog(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.post('/api/posts/search', { data: { page: 1, size: 100 } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiProduct[];
}

test('a product page shows related products from its sub-category, and the products viewed before it', async ({
  page,
  request,
}) => {
  const all = await catalog(request);
  const product = all.find((p) => all.filter((q) => q.subCategory === p.subCategory).length >= 3)!;
  const other = all.find((p) => p.category !== product.category)!;

  await page.goto(`/product/${other.id}`);
  await page.goto(`/product/${product.id}`);
  const related = page.locator('[data-related-products]');
  await expect(related.getByRole('heading', { level: 2 })).toHaveText('You may also like');
  const links = related.locator('a');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(8);
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs).not.toContain(`/product/${product.id}`);
  for (const href of hrefs) expect(href).toMatch(/^\/product\/\d+$/);

  const recent = page.locator('[data-recently-viewed]');
  await expect(recent).toBeVisible();
  await expect(recent.getByRole('link')).toHaveText([other.name]);
  // Back on the first product, the second is listed and the first is not.
  await page.goto(`/product/${other.id}`);
  await expect(page.locator('[data-recently-viewed]').getByRole('link')).toHaveText([product.name]);
});

test('the recently viewed row appears without moving anything on a throttled phone', async ({ browser, request }) => {
  const all = await catalog(request);
  const [shown, ...seen] = all.slice(0, 4);
  const stored = seen.map((p) => ({ id: p.id, names: { en: p.name }, price: p.price, image: p.imageUrls[0] ?? null }));
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  await context.addInitScript((list) => localStorage.setItem('shop:recentlyViewed', list), JSON.stringify(stored));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await watchLayoutShifts(page);
  await page.goto(`/product/${shown!.id}`, { waitUntil: 'load' });
  await page.waitForTimeout(800);
  await expect(page.locator('[data-recently-viewed]').getByRole('link')).toHaveText(seen.map((p) => p.name));
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
});
