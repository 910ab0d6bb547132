import { expect, test } from '@playwright/test';
import { watchCsp } from './support/csp.ts';

test('the home page loads, with zero CSP errors, and a screenshot is saved', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.locator('body')).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'test-results/screenshots/home.png', fullPage: true });
  expect(await violations()).toEqual([]);
});

test('/api/health answers 200', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});

test('the main pages run under the CSP without violations', async ({ page, request }) => {
  const search = await request.post('/api/posts/search', { data: { page: 1, size: 1 } });
  const [first] = search.ok() ? ((await search.json()) as Array<{ id: number }>) : [];
  const paths = [
    '/',
    '/shop',
    '/collections',
    '/about',
    '/contact',
    '/cart',
    '/login',
    '/ru',
    ...(first ? [`/product/${first.id}`] : []),
  ];
  const violations = await watchCsp(page);
  const problems: string[] = [];
  for (const path of paths) {
    // 'load', not 'networkidle': the map embed on /contact may wait on a network this machine does not have.
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    for (const v of await violations()) problems.push(`${path}: ${v}`);
  }
  expect([...new Set(problems)]).toEqual([]);
});
