import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';

/** The header's type-ahead: by keyboard alone in Armenian, Escape, the search results, stale answers. */

interface Suggestions {
  products: Array<{ id: number; name: string; price: number; image: string | null }>;
  categories: Array<{ title: string; route: string }>;
}

const combobox = (page: Page) => page.locator('#header-search-input');
const listbox = (page: Page) => page.locator('#header-search-list');

/** Tabs from the top of the page to the header's search box: no pointer involved. */
async function tabToSearch(page: Page) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await combobox(page).evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the search box');
}

test('type-ahead by keyboard alone in Armenian: type, arrow down, Enter lands on the product', async ({
  page,
  request,
}) => {
  // An Armenian name from the catalog, and what the API suggests for its start.
  const [first] = (await (
    await request.post('/api/posts/search', { data: { page: 1, size: 1 }, headers: { 'accept-language': 'hy' } })
  ).json()) as Array<{ name: string }>;
  const typed = [...first!.name].slice(0, 6).join('');
  const expected = (await (
    await request.get(`/api/posts/suggest?q=${encodeURIComponent(typed)}&locale=hy`)
  ).json()) as Suggestions;
  expect(expected.products.length).toBeGreaterThan(0);

  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/hy/');
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  const beforeFocus = scripts.length;

  await tabToSearch(page);
  await page.keyboard.type(typed);
  await expect(listbox(page)).toBeVisible();
  // The combobox's code came only with the focus.
  expect(scripts.slice(beforeFocus).some((url) => /typeahead/.test(url))).toBe(true);
  expect(scripts.slice(0, beforeFocus).some((url) => /typeahead/.test(url))).toBe(false);

  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
  const options = listbox(page).getByRole('option');
  await expect(options).toHaveCount(expected.products.length + expected.categories.length);
  await expect(options.first()).toContainText(expected.products[0]!.name);
  // The live region says how many, in Armenian.
  await expect(page.locator('[data-header-search-status]')).toContainText('առաջարկ');

  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  // The open combobox and its listbox pass axe.
  expect(await seriousViolations(page, '.header-search')).toEqual([]);
  const activeId = await options.first().getAttribute('id');
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', activeId!);
  await expect(combobox(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/hy/product/${expected.products[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.products[0]!.name);
});

test('Escape closes the suggestions; Enter with none chosen shows the search results', async ({ page }) => {
  await page.goto('/hy/shop');
  await tabToSearch(page);
  await page.keyboard.type('pomegranate');
  await expect(listbox(page)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox(page)).toHaveValue('pomegranate');
  await expect(combobox(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hy\/shop\?q=pomegranate$/);
});

test('a stale answer never replaces the newer one', async ({ page }) => {
  // The first text's answer is held back until after the second's has been shown.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/posts/suggest?q=bo*', async (route) => {
    await held;
    await route.continue().catch(() => {}); // aborted by the page: that is the point
  });
  await page.goto('/');
  await tabToSearch(page);
  await page.keyboard.type('bo');
  await page.waitForTimeout(400);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('pomegranate');
  await expect(listbox(page).getByRole('option').first()).toContainText(/pomegranate/i);
  const shown = await listbox(page).textContent();
  release();
  await page.waitForTimeout(1000);
  expect(await listbox(page).textContent()).toBe(shown);
});
