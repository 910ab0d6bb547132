import { expect, test } from '@playwright/test';
import countriesFile from '../../content/countries.json' with { type: 'json' };
import { dictionaries } from './auth-helpers.ts';
import { customerPage, hydrated } from './support/shop.ts';

/** Countries in the shopper's language: labels from the dictionary in the language's order, the stored name sent. */

const stored = countriesFile.countries.map((c) => c.name);

for (const [locale, tag] of [
  ['hy', 'hy-AM'],
  ['ru', 'ru-RU'],
] as const) {
  test(`the ${locale} account address form names and sorts countries in that language and saves the stored name`, async ({
    browser,
  }) => {
    const words = dictionaries[locale];
    const { context, page } = await customerPage(browser);
    await page.goto(`/${locale}/account`);
    await hydrated(page);
    await page.getByRole('button', { name: words['account.address.add'] }).click();

    const select = page.getByLabel(words['account.address.country']!, { exact: true });
    const options = await select
      .locator('option:not([value=""])')
      .evaluateAll((els) => els.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
    const collator = new Intl.Collator(tag);
    const expected = stored
      .map((value) => ({ value, label: words[`country.${value}`]! }))
      .sort((a, b) => collator.compare(a.label, b.label));
    expect(options).toEqual(expected);

    await page.getByLabel(words['account.address.fullName']!).fill('Nare Customer');
    await page.getByLabel(words['account.address.street']!).fill('12 Abovyan St');
    await page.getByLabel(words['account.address.city']!).fill('Yerevan');
    await page.getByLabel(words['account.address.zipCode']!).fill('0010');
    await page.getByLabel(words['account.address.phone']!).fill('+374 10 123456');
    await select.selectOption({ label: words['country.Armenia']! });
    await page.getByRole('button', { name: words['account.save'] }).click();

    await expect(page.locator('address.account-address')).toContainText(words['country.Armenia']!);
    const me = await page.request.get('/api/users/me');
    expect(((await me.json()) as { address: { country: string } }).address.country).toBe('Armenia');
    await context.close();
  });
}
