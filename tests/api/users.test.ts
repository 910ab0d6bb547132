import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, sessions, users } from '../../src/server/db/schema.ts';
import { hashToken } from '../../src/server/security/tokens.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import {
  asBearer,
  asCookie,
  assertNoSecrets,
  basic,
  createAccount,
  eventually,
  login,
  memoryMailer,
  uniqueLogin,
} from './users-fixtures.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const enc = encodeURIComponent;
const futureExpiry = `${new Date().getUTCFullYear() + 2}-07`;

describe.each(databaseKinds)('users API on %s', (kind) => {
  let app: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    app = await createTestApp(kind, { mailer }, { mailSender: true });
  });
  afterAll(() => app.close());

  describe('register', () => {
    it('answers the profile, signs in with an HttpOnly SameSite cookie and an X-Session-Token', async () => {
      const loginName = uniqueLogin('Reg');
      const res = await app.request('/users/register', {
        method: 'POST',
        json: {
          login: `  ${loginName.toUpperCase()} `,
          password: 'correct horse',
          firstName: ' Ani ',
          lastName: ' Sargsyan ',
          roles: ['ADMINISTRATOR'],
        },
      });
      expect(res.status).toBe(201);
      const profile = await res.json();
      expect(profile).toMatchObject({
        login: loginName.toLowerCase(),
        firstName: 'Ani',
        lastName: 'Sargsyan',
        roles: ['USER'],
        address: null,
        paymentMethod: null,
        wishList: [],
        orders: [],
      });
      expect(profile).toHaveProperty('cart');
      assertNoSecrets(profile, ['correct horse']);
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^shop_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const token = res.headers.get('x-session-token')!;
      expect((await app.request('/users/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    });

    it('answers 409 `already exists ({login})` for a taken login, whatever its case', async () => {
      const a = await createAccount(app);
      const res = await app.request('/users/register', {
        method: 'POST',
        json: { login: a.login.toUpperCase(), password: 'another pw 1', firstName: 'X', lastName: 'Y' },
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: `already exists (${a.login})` });
    });

    it('answers 400 with its own message for a login that is not an e-mail, and for bad passwords', async () => {
      const notEmail = await app.request('/users/register', {
        method: 'POST',
        json: { login: 'ani', password: 'correct horse', firstName: 'A', lastName: 'B' },
      });
      expect(notEmail.status).toBe(400);
      expect((await notEmail.json()).message).toMatch(/login: The login must be an e-mail address/);
      for (const password of ['short', 'x'.repeat(129)]) {
        const res = await app.request('/users/register', {
          method: 'POST',
          json: { login: uniqueLogin(), password, firstName: 'A', lastName: 'B' },
        });
        expect(res.status).toBe(400);
        expect((await res.json()).message).toMatch(/password/);
      }
      const blank = await app.request('/users/register', {
        method: 'POST',
        json: { login: uniqueLogin(), password: 'correct horse', firstName: '  ', lastName: 'B' },
      });
      expect(blank.status).toBe(400);
    });
  });

  describe('login and logout', () => {
    it('answers 404 for an unknown account and 403 for a wrong password, with their texts', async () => {
      const a = await createAccount(app);
      const unknown = await login(app, uniqueLogin('nobody'), 'whatever pw');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: 'Account not found!' });
      const wrong = await login(app, a.login, 'not the password');
      expect(wrong.status).toBe(403);
      expect(await wrong.json()).toEqual({ message: 'Invalid credentials!' });
      expect((await app.request('/users/login', { method: 'POST' })).status).toBe(400);
    });

    it('issues a new session on every login and revokes only the current one on logout', async () => {
      const a = await createAccount(app);
      const first = await login(app, a.login, a.password);
      const second = await login(app, a.login.toUpperCase(), a.password);
      expect(first.status).toBe(200);
      const t1 = first.headers.get('x-session-token')!;
      const t2 = second.headers.get('x-session-token')!;
      expect(t1).not.toBe(t2);
      const out = await app.request('/users/logout', { method: 'POST', headers: { cookie: `shop_session=${t1}` } });
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toMatch(/shop_session=;.*Max-Age=0/);
      expect((await app.request('/users/me', { headers: { authorization: `Bearer ${t1}` } })).status).toBe(401);
      expect((await app.request('/users/me', { headers: { authorization: `Bearer ${t2}` } })).status).toBe(200);
    });

    it('stores only the SHA-256 of session tokens', async () => {
      const a = await createAccount(app);
      const rows = await app.services.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(a.token)));
      expect(rows).toHaveLength(1);
      const all = await app.services.database.db.select({ h: sessions.tokenHash }).from(sessions);
      expect(all.map((r) => r.h)).not.toContain(a.token);
    });

    it('accepts Basic credentials on any call', async () => {
      const a = await createAccount(app);
      const res = await app.request('/users/me', { headers: { authorization: basic(a.login, a.password) } });
      expect(res.status).toBe(200);
      expect(
        (await app.request('/users/me', { headers: { authorization: basic(a.login, 'wrong one!') } })).status,
      ).toBe(401);
    });
  });

  describe('throttling', () => {
    afterEach(() => {
      app.services.config.trustProxy = { hops: 0 };
    });

    it('answers 429 with Retry-After after 10 failures, even to the right password, and opens after the window', async () => {
      const a = await createAccount(app);
      for (let i = 0; i < 10; i++) expect((await login(app, a.login, `wrong password ${i}`)).status).toBe(403);
      const blocked = await login(app, a.login, a.password);
      expect(blocked.status).toBe(429);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect((await blocked.json()).message).toMatch(/Try again in 15 minutes/);
      // Basic on other calls is throttled the same way.
      expect((await app.request('/users/me', { headers: { authorization: basic(a.login, a.password) } })).status).toBe(
        429,
      );
      app.advance(15 * MINUTE + 1000);
      const ok = await login(app, a.login, a.password);
      expect(ok.status).toBe(200);
    });

    it('throttles per client address across accounts (100 failures) when behind a trusted proxy', async () => {
      app.services.config.trustProxy = { hops: 1 };
      const ip = { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' };
      for (let i = 0; i < 100; i++) {
        const res = await app.request('/users/login', {
          method: 'POST',
          headers: { ...ip, authorization: basic(uniqueLogin('spray'), 'guess guess') },
        });
        expect(res.status).toBe(404);
      }
      const victim = await createAccount(app);
      const res = await app.request('/users/login', {
        method: 'POST',
        headers: { ...ip, authorization: basic(victim.login, victim.password) },
      });
      expect(res.status).toBe(429);
      const elsewhere = await app.request('/users/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.7', authorization: basic(victim.login, victim.password) },
      });
      expect(elsewhere.status).toBe(200);
      app.advance(15 * MINUTE + 1000);
    });
  });

  describe('sessions expire', () => {
    it('after 5 hours idle', async () => {
      const a = await createAccount(app);
      app.advance(5 * HOUR + 1000);
      expect((await app.request('/users/me', { headers: asBearer(a) })).status).toBe(401);
    });

    it('after 30 days however active', async () => {
      const a = await createAccount(app);
      // A call every 4.5 hours keeps it from idling out, until day 30.
      let elapsed = 0;
      while (elapsed + 4.5 * HOUR < 30 * 24 * HOUR) {
        app.advance(4.5 * HOUR);
        elapsed += 4.5 * HOUR;
        expect((await app.request('/users/me', { headers: asBearer(a) })).status).toBe(200);
      }
      app.advance(4.5 * HOUR);
      expect((await app.request('/users/me', { headers: asBearer(a) })).status).toBe(401);
    });
  });

  describe('profile edits', () => {
    it('PUT /users changes names only; roles in the body are ignored', async () => {
      const a = await createAccount(app);
      const res = await app.request('/users', {
        method: 'PUT',
        headers: asCookie(a),
        json: { firstName: 'Nare', lastName: 'Hakobyan', roles: ['ADMINISTRATOR'], login: 'x@y.z' },
      });
      expect(res.status).toBe(200);
      const p = await res.json();
      expect(p).toMatchObject({ login: a.login, firstName: 'Nare', lastName: 'Hakobyan', roles: ['USER'] });
    });

    it('refuses a cookie write from another origin (CSRF) but accepts the same origin', async () => {
      const a = await createAccount(app);
      const body = { firstName: 'X', lastName: 'Y' };
      const foreign = await app.request('http://shop.local/users', {
        method: 'PUT',
        headers: { ...asCookie(a), origin: 'https://evil.example' },
        json: body,
      });
      expect(foreign.status).toBe(403);
      const same = await app.request('http://shop.local/users', {
        method: 'PUT',
        headers: { ...asCookie(a), origin: 'http://shop.local' },
        json: body,
      });
      expect(same.status).toBe(200);
    });

    it('saves an address with a country from the list, digits-only zip, optional state', async () => {
      const a = await createAccount(app);
      const address = {
        fullName: 'Ani',
        street: '1 Main',
        city: 'Berlin',
        zipCode: '10115',
        country: 'Germany',
        phone: '+49 30 1234567',
      };
      const ok = await app.request(`/users/address/${enc(a.login)}`, {
        method: 'POST',
        headers: asCookie(a),
        json: address,
      });
      expect(ok.status).toBe(200);
      expect((await ok.json()).address).toEqual(address);
      for (const bad of [{ zipCode: '75-001' }, { country: 'Atlantis' }, { phone: 'no' }, { city: '' }]) {
        const res = await app.request(`/users/address/${enc(a.login)}`, {
          method: 'POST',
          headers: asCookie(a),
          json: { ...address, ...bad },
        });
        expect(res.status, JSON.stringify(bad)).toBe(400);
      }
    });

    it('keeps only card type, holder, last four and expiry; checks Luhn, CVV and expiry', async () => {
      const a = await createAccount(app);
      const path = `/users/payment-method/${enc(a.login)}`;
      const card = {
        cardType: 'Visa',
        cardName: 'Ani Test',
        cardNumber: '4111 1111 1111 1111',
        cvv: '123',
        expiry: futureExpiry,
      };
      const bad = [
        { cardNumber: '4111 1111 1111 1112' },
        { cvv: '12' },
        { cardType: 'American Express' },
        { expiry: '2020-01' },
        { cardType: 'Diners' },
      ];
      for (const b of bad) {
        const res = await app.request(path, { method: 'PUT', headers: asCookie(a), json: { ...card, ...b } });
        expect(res.status, JSON.stringify(b)).toBe(400);
      }
      const ok = await app.request(path, { method: 'PUT', headers: asCookie(a), json: card });
      expect(ok.status).toBe(200);
      const profile = await ok.json();
      expect(profile.paymentMethod).toEqual({
        cardType: 'Visa',
        cardName: 'Ani Test',
        last4: '1111',
        expiry: futureExpiry,
        masked: '•••• •••• •••• 1111',
      });
      assertNoSecrets(profile, ['4111111111111111', '4111 1111 1111 1111']);
      const [row] = await app.services.database.db
        .select({ pm: users.paymentMethod })
        .from(users)
        .where(eq(users.login, a.login));
      expect(JSON.stringify(row.pm)).not.toMatch(/4111111111111111|"123"|cvv/);
      // The old client's field names work too.
      const legacy = await app.request(path, {
        method: 'PUT',
        headers: asCookie(a),
        json: {
          cardtype: 'American Express',
          cardname: 'A T',
          cardno: '378282246310005',
          cvv: '1234',
          exdate: futureExpiry.replace('-', '/'),
        },
      });
      expect(legacy.status).toBe(200);
      expect((await legacy.json()).paymentMethod.last4).toBe('0005');
    });
  });

  describe('password change', () => {
    it('needs the current password, ends every session and answers with a fresh one', async () => {
      const a = await createAccount(app);
      const other = (await login(app, a.login, a.password)).headers.get('x-session-token')!;
      const missing = await app.request('/users/password', {
        method: 'PUT',
        headers: { ...asCookie(a), 'x-password': 'new password 1' },
      });
      expect(missing.status).toBe(400);
      const wrong = await app.request('/users/password', {
        method: 'PUT',
        headers: { ...asCookie(a), 'x-password': 'new password 1', 'x-current-password': 'nope nope' },
      });
      expect(wrong.status).toBe(403);
      const short = await app.request('/users/password', {
        method: 'PUT',
        headers: { ...asCookie(a), 'x-password': 'short', 'x-current-password': a.password },
      });
      expect(short.status).toBe(400);

      const res = await app.request('/users/password', {
        method: 'PUT',
        headers: { ...asCookie(a), 'x-password': 'new password 1', 'x-current-password': a.password },
      });
      expect(res.status).toBe(200);
      const fresh = res.headers.get('x-session-token')!;
      expect(res.headers.get('set-cookie')).toContain(`shop_session=${fresh}`);
      assertNoSecrets(await res.json(), ['new password 1', a.password]);
      expect((await app.request('/users/me', { headers: asBearer(a) })).status).toBe(401);
      expect((await app.request('/users/me', { headers: { authorization: `Bearer ${other}` } })).status).toBe(401);
      expect((await app.request('/users/me', { headers: { authorization: `Bearer ${fresh}` } })).status).toBe(200);
      expect((await login(app, a.login, a.password)).status).toBe(403);
      expect((await login(app, a.login, 'new password 1')).status).toBe(200);
    });

    it('accepts the old credential as Basic with the new password in X-Password (the spec client)', async () => {
      const a = await createAccount(app);
      const res = await app.request('/users/password', {
        method: 'PUT',
        headers: { authorization: basic(a.login, a.password), 'x-password': 'via basic 123' },
      });
      expect(res.status).toBe(200);
      expect((await login(app, a.login, 'via basic 123')).status).toBe(200);
    });
  });

  describe('password recovery', () => {
    it('answers the same whether or not the address exists, and mails only real accounts', async () => {
      const a = await createAccount(app);
      const known = await app.request(`/users/password/recovery/${enc(a.login)}`);
      const unknown = await app.request(`/users/password/recovery/${enc(uniqueLogin('ghost'))}`);
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
      await eventually(() => mailer.tokenFor(a.login));
      expect((await app.request('/users/password/recovery/not-an-email')).status).toBe(400);
    });

    it('resets once: the token cannot be reused, the old password stops working, sessions end', async () => {
      const a = await createAccount(app);
      await app.request(`/users/password/recovery/${enc(a.login)}`);
      const token = await eventually(() => mailer.tokenFor(a.login));
      expect(mailer.sent.at(-1)!.text).toContain(`${app.services.config.publicSiteUrl}/reset-password/${token}`);
      const stored = await app.services.database.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, hashToken(token)));
      expect(stored).toHaveLength(1);

      const short = await app.request(`/users/password/recovery/${token}`, {
        method: 'PUT',
        headers: { 'x-password': 'short' },
      });
      expect(short.status).toBe(400);
      const ok = await app.request(`/users/password/recovery/${token}`, {
        method: 'PUT',
        headers: { 'x-password': 'after reset 1' },
      });
      expect(ok.status).toBe(200);
      expect((await ok.json()).message).toBe('Password reset successful. You may now log in.');
      const again = await app.request(`/users/password/recovery/${token}`, {
        method: 'PUT',
        headers: { 'x-password': 'after reset 2' },
      });
      expect(again.status).toBe(400);
      expect((await login(app, a.login, a.password)).status).toBe(403);
      expect((await login(app, a.login, 'after reset 2')).status).toBe(403);
      expect((await login(app, a.login, 'after reset 1')).status).toBe(200);
      expect((await app.request('/users/me', { headers: asBearer(a) })).status).toBe(401);
    });

    it('refuses a token older than one hour', async () => {
      const a = await createAccount(app);
      await app.request(`/users/password/recovery/${enc(a.login)}`);
      const token = await eventually(() => mailer.tokenFor(a.login));
      app.advance(HOUR + 1000);
      const res = await app.request(`/users/password/recovery/${token}`, {
        method: 'PUT',
        headers: { 'x-password': 'too late 123' },
      });
      expect(res.status).toBe(400);
      expect((await login(app, a.login, a.password)).status).toBe(200);
    });

    it('a newer reset spends the older links', async () => {
      const a = await createAccount(app);
      await app.request(`/users/password/recovery/${enc(a.login)}`);
      const first = await eventually(() => mailer.tokenFor(a.login));
      await app.request(`/users/password/recovery/${enc(a.login)}`);
      const second = await eventually(() =>
        mailer.tokenFor(a.login) !== first ? mailer.tokenFor(a.login) : undefined,
      );
      expect(
        (
          await app.request(`/users/password/recovery/${second}`, {
            method: 'PUT',
            headers: { 'x-password': 'second link 1' },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await app.request(`/users/password/recovery/${first}`, {
            method: 'PUT',
            headers: { 'x-password': 'first link 1' },
          })
        ).status,
      ).toBe(400);
    });

    it('sends at most 3 reset mails per address per 15 minutes', async () => {
      const a = await createAccount(app);
      const before = mailer.sent.length;
      for (let i = 0; i < 5; i++)
        expect((await app.request(`/users/password/recovery/${enc(a.login)}`)).status).toBe(200);
      // The throttle decides before each answer; only the allowed links are then made and sent in the background.
      const mine = () => mailer.sent.filter((m, i) => i >= before && m.to === a.login);
      await eventually(() => (mine().length >= 3 ? true : undefined));
      expect(mine()).toHaveLength(3);
    });
  });

  describe('roles, deletion and the admin list', () => {
    it('an administrator grants and revokes MODERATOR; other roles cannot be granted', async () => {
      const admin = await createAccount(app, { prefix: 'admin', roles: ['USER', 'ADMINISTRATOR'] });
      const a = await createAccount(app);
      const grant = await app.request(`/users/user/${enc(a.login)}/role/MODERATOR`, {
        method: 'PUT',
        headers: asCookie(admin),
      });
      expect(await grant.json()).toMatchObject({ login: a.login, roles: ['USER', 'MODERATOR'] });
      expect((await (await app.request('/users/me', { headers: asBearer(a) })).json()).roles).toEqual([
        'USER',
        'MODERATOR',
      ]);
      const revoke = await app.request(`/users/user/${enc(a.login)}/role/MODERATOR`, {
        method: 'DELETE',
        headers: asCookie(admin),
      });
      expect((await revoke.json()).roles).toEqual(['USER']);
      expect(
        (
          await app.request(`/users/user/${enc(a.login)}/role/ADMINISTRATOR`, {
            method: 'PUT',
            headers: asCookie(admin),
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await app.request(`/users/user/${enc(uniqueLogin('ghost'))}/role/MODERATOR`, {
            method: 'PUT',
            headers: asCookie(admin),
          })
        ).status,
      ).toBe(404);
    });

    it('deleting an account ends its sessions; the last administrator stays', async () => {
      const a = await createAccount(app);
      const res = await app.request(`/users/user/${enc(a.login)}`, { method: 'DELETE', headers: asCookie(a) });
      expect(res.status).toBe(200);
      expect((await app.request('/users/me', { headers: asBearer(a) })).status).toBe(401);
      expect((await login(app, a.login, a.password)).status).toBe(404);

      const { db } = app.services.database;
      await db.update(users).set({ roles: ['USER'] });
      const admin = await createAccount(app, { prefix: 'lastadmin', roles: ['USER', 'ADMINISTRATOR'] });
      const self = await app.request(`/users/user/${enc(admin.login)}`, { method: 'DELETE', headers: asCookie(admin) });
      expect(self.status).toBe(409);
    });

    it('lists and searches users for administrators, wildcards taken literally', async () => {
      const admin = await createAccount(app, { prefix: 'lister', roles: ['USER', 'ADMINISTRATOR'] });
      const res = await app.request(`/users?q=${enc('lister')}&limit=5`, { headers: asCookie(admin) });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.users.map((u: { login: string }) => u.login)).toContain(admin.login);
      assertNoSecrets(body);
      const wild = await (await app.request(`/users?q=${enc('%')}`, { headers: asCookie(admin) })).json();
      expect(wild.total).toBe(0);
    });
  });

  it('the OpenAPI document lists the users routes', async () => {
    const res = await app.request('/openapi.json');
    const doc = await res.json();
    expect(res.status, JSON.stringify(doc).slice(0, 300)).toBe(200);
    for (const p of [
      '/users/register',
      '/users/login',
      '/users/password/recovery/{token}',
      '/users/user/{login}/role/{role}',
      '/users/me',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });
});
