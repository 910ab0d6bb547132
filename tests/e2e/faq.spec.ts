import { expect, test } from '@playwright/test';

/** FAQ: the search box filters the accordion; answers built from content (countries, ring sizes, materials). */

test('searching filters the questions and opens the matches', async ({ page }) => {
  await page.goto('/faq');
  const items = page.locator('[data-faq-item]');
  await expect(items).toHaveCount(10);
  await expect(page.locator('#faq-count')).toHaveText('10 questions');

  await page.getByLabel('Search the questions').fill('ring size');
  await expect(items.filter({ visible: true })).toHaveCount(1);
  await expect(page.locator('#faq-count')).toHaveText('1 question');
  const ring = page.locator('#ring-sizes');
  await expect(ring).toHaveAttribute('open', '');
  await expect(ring).toContainText('5, 5.5, 6');
  await expect(ring).toContainText('14');

  await page.getByLabel('Search the questions').fill('zzzz');
  await expect(items.filter({ visible: true })).toHaveCount(0);
  await expect(page.getByText('No questions match your search.')).toBeVisible();

  await page.getByLabel('Search the questions').fill('');
  await expect(items.filter({ visible: true })).toHaveCount(10);
  await expect(page.locator('[data-faq-item][open]')).toHaveCount(0);
});

test('the return policy and data-built answers are there, in every language', async ({ page }) => {
  await page.goto('/faq');
  await page.getByText('What is your return policy?').click();
  await expect(page.locator('#returns')).toContainText('30 days');
  await page.getByText('Which countries do you ship to?').click();
  await expect(page.locator('#countries li')).toHaveCount(77);
  await expect(page.locator('#countries')).toContainText('Armenia');
  await page.getByText('What materials are your products made of?').click();
  await expect(page.locator('#materials')).toContainText('Porcelain');

  await page.goto('/ru/faq');
  await page.getByLabel('Поиск по вопросам').fill('материал');
  await expect(page.locator('#materials')).toBeVisible();
  await expect(page.locator('#materials')).toContainText('Фарфор');
  await expect(page.locator('#faq-count')).toHaveText('1 вопрос');
});
