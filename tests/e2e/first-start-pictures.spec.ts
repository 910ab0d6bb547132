import { expect, test, type Page } from '@playwright/test';
import { srcSetUrls } from '../../src/lib/images.ts';
import { e2ePort } from './support/env.ts';
import { startFreshShop, type FreshShop } from './support/fresh-shop.ts';

/**
 * A new owner's first start: from the first real page on, every picture on the home page, a listing and a product page
 * loads, although the shop draws its seed pictures in the background after it opens (a page that asks for one not
 * drawn yet gets it drawn on the spot).
 */

let shop: FreshShop;

test.beforeAll(() => {
  shop = startFreshShop(e2ePort + 1);
});

test.afterAll(async () => {
  await shop?.stop();
});

/** Loads the page, scrolls through it as a visitor would, then asks for the pictures still waiting to be scrolled to. */
async function loadEveryPicture(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  // Lazy pictures beside the viewport (carousel slides) load only when shown: load them now.
  await page.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 60_000 });
}

async function pictures(page: Page) {
  return page.evaluate(() => [
    ...[...document.images].map((img) => ({
      src: img.currentSrc || img.src,
      srcset: img.srcset,
      naturalWidth: img.naturalWidth,
    })),
    ...[...document.querySelectorAll('picture source')].map((source) => ({
      src: '',
      srcset: source.getAttribute('srcset') ?? '',
      naturalWidth: -1,
    })),
  ]);
}

test('right after a first start, no picture on home, a listing or a product page fails to load', async ({ page }) => {
  test.setTimeout(10 * 60_000);
  await shop.firstPage;
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'image' && res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });

  await page.goto(`${shop.url}/shop/armenian-ceramics`);
  const productHref = await page.locator('a[href*="/product/"]').first().getAttribute('href');
  expect(productHref).toBeTruthy();

  for (const path of ['/', '/shop/armenian-ceramics', productHref!]) {
    const url = new URL(path, shop.url).href;
    await loadEveryPicture(page, url);
    const found = await pictures(page);
    expect(found.length, url).toBeGreaterThan(0);
    expect(
      found.filter((p) => p.naturalWidth === 0).map((p) => p.src),
      `pictures that did not load on ${url}`,
    ).toEqual([]);
    // Every candidate, not only the one this screen picked: another screen picks another.
    const candidates = new Set(
      found
        .flatMap((p) => [p.src, ...srcSetUrls(p.srcset)])
        .filter(Boolean)
        .map((u) => new URL(u, url).href),
    );
    for (const candidate of candidates) {
      const res = await page.request.get(candidate);
      expect(res.status(), candidate).toBe(200);
      expect(res.headers()['content-type'], candidate).toMatch(/^image\//);
    }
  }
  expect(failed).toEqual([]);
});
