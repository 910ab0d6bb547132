import { expect, test, type Page } from '@playwright/test';

/**
 * The listing island hydrates when the shopper reaches for it (client:intent), not at load. What the shopper does
 * while its code is still on its way is not lost: a tapped button is pressed again, typed text is searched for.
 */

const island = (page: Page) => page.locator('astro-island[client="intent"]');
const pagerStatus = (page: Page) => page.locator('.pager__status [aria-hidden="true"]');

/**
 * The page's check against the live catalog finds nothing to show (it is refused, as when offline): other tests
 * add products, and a changed catalog would wake the listing by itself.
 */
async function quietCheck(page: Page) {
  let checked = false;
  await page.route('**/api/posts/search', async (route) => {
    if (checked) return route.continue();
    checked = true;
    await route.abort();
  });
}

/** Holds the island's own code back for a while, so the shopper's first move lands before hydration. */
async function slowIslandCode(page: Page, ms: number) {
  const url = await island(page).getAttribute('component-url');
  expect(url).toBeTruthy();
  await page.route(`**${url}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('on a phone in Armenian', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'hy-AM' });

  test('a tap on Next before the listing is live still turns the page', async ({ page }) => {
    await quietCheck(page);
    await page.goto('/hy/shop');
    await expect(pagerStatus(page)).toHaveText(/^1 \/ \d+$/);
    await page.waitForTimeout(300);
    await expect(island(page)).toHaveAttribute('ssr', '');
    await slowIslandCode(page, 600);

    await page.locator('.pager button').last().tap();
    await expect(island(page)).not.toHaveAttribute('ssr');
    await expect(pagerStatus(page)).toHaveText(/^2 \/ \d+$/);
    await expect(page).toHaveURL(/\/hy\/shop\?page=2$/);
  });
});

test('text typed before the listing is live is searched for', async ({ page, request }) => {
  const res = await request.post('/api/posts/search', { data: { name: 'bowl', page: 1, size: 12 } });
  const total = Number(res.headers()['x-total-count']);
  expect(total).toBeGreaterThan(0);

  await quietCheck(page);
  await page.goto('/shop');
  await page.waitForTimeout(300);
  await expect(island(page)).toHaveAttribute('ssr', '');
  await slowIslandCode(page, 800);
  await page.locator('#listing-q').focus();
  await page.keyboard.type('bowl');
  // The island was not live while the text went in.
  await expect(island(page)).toHaveAttribute('ssr', '');

  await expect(page).toHaveURL(/\/shop\?q=bowl$/);
  await expect(page.locator('#listing-q')).toHaveValue('bowl');
  await expect(page.locator('.listing__status')).toHaveText(new RegExp(`\\b${total}\\b`));
});

test('a shared link with filters wakes the listing at once', async ({ page }) => {
  await page.goto('/shop?sort=price-asc&page=2');
  await expect(island(page)).not.toHaveAttribute('ssr');
  await expect(page.locator('#listing-sort')).toHaveValue('price-asc');
  await expect(pagerStatus(page)).toHaveText(/^2 \/ \d+$/);
});
