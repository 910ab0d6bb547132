import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../security/passwords.ts';
import { createSession } from '../services/users/sessions.ts';
import { authMiddleware, parseBasic, requireRole, requireSelfOrAdmin, requireUser, SESSION_COOKIE } from './auth.ts';
import { handleError } from './errors.ts';

const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

describe('parseBasic', () => {
  it('splits at the first colon, so passwords may contain colons', () => {
    expect(parseBasic(basic('a@b.c', 'pa:ss:word'))).toEqual({ login: 'a@b.c', password: 'pa:ss:word' });
  });
  it('refuses other schemes and empty logins', () => {
    expect(parseBasic('Bearer abc')).toBeNull();
    expect(parseBasic(basic('', 'x'))).toBeNull();
    expect(parseBasic(undefined)).toBeNull();
  });
});

describe('authMiddleware', () => {
  let t: TestApp;
  let app: Hono;
  let ownerToken: string;
  let adminToken: string;

  beforeAll(async () => {
    process.env.PASSWORD_SCRYPT_LOG_N = '10';
    t = await createTestApp('pglite');
    const { db } = t.services.database;
    const passwordHash = await hashPassword('correct horse');
    const [owner] = await db
      .insert(users)
      .values({ login: 'owner@example.com', passwordHash, firstName: 'O', lastName: 'W' })
      .returning();
    const [admin] = await db
      .insert(users)
      .values({
        login: 'admin@example.com',
        passwordHash,
        firstName: 'A',
        lastName: 'D',
        roles: ['USER', 'ADMINISTRATOR'],
      })
      .returning();
    ownerToken = await createSession(t.services, owner.id);
    adminToken = await createSession(t.services, admin.id);

    app = new Hono();
    app.use('*', authMiddleware(t.services));
    app.get('/whoami', (c) => c.json({ user: c.get('user')?.login ?? null, via: c.get('user')?.via ?? null }));
    app.get('/me', (c) => c.json({ login: requireUser(c).login }));
    app.get('/admin', (c) => c.json({ login: requireRole(c, 'ADMINISTRATOR').login }));
    app.get('/users/:login', (c) => c.json({ login: requireSelfOrAdmin(c, c.req.param('login')).login }));
    app.post('/write', (c) => c.json({ login: requireUser(c).login }));
    app.onError(handleError);
  });
  afterAll(() => t.close());

  const call = (path: string, init: RequestInit = {}) => app.request(path, init);

  it('is anonymous without credentials, and 401 where a user is required', async () => {
    expect(await (await call('/whoami')).json()).toEqual({ user: null, via: null });
    expect((await call('/me')).status).toBe(401);
  });

  it('accepts the session cookie, a Bearer token and Basic credentials', async () => {
    expect(await (await call('/whoami', { headers: { cookie: `${SESSION_COOKIE}=${ownerToken}` } })).json()).toEqual({
      user: 'owner@example.com',
      via: 'cookie',
    });
    expect(await (await call('/whoami', { headers: { authorization: `Bearer ${ownerToken}` } })).json()).toEqual({
      user: 'owner@example.com',
      via: 'bearer',
    });
    expect(
      await (await call('/whoami', { headers: { authorization: basic('Owner@Example.com', 'correct horse') } })).json(),
    ).toEqual({ user: 'owner@example.com', via: 'basic' });
  });

  it('treats an unknown token as anonymous, and wrong Basic credentials as 401', async () => {
    expect(await (await call('/whoami', { headers: { authorization: `Bearer ${'x'.repeat(43)}` } })).json()).toEqual({
      user: null,
      via: null,
    });
    expect(
      (await call('/whoami', { headers: { authorization: basic('owner@example.com', 'wrong password') } })).status,
    ).toBe(401);
  });

  it('answers 403 for the wrong role or owner', async () => {
    const asOwner = { headers: { authorization: `Bearer ${ownerToken}` } };
    const asAdmin = { headers: { authorization: `Bearer ${adminToken}` } };
    expect((await call('/admin', asOwner)).status).toBe(403);
    expect((await call('/admin', asAdmin)).status).toBe(200);
    expect((await call('/users/owner@example.com', asOwner)).status).toBe(200);
    expect((await call('/users/admin@example.com', asOwner)).status).toBe(403);
    expect((await call('/users/owner@example.com', asAdmin)).status).toBe(200);
  });

  it('refuses cross-origin writes that rely on the cookie, but not same-origin ones or Bearer', async () => {
    const cookie = `${SESSION_COOKIE}=${ownerToken}`;
    expect(
      (await call('http://localhost/write', { method: 'POST', headers: { cookie, origin: 'https://evil.example' } }))
        .status,
    ).toBe(403);
    expect(
      (await call('http://localhost/write', { method: 'POST', headers: { cookie, 'sec-fetch-site': 'cross-site' } }))
        .status,
    ).toBe(403);
    expect(
      (await call('http://localhost/write', { method: 'POST', headers: { cookie, origin: 'http://localhost' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('http://localhost/write', {
          method: 'POST',
          headers: { authorization: `Bearer ${ownerToken}`, origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(200);
  });

  it('expires sessions after 5 hours idle', async () => {
    const headers = { authorization: `Bearer ${ownerToken}` };
    t.advance(4 * 3600_000);
    expect((await call('/me', { headers })).status).toBe(200);
    t.advance(4 * 3600_000); // 4 h since the last call: still alive
    expect((await call('/me', { headers })).status).toBe(200);
    t.advance(5 * 3600_000 + 1000);
    expect((await call('/me', { headers })).status).toBe(401);
  });
});
