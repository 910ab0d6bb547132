import { expect, test } from '@playwright/test';
import { dictionaries } from './auth-helpers.ts';

const submit = 'form.auth-form button[type=submit]';

for (const locale of ['en', 'hy', 'ru'] as const) {
  const d = dictionaries[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test(`validation texts in ${locale}`, async ({ page }) => {
    await page.goto(`${prefix}/register`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.locator(submit).click();
    await expect(page.getByRole('alert')).toHaveText(d['auth.validation.allFieldsRequired']);
    await page.locator('#reg-first').fill('  Ani  ');
    await page.locator('#reg-last').fill('Sargsyan');
    await page.locator('#reg-login').fill('ani@example.com');
    await page.locator('#reg-password').fill('long enough 1');
    await page.locator(submit).click();
    await expect(page.getByRole('alert')).toHaveText(d['auth.validation.termsRequired']);
    // Blank after trimming counts as empty.
    await page.locator('#reg-first').fill('   ');
    await page.locator('#reg-terms').check();
    await page.locator(submit).click();
    await expect(page.getByRole('alert')).toHaveText(d['auth.validation.allFieldsRequired']);

    await page.goto(`${prefix}/login`);
    await page.locator(submit).click();
    await expect(page.getByRole('alert')).toHaveText(d['auth.validation.fillAllFields']);

    await page.goto(`${prefix}/forgot-password`);
    await page.locator(submit).click();
    await expect(page.getByRole('alert')).toHaveText(d['auth.validation.emailRequired']);

    await page.goto(`${prefix}/reset-password/_`);
    await page.locator('#reset-password').fill('new password 1');
    await page.locator(submit).click();
    await expect(page.getByRole('alert')).toHaveText(d['auth.validation.invalidTokenOrPassword']);
  });
}
