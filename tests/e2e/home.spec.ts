import { expect, test, type Page } from '@playwright/test';

/** Home carousels: the hero fader and the embla 'Bestsellers' carousel (autoplay, dots, keys, reduced motion). */

const heroDot = (page: Page, n: number) => page.locator('[data-hero] [data-dot]').nth(n);
const activeHeroSlide = (page: Page) =>
  page
    .locator('[data-hero] [data-slide]')
    .evaluateAll((slides) => slides.findIndex((s) => s.classList.contains('is-active')));

async function bestsellers(page: Page) {
  const region = page.locator('.bestsellers');
  await region.scrollIntoViewIfNeeded();
  // client:visible: wait until the island has hydrated.
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((i) => !i.hasAttribute('ssr')));
  await expect(region.locator('.carousel-dot').first()).toBeVisible();
  return region;
}

async function selectedDot(page: Page): Promise<number> {
  return page
    .locator('.bestsellers .carousel-dot')
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));
}

test.describe('hero', () => {
  test('shows one captioned slide at a time; dots, arrows and keys change it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-hero] [data-slide]')).toHaveCount(4);
    expect(await activeHeroSlide(page)).toBe(0);
    await expect(page.locator('[data-hero] [data-slide]').nth(1)).toHaveAttribute('aria-hidden', 'true');

    await heroDot(page, 2).click();
    expect(await activeHeroSlide(page)).toBe(2);
    await expect(heroDot(page, 2)).toHaveAttribute('aria-current', 'true');

    await page.locator('[data-hero]').getByRole('button', { name: 'Next slide' }).click();
    expect(await activeHeroSlide(page)).toBe(3);
    await page.keyboard.press('ArrowRight');
    expect(await activeHeroSlide(page)).toBe(0);
    await page.keyboard.press('ArrowLeft');
    expect(await activeHeroSlide(page)).toBe(3);
  });

  test('advances by itself, and the pause button stops it', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => activeHeroSlide(page), { timeout: 8000 }).toBe(1);
    await page.locator('[data-hero]').getByRole('button', { name: 'Pause the slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    const now = await activeHeroSlide(page);
    await page.waitForTimeout(6000);
    expect(await activeHeroSlide(page)).toBe(now);
    await expect(page.locator('[data-hero]').getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  });
});

test('the hero never shows two headlines at once while it fades', async ({ page }) => {
  await page.goto('/');
  // Every animation frame of a change of slide: how many captions are visible at all.
  const most = await page.evaluate(async () => {
    const inners = [...document.querySelectorAll<HTMLElement>('[data-hero] .hero__inner')];
    (document.querySelector('[data-hero] [data-next]') as HTMLButtonElement).click();
    let max = 0;
    const until = performance.now() + 1500;
    while (performance.now() < until) {
      await new Promise(requestAnimationFrame);
      max = Math.max(max, inners.filter((el) => Number(getComputedStyle(el).opacity) > 0.02).length);
    }
    return max;
  });
  expect(most).toBe(1);
});

test.describe('bestsellers carousel', () => {
  test('autoplay advances every 3 s', async ({ page }) => {
    await page.goto('/');
    await bestsellers(page);
    await page.mouse.move(0, 0);
    const start = await selectedDot(page);
    await expect.poll(() => selectedDot(page), { timeout: 5000 }).not.toBe(start);
  });

  test('dots and arrow keys move it', async ({ page }) => {
    await page.goto('/');
    const region = await bestsellers(page);
    await region.locator('.carousel-dot').nth(4).click();
    await expect.poll(() => selectedDot(page)).toBe(4);

    // Focus inside the carousel pauses autoplay, so the keys are the only thing that moves it now.
    await region.locator('.carousel-dot').nth(4).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selectedDot(page)).toBe(5);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => selectedDot(page)).toBe(3);
  });

  test('is infinite: previous from the first goes to the last', async ({ page }) => {
    await page.goto('/');
    const region = await bestsellers(page);
    await region.locator('.carousel-dot').first().click();
    await region.getByRole('button', { name: 'Previous slide' }).click();
    const count = await region.locator('.carousel-dot').count();
    await expect.poll(() => selectedDot(page)).toBe(count - 1);
  });

  test('tiles link to category listings', async ({ page }) => {
    await page.goto('/');
    const region = await bestsellers(page);
    const hrefs = await region
      .locator('.bestsellers__tile')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(10);
    for (const href of hrefs) expect(href).toMatch(/^\/shop\/[a-z0-9-]+$/);
  });

  test('a short drag snaps back; a long drag moves', async ({ page }) => {
    await page.goto('/');
    const region = await bestsellers(page);
    await region.locator('.carousel-dot').nth(2).click();
    await expect.poll(() => selectedDot(page)).toBe(2);
    const box = (await region.locator('.bestsellers__viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 40, y, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(600);
    expect(await selectedDot(page)).toBe(2);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 250, y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => selectedDot(page)).not.toBe(2);
  });

  test('stands still while a tile has keyboard focus, and stays paused by its button after focus and pointer leave', async ({
    page,
  }) => {
    await page.goto('/');
    const region = await bestsellers(page);
    await page.mouse.move(0, 0);
    await region.locator('.bestsellers__tile').nth(1).focus();
    const start = await selectedDot(page);
    await page.waitForTimeout(4000);
    expect(await selectedDot(page)).toBe(start);
    await expect(region.locator('.bestsellers__tile').nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect(region).toHaveAttribute('data-moving', 'false');

    await region.getByRole('button', { name: 'Pause' }).click();
    await expect(region.getByRole('button', { name: 'Play' })).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await page.waitForTimeout(4000);
    expect(await selectedDot(page)).toBe(start);
    await region.getByRole('button', { name: 'Play' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect.poll(() => selectedDot(page), { timeout: 6000 }).not.toBe(start);
  });

  test('respects prefers-reduced-motion: no autoplay', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await bestsellers(page);
    await page.mouse.move(0, 0);
    const start = await selectedDot(page);
    await page.waitForTimeout(4000);
    expect(await selectedDot(page)).toBe(start);
    expect(await activeHeroSlide(page)).toBe(0);
  });
});

// A phone shows one tile and part of the next (a third of a phone is too narrow for a category's longest word).
test('shows 4 tiles per view at 1280 px, 3 at 800 px, 2 at 540 px and one and a part at 390 px', async ({ page }) => {
  for (const [width, perView] of [
    [1280, 4],
    [800, 3],
    [540, 2],
    [390, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const region = await bestsellers(page);
    const viewport = (await region.locator('.bestsellers__viewport').boundingBox())!;
    const slide = (await region.locator('.bestsellers__slide').first().boundingBox())!;
    expect(Math.round(viewport.width / slide.width), `${width}px`).toBe(perView);
  }
});
