import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/env.ts';
import { apiProduct, customerPage, hydrated, outboxMails, paidOrder, signIn } from './support/shop.ts';

/**
 * The owner refunds a paid order from All Orders (test-payment mode walks the same server flow as PayPal): part of
 * it after confirming the amount, then the rest by cancelling. The refunds are listed on the order and on the
 * customer's invoice, the stock comes back once, and the customer gets a refund mail and a cancellation mail.
 */

const usd = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('the owner refunds part of a paid order, then cancels it and the rest goes back', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page.request, e2eAdmin.email, e2eAdmin.password);
  const product = await apiProduct(page.request, `E2E refunded bowl ${Date.now().toString(36)}`, [
    { size: 'One Size', quantity: 5 },
  ]);
  const { context, page: shopper, customer } = await customerPage(browser);
  const orderId = await paidOrder(shopper.request, product.id, 'One Size');
  const paid = await (await page.request.get(`/api/order/${orderId}`)).json();
  const rest = Math.round(paid.total * 100 - 1_000) / 100;

  await page.goto('/all-orders');
  await hydrated(page);
  await page.getByLabel('Order id or customer e-mail').fill(customer.login);
  await page.getByRole('button', { name: 'Show' }).click();
  const panel = page.locator(`details[data-order-id="${orderId}"]`);
  await panel.locator('summary').click();
  const refunds = panel.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText(`Left to refund: ${usd(paid.total)}`);

  // Too much is refused on the screen, before anything is sent.
  await refunds.getByRole('button', { name: 'Refund…' }).click();
  const amount = refunds.getByLabel('Amount to refund (USD)');
  await expect(amount).toHaveValue(paid.total.toFixed(2));
  await amount.fill(String(paid.total + 1));
  await refunds.getByRole('button', { name: 'Review refund' }).click();
  await expect(refunds.getByRole('alert')).toHaveText(`At most ${usd(paid.total)} is left to refund.`);

  await amount.fill('10');
  await refunds.getByRole('button', { name: 'Review refund' }).click();
  await expect(refunds.getByRole('alertdialog')).toContainText(
    'Record a refund of $10.00? This order was paid in test-payment mode, so no money moves.',
  );
  await refunds.getByRole('button', { name: 'Refund $10.00' }).click();
  await expect(page.getByText('Refunded $10.00.')).toBeVisible();
  await expect(refunds.getByRole('listitem')).toHaveCount(1);
  await expect(refunds.getByRole('listitem')).toContainText('$10.00');
  await expect(refunds.getByRole('listitem')).toContainText('Refunded');
  await expect(refunds).toContainText(`Left to refund: ${usd(rest)}`);
  await expect(panel.locator('summary .badge')).toHaveText('Paid');

  // Cancelling sends the rest back first, and says so on the button.
  await panel.getByRole('button', { name: 'Edit Status' }).click();
  await panel.getByLabel('New status').selectOption('Cancelled');
  await expect(panel.getByRole('status')).toContainText(`Saving first records a refund of ${usd(rest)}`);
  await panel.getByRole('button', { name: `Refund ${usd(rest)} and save` }).click();
  await expect(page.getByText('Order status updated.')).toBeVisible();
  await expect(panel.locator('summary .badge')).toHaveText('Cancelled');
  await expect(refunds.getByRole('listitem')).toHaveCount(2);
  await expect(refunds).not.toContainText('Left to refund');

  // The history tells the owner what happened.
  await panel.getByRole('button', { name: /^History/ }).click();
  await expect(panel.locator('.admin-history__list')).toContainText('Refunded $10.00 through test-payment mode');

  // The order JSON lists both refunds; the stock came back once; the customer got the mails.
  const order = await (await shopper.request.get(`/api/order/${orderId}`)).json();
  expect(order).toMatchObject({ status: 'Cancelled', refundable: 0 });
  expect(order.refunds.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([
    [10, 'COMPLETED'],
    [rest, 'COMPLETED'],
  ]);
  // The customer's invoice shows both refunds and the cancellation.
  await shopper.goto(`/orders/${orderId}`);
  const facts = shopper.locator('.invoice__payment-facts [data-payment="refund"]');
  await expect(facts).toHaveCount(2);
  await expect(facts.first()).toContainText('Refunded $10.00 on');
  await expect(facts.nth(1)).toContainText(`Refunded ${usd(rest)} on`);
  await expect(shopper.locator('[data-payment="cancelled"]')).toContainText('Cancelled on');
  const stock = (await (await page.request.get(`/api/post/${product.id}`)).json()).sizeQuantities[0].quantity;
  expect(stock).toBe(5);
  const about = (subject: RegExp) =>
    outboxMails().filter((m) => m.includes(customer.login) && m.includes(orderId) && subject.test(m)).length;
  await expect.poll(() => about(/A refund for your order/)).toBe(1);
  await expect.poll(() => about(/has been cancelled/)).toBe(1);
  await context.close();
});
