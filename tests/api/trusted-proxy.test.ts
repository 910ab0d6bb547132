import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../src/server/server.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { basic, createAccount } from './users-fixtures.ts';

// app.request has no socket: `{ hops: 1 }` trusts the (absent) peer as the proxy, as nginx on the same machine would be.
describe('behind a reverse proxy', () => {
  let t: TestApp;
  let site: ReturnType<typeof createSiteApp>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    site = createSiteApp(t.services, { siteDir: () => null, logRequests: false });
  });
  afterAll(() => t.close());

  const attempt = (login: string, password: string, forwardedFor: string) =>
    t.request('/users/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': forwardedFor, authorization: basic(login, password) },
    });

  it('counts failures against the address our proxy saw, whatever the client wrote to its left', async () => {
    t.services.config.trustProxy = { hops: 1 };
    const victim = await createAccount(t);
    // An attacker at 203.0.113.9 forges a new leftmost entry each time; nginx appends the address it saw.
    for (let i = 0; i < 10; i++)
      expect((await attempt(victim.login, `wrong ${i}`, `10.9.8.${i}, 203.0.113.9`)).status).toBe(403);
    expect((await attempt(victim.login, victim.password, '192.0.2.77, 203.0.113.9')).status).toBe(429);
    // The owner, at another address, still signs in: the pair throttle counted the attacker's address only.
    expect((await attempt(victim.login, victim.password, '198.51.100.7')).status).toBe(200);
  });

  it('with TRUST_PROXY off ignores X-Forwarded-For and X-Forwarded-Proto: no Secure cookie, no HSTS', async () => {
    t.services.config.trustProxy = { hops: 0 };
    const account = await createAccount(t);
    const res = await t.request('/users/login', {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https', authorization: basic(account.login, account.password) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
    const page = await site.request('http://shop.test/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('with a trusted proxy believes its X-Forwarded-Proto: Secure cookie and HSTS', async () => {
    t.services.config.trustProxy = { hops: 1 };
    const account = await createAccount(t);
    const res = await t.request('/users/login', {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https', authorization: basic(account.login, account.password) },
    });
    expect(res.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    const page = await site.request('http://shop.test/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('with proxies listed by address, believes none of it from anyone else', async () => {
    t.services.config.trustProxy = { proxies: ['10.0.0.0/8'] };
    const account = await createAccount(t);
    // No socket peer here, so the request did not come from a listed proxy.
    const res = await t.request('/users/login', {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https', authorization: basic(account.login, account.password) },
    });
    expect(res.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });
});
