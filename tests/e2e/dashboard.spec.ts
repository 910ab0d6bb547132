import { expect, test } from '@playwright/test';
import type { Dashboard } from '../../src/lib/api/dashboard.ts';
import { shopDay } from '../../src/lib/dashboard/shop-days.ts';
import { formatUsd, toCents } from '../../src/lib/money.ts';
import { e2eAdmin } from './support/env.ts';
import { apiProduct, hydrated, paidOrder, register, signIn } from './support/shop.ts';

/**
 * The owner's dashboard: the administrator sells in test-payment mode and sees the sale on today's bar and row,
 * among the top products, and the size it left low; a customer's account page has no dashboard and its API says 403.
 */

test('the administrator sees a sale made now on the dashboard: today’s row, the top products and the low size', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page.request, e2eAdmin.email, e2eAdmin.password);
  const before = (await (await page.request.get('/api/dashboard')).json()) as Dashboard;
  const today = shopDay(new Date());
  const todayBefore = before.days.find((d) => d.day === today)!;

  const name = `E2E dashboard bowl ${Date.now().toString(36)}`;
  const bowl = await apiProduct(page.request, name, [{ size: 'One Size', quantity: 9 }]);
  const orderId = await paidOrder(page.request, bowl.id, 'One Size', 7);
  const { total } = (await (await page.request.get(`/api/order/${orderId}`)).json()) as { total: number };
  expect(total).toBeGreaterThan(7 * 42);

  await page.goto('/account');
  await hydrated(page);
  const board = page.locator('#account-dashboard');
  await expect(board.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The charts are images with a summary; the same numbers are in the table behind the toggle.
  const revenueChart = board.getByRole('img', { name: /^Revenue per day from / });
  await expect(revenueChart).toBeVisible();
  await expect(board.getByRole('img', { name: /^Paid orders per day from / })).toBeVisible();
  await board.getByText('Show the numbers as a table').click();
  const row = board.locator(`tr[data-day="${today}"]`);
  await expect(row.locator('td').first()).toHaveText(String(todayBefore.orders + 1));
  const paidToday = formatUsd(toCents(todayBefore.paid) + toCents(total));
  await expect(row.locator('td').nth(1)).toHaveText(paidToday);

  // Today's bar carries the same numbers as its tooltip.
  const lastBarTitle = revenueChart.locator('rect title').last();
  await expect(lastBarTitle).toContainText(`paid ${paidToday}`);

  const top = board.getByRole('region', { name: 'Top 10 products, last 30 days' });
  await expect(
    top
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('cell')
      .first(),
  ).toHaveText('7');

  // Two left of nine: listed as running low, with the way to its edit page.
  const low = board.getByRole('region', { name: 'Sizes running low' });
  const edit = low.getByRole('link', { name: `Edit ${name}` });
  await expect(edit).toHaveAttribute('href', `/product/edit/${bowl.id}`);
  await expect(edit.locator('xpath=..')).toContainText('2 left');

  await expect(board.getByRole('link', { name: 'Open the undelivered mail list' })).toHaveAttribute(
    'href',
    '#account-mails',
  );
});

test('a customer’s account page has no dashboard, and the dashboard API refuses them', async ({ page }) => {
  await register(page.request, 'dashboard-customer').then(({ login, password }) =>
    signIn(page.request, login, password),
  );
  const refused = await page.request.get('/api/dashboard', { headers: { 'accept-language': 'ru' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('У вас нет прав на это действие.');
  await page.goto('/account');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
  await expect(page.locator('#account-dashboard')).toHaveCount(0);
});
