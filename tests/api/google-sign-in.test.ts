import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { users } from '../../src/server/db/schema.ts';
import { SESSION_COOKIE } from '../../src/server/http/auth.ts';
import { googleCallbackUrl } from '../../src/server/oidc/google.ts';
import { googleSignInRoutes } from '../../src/server/routes/google-sign-in.ts';
import { NO_PASSWORD } from '../../src/server/security/passwords.ts';
import { startLocalGoogle, type LocalGoogle } from '../support/google-provider.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import { basic, createAccount, login, uniqueLogin } from './users-fixtures.ts';

const FLOW_COOKIE = 'shop_google_flow';
const enc = encodeURIComponent;

/** The value of one cookie an answer sets ('' when it deletes it), or undefined when it does not touch it. */
function setCookie(res: Response, name: string): string | undefined {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return line === undefined ? undefined : line.slice(name.length + 1).split(';')[0];
}

/** A browser at the provider: keeps its cookies and follows its redirects until one leaves for the shop. */
async function atProvider(google: LocalGoogle, url: string, jar: Map<string, string>, init: RequestInit = {}) {
  let next: string | null = url;
  let request = init;
  for (let hop = 0; hop < 10 && next?.startsWith(google.issuer); hop++) {
    const res: Response = await fetch(next, {
      ...request,
      redirect: 'manual',
      headers: {
        ...(request.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (res.status === 200) return { page: await res.text(), url: next };
    if (res.status < 300 || res.status >= 400) throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    next = new URL(res.headers.get('location')!, next).href;
    request = {};
  }
  return { page: null, url: next! };
}

describe.each(databaseKinds)('Sign in with Google on %s', (kind) => {
  let google: LocalGoogle;
  let app: TestApp;
  const siteConfig = loadConfig({ DATA_DIR: `/tmp/shop-test-${process.pid}` } as NodeJS.ProcessEnv);

  beforeAll(async () => {
    google = await startLocalGoogle([googleCallbackUrl(siteConfig.publicSiteUrl)]);
    const config = loadConfig({
      DATA_DIR: `/tmp/shop-test-${process.pid}`,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER_URL: google.issuer,
    } as NodeJS.ProcessEnv);
    app = await createTestApp(kind, { config });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await google?.close();
  });

  /** Login page → shop → provider's sign-in page → the callback URL the provider sends the browser back to. */
  async function roundTrip(email: string, opts: { next?: string; locale?: string; cancel?: boolean } = {}) {
    const query = new URLSearchParams({ locale: opts.locale ?? 'en', ...(opts.next ? { next: opts.next } : {}) });
    const start = await app.request(`/auth/google?${query}`);
    expect(start.status).toBe(302);
    const flow = setCookie(start, FLOW_COOKIE);
    expect(flow).toBeTruthy();
    expect(start.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(google.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(googleCallbackUrl(siteConfig.publicSiteUrl));
    const jar = new Map<string, string>();
    const page = await atProvider(google, authorize.href, jar);
    expect(page.page).toContain('Sign in to continue');
    const action = opts.cancel ? 'cancel' : 'login';
    const back = await atProvider(google, `${page.url}/${action}`, jar, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    });
    const callback = new URL(back.url);
    expect(callback.origin + callback.pathname).toBe(googleCallbackUrl(siteConfig.publicSiteUrl));
    return { flow: flow!, search: callback.search };
  }

  const callback = (search: string, flow: string | null) =>
    app.request(`/auth/google/callback${search}`, flow ? { headers: { cookie: `${FLOW_COOKIE}=${flow}` } } : {});

  async function expectBackAtLogin(res: Response, path: string, reason: string) {
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, 'http://shop.test');
    expect(location.pathname).toBe(path);
    expect(location.searchParams.get('google_error')).toBe(reason);
    expect(setCookie(res, SESSION_COOKIE)).toBeUndefined();
    return location;
  }

  it('tells the login page whether Google is on', async () => {
    expect(await (await app.request('/auth/options')).json()).toEqual({ google: true });
    const off = googleSignInRoutes({ ...app.services, config: siteConfig });
    expect(await (await off.request('/auth/options')).json()).toEqual({ google: false });
    const start = await off.request('/auth/google?locale=ru&next=%2Fru%2Fcart');
    expect(start.headers.get('location')).toBe('/ru/login?google_error=unavailable&next=%2Fru%2Fcart');
  });

  it('creates an account for a new verified address, with the names, the language and no usable password', async () => {
    const email = uniqueLogin('google-new');
    google.addAccount({ email, emailVerified: true, givenName: 'Անի', familyName: 'Սարգսյան' });
    const { flow, search } = await roundTrip(email, { next: '/hy/cart', locale: 'hy' });
    const res = await callback(search, flow);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/hy/cart');
    expect(setCookie(res, FLOW_COOKIE)).toBe('');
    const session = setCookie(res, SESSION_COOKIE);
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE))).toMatch(/HttpOnly/i);

    const me = await app.request('/users/me', { headers: { cookie: `${SESSION_COOKIE}=${session}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ login: email, firstName: 'Անի', lastName: 'Սարգսյան', roles: ['USER'] });
    const [row] = await app.services.database.db.select().from(users).where(eq(users.login, email));
    expect(row).toMatchObject({ locale: 'hy', passwordHash: NO_PASSWORD });
    // No password opens it: not the marker, not an empty one.
    expect((await login(app, email, NO_PASSWORD)).status).toBe(403);
    expect((await app.request('/users/me', { headers: { authorization: basic(email, '') } })).status).toBe(401);
  });

  it('signs in to the existing account with that address, whose password still works', async () => {
    const account = await createAccount(app, { prefix: 'google-existing' });
    google.addAccount({
      email: account.login.toUpperCase(),
      emailVerified: true,
      givenName: 'Other',
      familyName: 'Name',
    });
    const [before] = await app.services.database.db.select().from(users).where(eq(users.login, account.login));
    const { flow, search } = await roundTrip(account.login.toUpperCase(), { locale: 'ru' });
    const res = await callback(search, flow);
    expect(res.headers.get('location')).toBe('/ru');
    const me = await app.request('/users/me', {
      headers: { cookie: `${SESSION_COOKIE}=${setCookie(res, SESSION_COOKIE)}` },
    });
    expect(await me.json()).toMatchObject({ login: account.login, firstName: 'Ani', lastName: 'Test' });
    const [after] = await app.services.database.db.select().from(users).where(eq(users.login, account.login));
    expect(after).toMatchObject({ id: before.id, passwordHash: before.passwordHash, locale: 'ru' });
    expect((await login(app, account.login, account.password)).status).toBe(200);
  });

  it('refuses a callback whose state is not the one this browser was sent with', async () => {
    const email = uniqueLogin('google-state');
    const { flow, search } = await roundTrip(email, { next: '/hy/account', locale: 'hy' });
    const forged = new URLSearchParams(search);
    forged.set('state', 'an-attackers-state');
    const location = await expectBackAtLogin(await callback(`?${forged}`, flow), '/hy/login', 'state');
    expect(location.searchParams.get('next')).toBe('/hy/account');
    // Nor without the flow cookie (another browser, or one that already finished).
    await expectBackAtLogin(await callback(search, null), '/login', 'state');
    // The real answer was never redeemed, so with the right state it still signs in.
    expect((await callback(search, flow)).headers.get('location')).toBe('/hy/account');
    expect(await app.services.database.db.select().from(users).where(eq(users.login, email))).toHaveLength(1);
  });

  it('refuses a replayed code: the provider redeems each code once', async () => {
    const email = uniqueLogin('google-replay');
    const { flow, search } = await roundTrip(email, { locale: 'ru' });
    expect(setCookie(await callback(search, flow), SESSION_COOKIE)).toBeTruthy();
    await expectBackAtLogin(await callback(search, flow), '/ru/login', 'failed');
  });

  it('refuses an unverified address without making an account', async () => {
    const email = uniqueLogin('google-unverified');
    google.addAccount({ email, emailVerified: false, givenName: 'Mallory', familyName: 'X' });
    const { flow, search } = await roundTrip(email, { next: '/ru/cart', locale: 'ru' });
    const location = await expectBackAtLogin(await callback(search, flow), '/ru/login', 'unverified');
    expect(location.searchParams.get('next')).toBe('/ru/cart');
    expect(await app.services.database.db.select().from(users).where(eq(users.login, email))).toHaveLength(0);
  });

  it('goes back to the login page when the shopper cancels at the provider or the provider errs', async () => {
    const { flow, search } = await roundTrip(uniqueLogin('google-cancel'), { cancel: true, locale: 'hy' });
    expect(new URLSearchParams(search).get('error')).toBe('access_denied');
    await expectBackAtLogin(await callback(search, flow), '/hy/login', 'cancelled');
    const { flow: flow2, search: search2 } = await roundTrip(uniqueLogin('google-error'));
    const failed = new URLSearchParams({ error: 'server_error', state: new URLSearchParams(search2).get('state')! });
    await expectBackAtLogin(await callback(`?${failed}`, flow2), '/login', 'failed');
  });

  it('keeps only same-site paths as next', async () => {
    const { flow, search } = await roundTrip(uniqueLogin('google-next'), { next: '//evil.example/x', locale: 'en' });
    expect((await callback(search, flow)).headers.get('location')).toBe('/');
  });

  it('answers unavailable when the provider cannot be reached', async () => {
    const config = {
      ...app.services.config,
      google: { ...app.services.config.google!, issuerUrl: 'http://127.0.0.1:9' },
    };
    const routes = googleSignInRoutes({ ...app.services, config });
    const res = await routes.request(`/auth/google?locale=hy&next=${enc('/hy/cart')}`);
    expect(res.headers.get('location')).toBe('/hy/login?google_error=unavailable&next=%2Fhy%2Fcart');
  });
});
