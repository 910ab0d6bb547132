import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated, register } from './support/shop.ts';

/** The catalog all the way down in the page's language: product pages, search, and the server's own refusals. */

interface Worded {
  id: number;
  name: string;
  desc: string;
  sizeQuantities: Array<{ size: string; quantity: number }>;
}

const prefix = { en: '', hy: '/hy', ru: '/ru' } as const;
const script = { hy: /[\u0531-\u058F]/, ru: /[\u0400-\u04FF]/ } as const;

async function seedProducts(request: APIRequestContext, locale: 'en' | 'hy' | 'ru'): Promise<Worded[]> {
  // The oldest first: the seed catalog's, not what other tests created since (those are in English only).
  const res = await request.post(`/api/posts/search?locale=${locale}`, {
    data: { page: 1, size: 40, sortField: 'dateCreated', asc: true },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Worded[];
}

for (const locale of ['en', 'hy', 'ru'] as const) {
  test(`a seed product's page in ${locale} has its name and description in ${locale}`, async ({ page, request }) => {
    const [english, worded] = await Promise.all([seedProducts(request, 'en'), seedProducts(request, locale)]);
    const product = worded.find((p) => p.desc.length > 20)!;
    expect(product, 'a seed product with a description').toBeTruthy();
    if (locale !== 'en') {
      const original = english.find((p) => p.id === product.id)!;
      expect(product.name).not.toBe(original.name);
      expect(product.name).toMatch(script[locale]);
      expect(product.desc).toMatch(script[locale]);
    }
    const res = await page.goto(`${prefix[locale]}/product/${product.id}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? /^en/ : new RegExp(`^${locale}`));
    await expect(page.locator('h1')).toHaveText(product.name);
    await expect(page.locator('main')).toContainText(product.desc.slice(0, 40));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    if (locale !== 'en') expect(description).toMatch(script[locale]);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('\n')).toContain(JSON.stringify(product.name).slice(1, -1));
  });
}

test('search in /hy finds a product by an Armenian word of its name', async ({ page, request }) => {
  const product = (await seedProducts(request, 'hy')).find((p) =>
    p.name.split(/\s+/).some((w) => /^[\u0531-\u058F]{5,}$/.test(w)),
  )!;
  expect(product, 'a seed product with an Armenian word in its name').toBeTruthy();
  const word = product.name.split(/\s+/).find((w) => /^[\u0531-\u058F]{5,}$/.test(w))!;
  await page.goto(`/hy/shop?q=${encodeURIComponent(word)}`);
  await hydrated(page);
  await expect(page.locator('.product-card__name').filter({ hasText: product.name }).first()).toBeVisible({
    timeout: 30_000,
  });
  for (const name of await page.locator('.product-card__name').allTextContents()) {
    expect(name.toLowerCase()).toContain(word.toLowerCase());
  }
});

test('an Armenian shopper’s stock refusal is wholly Armenian but for the product’s own name', async ({ page }) => {
  const request = page.request;
  const products = await seedProducts(request, 'hy');
  const product = products.find(
    (p) => p.sizeQuantities.length === 1 && p.sizeQuantities[0]!.quantity > 0 && p.sizeQuantities[0]!.quantity < 50,
  )!;
  expect(product, 'a one-size seed product in stock').toBeTruthy();
  const { size, quantity } = product.sizeQuantities[0]!;
  const shopper = await register(request, 'armenian-stock');
  // The whole stock is in the cart already: one more is refused by the server.
  const put = await request.put(`/api/users/${encodeURIComponent(shopper.login)}/cartList`, {
    data: { productId: product.id, selectedSize: size, quantity },
  });
  expect(put.status(), await put.text()).toBe(200);
  // The pages learn the new session from the server; the cart shows the line in Armenian.
  await page.goto('/hy/cart');
  await expect(page.locator('main').getByText(product.name).first()).toBeVisible({ timeout: 30_000 });

  await page.goto(`/hy/product/${product.id}`);
  await hydrated(page);
  await page.locator('.purchase').getByRole('button', { name: 'Ավելացնել զամբյուղ' }).click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  const choice = dialog.locator('input[type="radio"]');
  if (!(await choice.first().isChecked())) await choice.first().check();
  await dialog.getByRole('button', { name: 'Շարունակել' }).click();
  const alert = dialog.locator('[role="alert"]');
  await expect(alert).not.toBeEmpty({ timeout: 30_000 });
  const message = (await alert.textContent())!.trim();
  expect(message).toContain(`«${product.name}»`);
  expect(message.replace(product.name, '')).not.toMatch(/[A-Za-z]/);
  expect(message).toMatch(/[\u0531-\u058F]/);
});
