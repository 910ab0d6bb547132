import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyone, signedIn, type Caller } from './admin-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

/** Roles as the shop is run: MODERATOR granted by an administrator opens product management, and nothing more. */
describe.each(databaseKinds)('users and roles from the admin section on %s', (kind) => {
  let app: TestApp;
  let admin: Caller;
  let moderator: Caller;

  const product = {
    name: 'Olive wood cross',
    price: 19.9,
    category: 'olive-wood-gifts',
    sizeQuantities: [{ size: 'One Size', quantity: 3 }],
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    ({ administrator: admin, moderator } = await everyone(app));
  });
  afterAll(() => app.close());

  const role = (method: 'PUT' | 'DELETE', login: string, caller: Caller) =>
    app.request(`/users/user/${encodeURIComponent(login)}/role/MODERATOR`, { method, headers: caller.headers });
  const createAs = (caller: Caller) =>
    app.request(`/post/${encodeURIComponent(caller.login)}`, {
      method: 'POST',
      headers: caller.headers,
      json: product,
    });

  it('a granted MODERATOR manages products at once, and loses it when revoked', async () => {
    const helper = await signedIn(app, 'helper@example.com');
    expect((await createAs(helper)).status).toBe(403);

    const granted = await role('PUT', helper.login, admin);
    expect(granted.status).toBe(200);
    expect((await granted.json()).roles).toContain('MODERATOR');
    expect((await createAs(helper)).status).toBe(201);
    // Still no orders or roles for a moderator.
    expect((await app.request('/orders', { headers: helper.headers })).status).toBe(403);
    expect((await role('PUT', 'someone@example.com', helper)).status).toBe(403);

    expect((await role('DELETE', helper.login, admin)).status).toBe(200);
    expect((await createAs(helper)).status).toBe(403);
  });

  it('a moderator cannot change roles, not even their own', async () => {
    const target = await signedIn(app, 'target@example.com');
    expect((await role('PUT', target.login, moderator)).status).toBe(403);
    expect((await role('DELETE', moderator.login, moderator)).status).toBe(403);
  });

  it('an administrator finds users and deletes them', async () => {
    const leaving = await signedIn(app, 'leaving.customer@example.com');
    const found = await app.request('/users?q=leaving', { headers: admin.headers });
    expect(found.status).toBe(200);
    const body = await found.json();
    expect(body.users.map((u: { login: string }) => u.login)).toEqual([leaving.login]);

    const gone = await app.request(`/users/user/${encodeURIComponent(leaving.login)}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(gone.status).toBe(200);
    expect((await (await app.request('/users?q=leaving', { headers: admin.headers })).json()).users).toEqual([]);
    // Their session ended with the account.
    expect((await app.request('/users/me', { headers: leaving.headers })).status).toBe(401);
  });
});
