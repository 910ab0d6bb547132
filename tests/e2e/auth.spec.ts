import { expect, test } from '@playwright/test';
import {
  dictionaries,
  expectHttpOnlySession,
  expectNoPasswordInStorage,
  logOut,
  resetLinkFromOutbox,
  submitLogin,
  uniqueEmail,
} from './auth-helpers.ts';

const en = dictionaries.en;
const submit = 'form.auth-form button[type=submit]';

test('register, log out, log in, edit the profile, change the password, log in with the new one', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000); // a dozen page loads on a busy two-core machine
  const email = uniqueEmail('journey');
  const password = 'first Passw0rd!';
  const newPassword = 'second Passw0rd!';

  await page.goto('/register');
  await page.locator('#reg-first').fill('  Ani ');
  await page.locator('#reg-last').fill(' Sargsyan ');
  await page.locator('#reg-login').fill(` ${email} `);
  await page.locator('#reg-password').fill(password);
  await page.locator('#reg-terms').check();
  await page.locator(submit).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.locator('#account-profile')).toContainText(email);
  await expect(page.locator('#account-profile')).toContainText('Ani');
  await expectHttpOnlySession(page, context);
  await expectNoPasswordInStorage(page, password);

  // Log out from the header: back to the home page, signed out.
  await logOut(page);
  expect((await context.cookies()).find((c) => c.name === 'shop_session')).toBeUndefined();
  await expectNoPasswordInStorage(page, password);

  // Log in: spinner while loading, feedback, then home.
  await submitLogin(page, email, password);
  await expect(page.locator(submit)).toContainText(en['auth.login.signedIn']);
  await expect(page).toHaveURL(/\/$/);
  await expectHttpOnlySession(page, context);
  await page.reload();
  await expectNoPasswordInStorage(page, password);

  // Edit the profile: Cancel restores, Save commits.
  await page.goto('/account');
  const profile = page.locator('#account-profile');
  await profile.getByRole('button', { name: en['account.edit'] }).click();
  await page.locator('#profile-first').fill('Temporary');
  await profile.getByRole('button', { name: en['account.cancel'] }).click();
  await expect(profile).toContainText('Ani');
  await expect(profile).not.toContainText('Temporary');
  await profile.getByRole('button', { name: en['account.edit'] }).click();
  await page.locator('#profile-first').fill('Nare');
  await profile.getByRole('button', { name: en['account.save'] }).click();
  await expect(profile.locator('dd').nth(1)).toHaveText('Nare');

  // Change the password: the repeat must match.
  await profile.getByRole('button', { name: en['account.password.change'] }).click();
  await page.locator('#password-current').fill(password);
  await page.locator('#password-new').fill(newPassword);
  await page.locator('#password-repeat').fill(`${newPassword}x`);
  await profile.getByRole('button', { name: en['account.save'] }).click();
  await expect(profile.getByRole('alert')).toHaveText(en['auth.validation.passwordsDoNotMatch']);
  await page.locator('#password-repeat').fill(newPassword);
  await profile.getByRole('button', { name: en['account.save'] }).click();
  await expect(profile).toContainText(en['account.password.changed']);
  await expectHttpOnlySession(page, context);
  await expectNoPasswordInStorage(page, newPassword);
  await expectNoPasswordInStorage(page, password);

  // The old password no longer works; the new one does.
  await logOut(page);
  await submitLogin(page, email, password);
  await expect(page.getByRole('alert')).toHaveText(en['auth.error.invalidCredentials']);
  await submitLogin(page, email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page.locator('#account-profile')).toContainText('Nare');
  await expectNoPasswordInStorage(page, newPassword);
});

test('forgot password: the mail arrives, the link resets once, the new password logs in', async ({ page, request }) => {
  const email = uniqueEmail('forgot');
  const register = await request.post('/api/users/register', {
    data: { login: email, password: 'forgotten pw 1', firstName: 'Forgot', lastName: 'Ful' },
  });
  expect(register.status()).toBe(201);

  await page.goto('/forgot-password');
  await page.locator(submit).click();
  await expect(page.getByRole('alert')).toHaveText(en['auth.validation.emailRequired']);
  await page.locator('#forgot-email').fill(email);
  await page.locator(submit).click();
  await expect(page.getByRole('status').filter({ hasText: en['auth.forgot.success'] })).toBeVisible();

  const link = await resetLinkFromOutbox(email);
  await page.goto(link);
  await page.locator('#reset-password').fill('remembered pw 2');
  await page.locator(submit).click();
  await expect(page.getByText(en['auth.reset.success'])).toBeVisible();
  await page.getByRole('link', { name: en['auth.reset.login'] }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill('remembered pw 2');
  await page.locator(submit).click();
  await expect(page).toHaveURL(/\/$/);

  // The link works once; a signed-in visitor is sent home first, so sign out before trying it again.
  await logOut(page);
  await page.goto(link);
  await page.locator('#reset-password').fill('another pw 33');
  await page.locator(submit).click();
  await expect(page.getByRole('alert')).toHaveText(en['auth.reset.failed']);
});

test('login explains refusals in the red alert and sends nothing without both fields', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/users/login')) calls.push(r.method());
  });
  await page.goto('/login');
  await page.locator('#login-email').fill('someone@example.com');
  await page.locator(submit).click();
  await expect(page.getByRole('alert')).toHaveText(en['auth.validation.fillAllFields']);
  expect(calls).toEqual([]);

  await submitLogin(page, uniqueEmail('nobody'), 'whatever pw 1');
  await expect(page.getByRole('alert')).toHaveText(en['auth.error.accountNotFound']);
  await expect(page.locator('.alert--error')).toBeVisible();
});

test('a signed-in visitor is sent from /login and /register to the home page; /signup leads to /register', async ({
  page,
  request,
}) => {
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/register$/);

  const email = uniqueEmail('already');
  await page.goto('/register');
  await page.locator('#reg-first').fill('Al');
  await page.locator('#reg-last').fill('Ready');
  await page.locator('#reg-login').fill(email);
  await page.locator('#reg-password').fill('already in 123');
  await page.locator('#reg-terms').check();
  await page.locator(submit).click();
  await expect(page).toHaveURL(/\/account$/);
  for (const path of ['/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  }
  expect((await request.get('/api/users/me')).status()).toBe(401); // the API context has no cookie
});
