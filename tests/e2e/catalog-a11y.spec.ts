import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { hydrated } from './support/shop.ts';

/** axe-core on listing, product and collections pages in every language: no serious or critical violation. */

for (const prefix of ['', '/hy', '/ru']) {
  test(`listing, product and collections pages pass axe (${prefix || '/en'})`, async ({ page, request }) => {
    // Five pages, axe on each: the first run on a cold server took 72 s of a loaded machine, 20 s warm.
    test.setTimeout(150_000);
    const res = await request.post('/api/posts/search', { data: { page: 1, size: 50 } });
    const products = (await res.json()) as Array<{ id: number; imageUrls: string[] }>;
    const product = products.find((p) => p.imageUrls.length > 1) ?? products[0]!;
    for (const path of [
      '/shop',
      '/shop/armenian-ceramics',
      '/category/holy-land-gifts/magnets',
      `/product/${product.id}`,
      '/collections',
    ]) {
      await page.goto(`${prefix}${path}`);
      await hydrated(page);
      expect(await seriousViolations(page), `${prefix}${path}`).toEqual([]);
    }
  });
}

test('the open zoom viewer and size dialog pass axe', async ({ page, request }) => {
  const res = await request.post('/api/posts/search', { data: { page: 1, size: 50 } });
  const products = (await res.json()) as Array<{
    id: number;
    imageUrls: string[];
    sizeQuantities: Array<{ quantity: number }>;
  }>;
  const product =
    products.find((p) => p.imageUrls.length > 1 && p.sizeQuantities.some((s) => s.quantity > 0)) ?? products[0]!;
  await page.goto(`/product/${product.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Zoom image' }).click();
  await expect(page.locator('dialog[open]')).toBeVisible();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('dialog[open]')).toBeVisible();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
});
