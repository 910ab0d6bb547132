import { expect, test } from '@playwright/test';
import { hydrated, register, signIn } from './support/shop.ts';

test('a shopper adds a card on the account page: a bad number is named, a good one is shown masked', async ({
  page,
}) => {
  const { login, password } = await register(page.request, 'payment');
  await signIn(page.request, login, password);
  await page.goto('/account');
  await hydrated(page);
  const section = page.locator('#account-payment');
  await section.getByRole('button', { name: 'Add card' }).click();

  await section.getByLabel('Name on card').fill('Nare Customer');
  await section.getByLabel('Card number').fill('4111 1111 1111 1112');
  await section.locator('#payment-expiry').fill('2031-04');
  await section.getByLabel('CVV').fill('123');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('This card number is not valid for the chosen card type.')).toBeVisible();
  await expect(section.getByLabel('Card number')).toBeFocused();

  await section.getByLabel('Card number').fill('4111 1111 1111 1111');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByTestId('masked-card')).toContainText('1111');
  await expect(section.getByTestId('masked-card')).not.toContainText('4111 1111');
  await expect(section).toContainText('2031/04');
});
