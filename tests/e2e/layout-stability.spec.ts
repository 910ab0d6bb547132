import { expect, test } from '@playwright/test';
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts.ts';

/**
 * Nothing moves while a page loads on a slow phone. At 4x CPU, Chromium may paint a partly parsed document; before the
 * layout's render-blocking `link rel=expect` about one load in five painted a half-built header (the language menu
 * 34 px wide, the Login links missing) and then shifted it. Chromium 156.0.8078.108 still drew one frame in eight with
 * the menu's summary missing while the link named the header itself; it now names #site-header-parsed, a mark after
 * the header. Several loads per page, from first paint on.
 */
const LOADS = 6;

for (const path of ['/', '/shop', '/shop/armenian-ceramics', '/ru/shop']) {
  test(`no layout shift while ${path} loads on a throttled phone`, async ({ browser }) => {
    const found: string[] = [];
    for (let i = 0; i < LOADS; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await watchLayoutShifts(page);
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForTimeout(800);
      found.push(...(await layoutShifts(page)).map((s) => `load ${i + 1}: ${s}`));
      await context.close();
    }
    expect(found).toEqual([]);
  });
}
