// The API on its own origin (PUBLIC_API_URL): CORS with credentials for the site's origin only, the cookie's CSRF
// check unchanged, and the no-JavaScript form posts sent back to the site's pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ownOriginConfig, SITE } from '../support/own-origin.ts';
import { createSiteApp } from '../../src/server/server.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { asCookie, createAccount } from './users-fixtures.ts';

const FOREIGN = 'https://evil.example.net';

const corsHeaders = (res: Response) => [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('the API on its own origin (PUBLIC_API_URL)', () => {
  let t: TestApp;
  let site: ReturnType<typeof createSiteApp>;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: ownOriginConfig() });
    site = createSiteApp(t.services, { siteDir: () => null, logRequests: false });
  });
  afterAll(() => t.close());

  const call = (path: string, init: RequestInit = {}) => site.request(`${API}/api${path}`, init);

  it("answers the site's origin with CORS headers and credentials", async () => {
    const res = await call('/health', { headers: { origin: SITE } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/X-Total-Count/i);
    expect(res.headers.get('vary')).toMatch(/origin/i);
  });

  it('answers a preflight from the site for a cookie-carrying write with a custom header', async () => {
    const res = await call('/users/someone/cartList', {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type, idempotency-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toMatch(/PUT/);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/content-type.*idempotency-key/);
    // The login page signs in with Basic credentials.
    const login = await call('/users/login', {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(login.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('gives any other origin no CORS header at all, preflight included', async () => {
    const read = await call('/health', { headers: { origin: FOREIGN } });
    expect(read.status).toBe(200);
    expect(corsHeaders(read)).toEqual([]);
    expect(read.headers.get('vary')).toMatch(/origin/i);
    const preflight = await call('/users/someone/cartList', {
      method: 'OPTIONS',
      headers: { origin: FOREIGN, 'access-control-request-method': 'PUT' },
    });
    expect(corsHeaders(preflight)).toEqual([]);
  });

  it("lets the site's pages write with the session cookie, and refuses another origin's (CSRF)", async () => {
    const account = await createAccount(t);
    const fromSite = await call('/users/logout', { method: 'POST', headers: { origin: SITE, ...asCookie(account) } });
    expect(fromSite.status).toBeLessThan(300);
    const other = await createAccount(t);
    const forged = await call('/users/logout', { method: 'POST', headers: { origin: FOREIGN, ...asCookie(other) } });
    expect(forged.status).toBe(403);
    expect(corsHeaders(forged)).toEqual([]);
  });

  it("sends a form posted without JavaScript back to the site's page, not the API's origin", async () => {
    const form = (fields: Record<string, string>, referer: string) => ({
      method: 'POST',
      headers: { origin: SITE, referer, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    // Cross-origin, the browser's Referer is the bare origin (strict-origin-when-cross-origin): the form says its page.
    const newsletter = await call('/newsletter', form({ email: 'form.post@example.com', back: '/hy/faq' }, `${SITE}/`));
    expect(newsletter.status).toBe(303);
    expect(newsletter.headers.get('location')).toBe(`${SITE}/hy/faq#newsletter-thanks`);
    for (const back of ['//evil.example.net/x', '/product/_', `${FOREIGN}/x`]) {
      const res = await call('/newsletter', form({ email: 'form.post@example.com', back }, `${SITE}/`));
      expect(res.headers.get('location'), back).toBe(`${SITE}/#newsletter-thanks`);
    }
    const contact = await call('/contact', form({ locale: 'ru', name: 'Ani' }, `${SITE}/ru/contact`));
    expect(contact.status).toBe(303);
    expect(contact.headers.get('location')).toBe(`${SITE}/ru/contact#contact-invalid`);
  });

  it('lets the pages call and post forms to the API origin in its policy', async () => {
    // A page without a policy of its own (the "getting ready" page: no site is built here) gets the whole policy.
    const res = await site.request(`${SITE}/`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(new RegExp(`connect-src 'self' ${API}[ ;]`));
    expect(policy).toMatch(new RegExp(`form-action 'self' ${API}(;|$)`));
  });
});

describe("the API on the pages' own origin (no PUBLIC_API_URL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('sends no CORS header, even to the site itself', async () => {
    const site = createSiteApp(t.services, { siteDir: () => null, logRequests: false });
    const origin = t.services.config.publicSiteUrl;
    const res = await site.request(`${origin}/api/health`, { headers: { origin } });
    expect(corsHeaders(res)).toEqual([]);
  });
});
