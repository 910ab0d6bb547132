import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../src/server/log/memory-logger.ts';
import { ensureAdmin, ensureAdminFromEnv } from '../../src/server/services/users/admin.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import { asBearer, createAccount, login, uniqueLogin } from './users-fixtures.ts';

describe.each(databaseKinds)('first administrator on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  it('creates an administrator with a generated password that works once printed', async () => {
    const email = uniqueLogin('Boss');
    const result = await ensureAdmin(app.services, { email });
    expect(result).toMatchObject({ login: email.toLowerCase(), created: true });
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const res = await login(app, email, result.generatedPassword!);
    expect(res.status).toBe(200);
    expect((await res.json()).roles).toEqual(['USER', 'ADMINISTRATOR']);
  });

  it('promotes an existing account, and a given password replaces the old one and ends its sessions', async () => {
    const a = await createAccount(app);
    const promoted = await ensureAdmin(app.services, { email: a.login });
    expect(promoted).toMatchObject({ created: false, promoted: true, passwordChanged: false });
    expect((await login(app, a.login, a.password)).status).toBe(200);
    const again = await ensureAdmin(app.services, { email: a.login, password: 'replaced password' });
    expect(again).toMatchObject({ promoted: false, passwordChanged: true });
    expect((await app.request('/users/me', { headers: asBearer(a) })).status).toBe(401);
    expect((await login(app, a.login, 'replaced password')).status).toBe(200);
  });

  it('refuses a bad e-mail or a short password', async () => {
    await expect(ensureAdmin(app.services, { email: 'nope' })).rejects.toThrow(/e-mail/);
    await expect(ensureAdmin(app.services, { email: uniqueLogin(), password: 'short' })).rejects.toThrow(/at least 8/);
  });

  it('ensureAdminFromEnv does nothing without SHOP_ADMIN_EMAIL and is idempotent with it', async () => {
    const { logger, messages } = memoryLogger();
    expect(await ensureAdminFromEnv({ ...app.services, log: logger })).toBeNull();
    const email = uniqueLogin('envadmin');
    const services = {
      ...app.services,
      log: logger,
      config: { ...app.services.config, adminEmail: email, adminPassword: 'from the env 1' },
    };
    expect(await ensureAdminFromEnv(services)).toMatchObject({ created: true });
    expect(await ensureAdminFromEnv(services)).toMatchObject({
      created: false,
      promoted: false,
      passwordChanged: false,
    });
    expect(messages()).toEqual([`Administrator ${email} created from SHOP_ADMIN_EMAIL.`]);
    expect((await login(app, email, 'from the env 1')).status).toBe(200);
  });
});
