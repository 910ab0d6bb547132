import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from './support/env.ts';
import { apiProduct, hydrated, outboxMails, signIn } from './support/shop.ts';

/** Back-in-stock alerts, the newsletter's double opt-in and export, and the owner's contact inbox, end to end. */

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** Undoes quoted-printable soft breaks and escapes, enough to read a link in an .eml file. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The mail to `to` whose (decoded) text matches, once the outbox's sender has written it; as it was written. */
async function mailTo(to: string, matching: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = outboxMails().find(
          (m) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(m) && matching.test(decoded(m)),
        );
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

async function setStock(request: APIRequestContext, id: number, name: string, quantity: number) {
  const res = await request.put(`/api/post/${id}`, {
    data: {
      name,
      desc: 'Made for the back-in-stock e2e test.',
      price: 42,
      weight: 250,
      category: 'armenian-ceramics',
      subCategory: 'mugs',
      color: 'blue',
      material: 'Ceramic',
      imageUrls: [],
      sizeQuantities: [{ size: 'One Size', quantity }],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a shopper asks for a sold-out product, the owner restocks it in the admin form, and the mail goes out once', async ({
  page,
  browser,
}) => {
  await signIn(page.request, e2eAdmin.email, e2eAdmin.password);
  const name = unique('E2E sold-out mug');
  const product = await apiProduct(page.request, name);
  await setStock(page.request, product.id, name, 0);

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const address = `${unique('waiting')}@example.com`;
  await shopper.goto(`/product/${product.id}`);
  await hydrated(shopper);
  await expect(shopper.getByText('Sold out? We can e-mail you once it is back.')).toBeVisible();
  await shopper.getByLabel('Your e-mail').fill(address);
  await shopper.getByRole('button', { name: 'E-mail me when it is back' }).click();
  await expect(shopper.getByText(`Done: we will write to ${address} once it is back.`)).toBeVisible();
  await shopperContext.close();

  await page.goto(`/product/edit/${product.id}`);
  await hydrated(page);
  const quantity = page.getByLabel('Quantity 1');
  await expect(quantity).toHaveValue('0');
  await quantity.fill('3');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();

  const mail = decoded(await mailTo(address, new RegExp(`Subject: Back in stock: ${name}`)));
  expect(mail).toContain(`/product/${product.id}`);
  // Sold out and restocked again: the request was closed by the first restock, so no second mail.
  await setStock(page.request, product.id, name, 0);
  await setStock(page.request, product.id, name, 5);
  await page.waitForTimeout(4000);
  expect(outboxMails().filter((m) => m.includes(address))).toHaveLength(1);
});

test('newsletter: subscribe in the footer, confirm from the mail, the owner finds the address in the CSV and sends an issue', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // two mails out and back, a download and the owner's form
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const address = `${unique('reader')}@example.com`;
  await visitor.goto('/hy/about');
  await visitor.locator('#newsletter-email').fill(address);
  await visitor.locator('.newsletter__button').click();
  await expect(visitor.locator('#newsletter-status')).toContainText(address);

  const mail = await mailTo(address, /newsletter\/confirm\?token=/);
  // Header lines may be folded onto the next line.
  expect(mail).toMatch(/^List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=/m);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const link = new URL(decoded(mail).match(/https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/)![0]);
  expect(link.pathname).toBe('/hy/newsletter/confirm');

  // Not counted before the link is opened.
  await signIn(page.request, e2eAdmin.email, e2eAdmin.password);
  expect(await (await page.request.get('/api/newsletter/subscribers.csv')).text()).not.toContain(address);

  await visitor.goto(link.pathname + link.search);
  await visitor.getByRole('button', { name: 'Հաստատել բաժանորդագրությունը' }).click();
  await expect(visitor.locator('.newsletter-link__status')).toHaveText(
    `Շնորհակալություն։ ${address} հասցեն այժմ կստանա մեր տեղեկագիրը։`,
  );
  await visitorContext.close();

  await page.goto('/account');
  await hydrated(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the subscribers (CSV)' }).click();
  const file = await (await download).createReadStream();
  let csv = '';
  for await (const chunk of file) csv += chunk;
  expect(csv).toMatch(new RegExp(`^${address.replace(/[.+]/g, '\\$&')},hy,\\d{4}-`, 'm'));

  // The owner writes an issue in English and Armenian; the Armenian reader gets the Armenian words.
  const composer = page.locator('.newsletter-compose');
  await composer.getByRole('button', { name: 'Check and send…' }).click();
  await expect(composer.getByText('English: write the subject.')).toBeVisible();
  const subject = unique('Pomegranate week');
  await composer
    .getByRole('group', { name: /^English/ })
    .getByLabel('Subject')
    .fill(subject);
  await composer
    .getByRole('group', { name: /^English/ })
    .getByLabel('Text')
    .fill('New plates.\n\nOpen every day.');
  await composer
    .getByRole('group', { name: /^Հայերեն/ })
    .getByLabel('Subject')
    .fill(`${subject} (հայ)`);
  await composer
    .getByRole('group', { name: /^Հայերեն/ })
    .getByLabel('Text')
    .fill('Նոր ափսեներ։');
  await composer.getByRole('button', { name: 'Check and send…' }).click();
  await composer.getByRole('button', { name: 'Yes, send it now' }).click();
  await expect(composer.getByRole('status')).toContainText('Queued for');
  // The subject's unique tail is plain ASCII in the encoded header; the Armenian words are the page's language.
  const issue = decoded(await mailTo(address, new RegExp(subject.slice(subject.indexOf('-') + 1))));
  expect(issue).toContain('lang="hy"');
  expect(issue).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
});

test("a contact message shows in the owner's inbox, is read and marked answered", async ({ page, browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const subject = unique('Inbox e2e');
  await visitor.goto('/contact');
  await visitor.getByLabel('Name', { exact: true }).fill('Ani Visitor');
  await visitor.getByLabel('Email', { exact: true }).fill('ani.visitor@example.com');
  await visitor.getByLabel('Phone', { exact: true }).fill('054-716-2237');
  await visitor.getByLabel('Subject', { exact: true }).fill(subject);
  await visitor.getByLabel('Message', { exact: true }).fill('Do you make tiles with a family name on them?');
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' }).first(),
  ).toBeVisible();
  await visitorContext.close();

  await signIn(page.request, e2eAdmin.email, e2eAdmin.password);
  await page.goto('/account');
  await hydrated(page);
  const inbox = page.locator('#account-inbox');
  const item = inbox.locator('.inbox__item', { hasText: subject });
  await expect(item).toBeVisible();
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await item.locator('summary').click();
  await expect(item.getByText('Do you make tiles with a family name on them?')).toBeVisible();
  await expect(item.getByText('New', { exact: true })).toBeHidden();
  const reply = item.getByRole('link', { name: 'Reply by e-mail' });
  expect(await reply.getAttribute('href')).toMatch(/^mailto:ani\.visitor@example\.com\?subject=Re%3A%20Inbox%20e2e/);
  await item.getByRole('button', { name: 'Mark answered' }).click();
  await expect(inbox.locator('.inbox__item', { hasText: subject })).toBeHidden();
  await inbox.getByRole('button', { name: 'Answered' }).click();
  await expect(inbox.locator('.inbox__item', { hasText: subject })).toBeVisible();
});
