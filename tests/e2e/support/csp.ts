import type { Page } from '@playwright/test';

/**
 * Records the page's Content-Security-Policy violations (console errors and `securitypolicyviolation` events; init
 * scripts are not subject to the page's policy). The returned function hands over what was seen since last asked.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`),
    );
  });
  const seen = () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp?.splice(0) ?? []);
  return async () => {
    // A page may send the visitor on (the signed-out cart goes to /login): read the page that stays.
    const events = await seen().catch(async () => {
      await page.waitForLoadState('load');
      return seen();
    });
    return [...consoleErrors.splice(0), ...events];
  };
}
