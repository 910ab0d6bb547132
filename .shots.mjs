import { chromium } from 'playwright';
const base = 'http://127.0.0.1:4420';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const jobs = [];
for (const w of [320, 390]) for (const p of ['/shop', '/hy/shop']) jobs.push({ w, p, kind: 'shop' });
for (const w of [320, 390, 1280]) for (const p of ['/', '/hy/', '/ru/']) jobs.push({ w, p, kind: 'footer' });
for (const j of jobs) {
  const page = await browser.newPage({ viewport: { width: j.w, height: 900 } });
  await page.goto(base + j.p, { waitUntil: 'networkidle', timeout: 120000 });
  const name = `/tmp/shots/${j.kind}-${j.p.replace(/\//g, '_') || 'root'}-${j.w}.png`;
  if (j.kind === 'shop') {
    const grid = page.locator('.product-card').first();
    await grid.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const titles = await page.$$eval('.product-card__name', (els) => els.slice(0, 6).map((e) => [e.textContent.trim(), e.scrollWidth <= e.clientWidth + 1]));
    console.log(j.p, j.w, 'page overflow px', overflow, JSON.stringify(titles));
    await page.screenshot({ path: name, fullPage: false, clip: undefined });
  } else {
    const footer = page.locator('footer.site-footer');
    await footer.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await footer.screenshot({ path: name });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(j.p, j.w, 'footer shot, page overflow px', overflow);
  }
  await page.close();
}
await browser.close();
