import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './support/shop.ts';

/**
 * Add to Cart on listing cards: a signed-out visitor is sent to the login and comes back to the
 * same listing view; signed in, the card opens the product page's size modal ('Select Size' for rings, else
 * 'Add to Cart ?') and adds the chosen size.
 */

interface ApiProduct {
  id: number;
  name: string;
  subCategory: string | null;
  sizeQuantities: Array<{ size: string; quantity: number }>;
}

async function search(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/posts/search', { data: { page: 1, size: 12, ...body } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiProduct[];
}

const card = (page: Page, product: ApiProduct) =>
  page.locator('.product-card').filter({ has: page.locator(`a[href="/product/${product.id}"]`) });
const dialog = (page: Page) => page.locator('dialog[open]');

test('a card sends a signed-out visitor to sign in and on to the product, whose size modal finishes the add; signed in, the card adds the chosen ring size', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = `card-cart-${Date.now().toString(36)}@example.com`;
  const password = 'a-long-passw0rd';
  expect(
    (
      await request.post('/api/users/register', { data: { login, password, firstName: 'Ani', lastName: 'Card' } })
    ).status(),
  ).toBe(201);

  // The rings, cheapest first: a view with its own query string.
  const view = '/shop/rings?sort=price-asc';
  const rings = await search(request, { subCategory: 'rings', sortField: 'price', asc: true });
  const ring = rings.find((r) => r.sizeQuantities.filter((s) => s.quantity > 0).length > 0);
  expect(ring, 'the seed catalog has rings in stock').toBeDefined();
  const [first, second] = ring!.sizeQuantities.filter((s) => s.quantity > 0).map((s) => s.size);

  await page.goto(view);
  await hydrated(page);
  const button = card(page, ring!).getByRole('button', { name: /^Add to Cart/ });
  // Twelve buttons say the same: each names its product to screen readers.
  await expect(button).toHaveAccessibleName(
    new RegExp(`^Add to Cart\\s*: ${ring!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await button.click();
  // Signed out, no size chosen yet: sign in, then the ring's own page asks for the size and adds it.
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/product/${ring!.id}`)}`);
  await page.locator('#login-email').fill(login);
  await page.locator('#login-password').fill(password);
  await page.locator('form.auth-form button[type=submit]').click();
  await expect(page).toHaveURL(`/product/${ring!.id}`, { timeout: 30_000 });
  await expect(dialog(page).getByRole('heading')).toHaveText('Select Size', { timeout: 20_000 });
  await dialog(page).locator(`input[type="radio"][value="${first}"]`).check();
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('.purchase__notice')).toHaveText('Added to your cart.');

  // Signed in, the card itself opens the size modal and adds the size chosen there.
  await page.goto(view);
  await hydrated(page);
  await card(page, ring!)
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await expect(dialog(page).getByRole('heading')).toHaveText('Select Size');
  // Continue without a size asks for one; then the chosen size goes in.
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Please choose a size.');
  const cardSize = second ?? first!;
  await dialog(page).locator(`input[type="radio"][value="${cardSize}"]`).check();
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('.toast--success')).toContainText('Added to your cart.');
  // Focus is back on the card's button, and the card did not change size.
  await expect(card(page, ring!).getByRole('button', { name: /^Add to Cart/ })).toBeFocused();

  // The server's cart holds that ring in the sizes chosen (one line, two units when both were the same size).
  const me = await page.request.get('/api/users/me');
  expect(me.status()).toBe(200);
  const { cart } = (await me.json()) as {
    cart: { items: Array<{ product: { id: number }; selectedSize: string; quantity: number }> };
  };
  const expected = second
    ? [
        [ring!.id, first, 1],
        [ring!.id, second, 1],
      ]
    : [[ring!.id, first, 2]];
  expect(cart.items.map((i) => [i.product.id, i.selectedSize, i.quantity]).sort()).toEqual(expected.sort());
});

test("a card of anything but a ring asks 'Add to Cart ?', and Close leaves the cart alone", async ({
  page,
  request,
}) => {
  const login = `card-modal-${Date.now().toString(36)}@example.com`;
  const password = 'a-long-passw0rd';
  expect(
    (
      await request.post('/api/users/register', { data: { login, password, firstName: 'Nare', lastName: 'Card' } })
    ).status(),
  ).toBe(201);
  const [bowl] = await search(request, { category: 'armenian-ceramics', sortField: 'name', asc: true });
  expect(bowl).toBeDefined();

  await page.goto('/login?next=%2Fshop%2Farmenian-ceramics%3Fsort%3Dname-asc');
  await page.locator('#login-email').fill(login);
  await page.locator('#login-password').fill(password);
  await page.locator('form.auth-form button[type=submit]').click();
  await expect(page).toHaveURL('/shop/armenian-ceramics?sort=name-asc');
  await hydrated(page);

  const heightBefore = await card(page, bowl!).evaluate((el) => el.getBoundingClientRect().height);
  await card(page, bowl!)
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await expect(dialog(page).getByRole('heading')).toHaveText('Add to Cart ?');
  // The sizes come from the API, with their availability.
  for (const s of bowl!.sizeQuantities) {
    await expect(dialog(page).locator(`input[type="radio"][value="${s.size}"]`)).toBeEnabled({
      enabled: s.quantity > 0,
    });
  }
  await dialog(page).locator('.modal__actions').getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('[data-cart-count]').first()).toBeHidden();
  expect(await card(page, bowl!).evaluate((el) => el.getBoundingClientRect().height)).toBe(heightBefore);
});
