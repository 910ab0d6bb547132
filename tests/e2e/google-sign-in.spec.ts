import { expect, test } from '@playwright/test';
import { dictionaries, uniqueEmail } from './auth-helpers.ts';
import { seriousViolations } from './support/axe.ts';

// Sign in with Google against the local OpenID provider the e2e server starts (tests/support/google-provider.ts):
// the browser leaves the shop, signs in at the provider and comes back signed in, in the page's language.

const hy = dictionaries.hy;

test('a shopper signs in with Google from the Armenian login page and comes back signed in to next', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('google-e2e');
  await page.goto(`/hy/login?next=${encodeURIComponent('/hy/account')}`);
  const button = page.getByRole('link', { name: hy['auth.google.button'] });
  await expect(button).toBeVisible();
  await button.click();

  // At the provider (another origin): its own sign-in page.
  await expect(page.getByRole('heading', { name: /Sign in to continue/ })).toBeVisible();
  expect(new URL(page.url()).port).not.toBe(new URL(test.info().project.use.baseURL!).port);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/hy\/account$/);
  const session = (await context.cookies()).find((c) => c.name === 'shop_session');
  expect(session?.httpOnly).toBe(true);
  const me = await page.request.get('/api/users/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ login: email, firstName: 'Test', lastName: 'Shopper' });
});

test('cancelling at the provider lands on the login page with the reason in its language', async ({ page }) => {
  await page.goto('/ru/login');
  await page.getByRole('link', { name: dictionaries.ru['auth.google.button'] }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText(dictionaries.ru['auth.google.error.cancelled']);
  await expect(page).toHaveURL(/\/ru\/login$/);
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
});

test('the login page with the Google button and a Google error passes axe in every language', async ({ page }) => {
  for (const [prefix, words] of [
    ['', dictionaries.en],
    ['/hy', dictionaries.hy],
    ['/ru', dictionaries.ru],
  ] as const) {
    await page.goto(`${prefix}/login?google_error=unverified`);
    await expect(page.getByRole('link', { name: words['auth.google.button'] })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(words['auth.google.error.unverified']);
    await expect(page.getByRole('link', { name: words['auth.loginPanel.register'] })).toBeVisible();
    expect(await seriousViolations(page), `${prefix}/login`).toEqual([]);
  }
});
