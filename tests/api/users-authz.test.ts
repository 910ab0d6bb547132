import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import {
  asBearer,
  asCookie,
  basic,
  createAccount,
  eventually,
  memoryMailer,
  uniqueLogin,
  type Account,
} from './users-fixtures.ts';

/**
 * Authorization matrix for every /users endpoint: each row is a route; each column the caller.
 * `owner` is the account named in the path (or, for routes without one, a plain user acting on themselves).
 * Adding a route means adding a row. Every cell runs against fresh accounts, so rows cannot disturb each other.
 */

type Actor = 'anonymous' | 'owner' | 'other' | 'moderator' | 'administrator';
const ACTORS: Actor[] = ['anonymous', 'owner', 'other', 'moderator', 'administrator'];

interface Cast {
  app: TestApp;
  owner: Account;
  /** The caller, null when anonymous. */
  actor: Account | null;
  mailer: ReturnType<typeof memoryMailer>;
}

interface Row {
  route: string;
  /** Builds the request; `auth` carries the caller's credentials. */
  request(cast: Cast): Promise<{ path: string; init: RequestInit & { json?: unknown } }>;
  expect: Record<Actor, number>;
  /** Routes that use the Authorization header themselves run only with the cookie. */
  cookieOnly?: boolean;
}

const enc = encodeURIComponent;
const address = {
  fullName: 'Ani Test',
  street: '1 Main St',
  city: 'Yerevan',
  zipCode: '0010',
  country: 'Armenia',
  phone: '+374 10 123456',
};
const card = {
  cardType: 'Visa',
  cardName: 'Ani Test',
  cardNumber: '4111 1111 1111 1111',
  cvv: '123',
  expiry: `${new Date().getUTCFullYear() + 2}-12`,
};

//                                                                     anon owner other  mod  admin
const m = (a: number, o: number, x: number, mo: number, ad: number) => ({
  anonymous: a,
  owner: o,
  other: x,
  moderator: mo,
  administrator: ad,
});

const rows: Row[] = [
  {
    route: 'GET /users/me',
    request: async () => ({ path: '/users/me', init: {} }),
    expect: m(401, 200, 200, 200, 200),
  },
  {
    route: 'PUT /users (names)',
    request: async () => ({ path: '/users', init: { method: 'PUT', json: { firstName: 'New', lastName: 'Name' } } }),
    expect: m(401, 200, 200, 200, 200),
  },
  {
    route: 'PUT /users/password',
    request: async ({ actor }) => ({
      path: '/users/password',
      init: {
        method: 'PUT',
        headers: { 'x-password': 'a brand new secret', 'x-current-password': actor?.password ?? 'whatever1' },
      },
    }),
    expect: m(401, 200, 200, 200, 200),
  },
  {
    route: 'POST /users/logout',
    request: async () => ({ path: '/users/logout', init: { method: 'POST' } }),
    expect: m(200, 200, 200, 200, 200),
  },
  {
    route: 'POST /users/register',
    request: async () => ({
      path: '/users/register',
      init: {
        method: 'POST',
        json: { login: uniqueLogin('new'), password: 'long enough pw', firstName: 'A', lastName: 'B' },
      },
    }),
    expect: m(201, 201, 201, 201, 201),
  },
  {
    route: 'POST /users/login (Basic)',
    cookieOnly: true,
    request: async ({ owner }) => ({
      path: '/users/login',
      init: { method: 'POST', headers: { authorization: basic(owner.login, owner.password) } },
    }),
    expect: m(200, 200, 200, 200, 200),
  },
  {
    route: 'GET /users/password/recovery/{email}',
    request: async ({ owner }) => ({ path: `/users/password/recovery/${enc(owner.login)}`, init: {} }),
    expect: m(200, 200, 200, 200, 200),
  },
  {
    route: 'PUT /users/password/recovery/{token}',
    request: async ({ app, owner, mailer }) => {
      await app.request(`/users/password/recovery/${enc(owner.login)}`);
      const token = await eventually(() => mailer.tokenFor(owner.login));
      return {
        path: `/users/password/recovery/${token}`,
        init: { method: 'PUT', headers: { 'x-password': 'reset to this one' } },
      };
    },
    expect: m(200, 200, 200, 200, 200),
  },
  {
    route: 'POST /users/address/{login}',
    request: async ({ owner }) => ({
      path: `/users/address/${enc(owner.login)}`,
      init: { method: 'POST', json: address },
    }),
    expect: m(401, 200, 403, 403, 200),
  },
  {
    route: 'PUT /users/payment-method/{login}',
    request: async ({ owner }) => ({
      path: `/users/payment-method/${enc(owner.login)}`,
      init: { method: 'PUT', json: card },
    }),
    expect: m(401, 200, 403, 403, 200),
  },
  {
    route: 'DELETE /users/user/{login}',
    request: async ({ owner }) => ({ path: `/users/user/${enc(owner.login)}`, init: { method: 'DELETE' } }),
    expect: m(401, 200, 403, 403, 200),
  },
  {
    route: 'PUT /users/user/{login}/role/MODERATOR',
    request: async ({ owner }) => ({ path: `/users/user/${enc(owner.login)}/role/MODERATOR`, init: { method: 'PUT' } }),
    expect: m(401, 403, 403, 403, 200),
  },
  {
    route: 'DELETE /users/user/{login}/role/MODERATOR',
    request: async ({ owner }) => ({
      path: `/users/user/${enc(owner.login)}/role/MODERATOR`,
      init: { method: 'DELETE' },
    }),
    expect: m(401, 403, 403, 403, 200),
  },
  {
    route: 'PUT /users/user/{own login}/role/MODERATOR (give oneself a role)',
    request: async ({ actor, owner }) => ({
      path: `/users/user/${enc((actor ?? owner).login)}/role/MODERATOR`,
      init: { method: 'PUT' },
    }),
    expect: m(401, 403, 403, 403, 403),
  },
  {
    route: 'GET /users (list)',
    request: async () => ({ path: '/users?q=example', init: {} }),
    expect: m(401, 403, 403, 403, 200),
  },
];

describe.each(databaseKinds)('users authorization matrix on %s', (kind) => {
  let app: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    app = await createTestApp(kind, { mailer }, { mailSender: true });
  });
  afterAll(() => app.close());

  async function cast(actor: Actor): Promise<Cast> {
    const owner = await createAccount(app, { prefix: 'owner' });
    const accounts: Record<Actor, Account | null> = {
      anonymous: null,
      owner,
      other: actor === 'other' ? await createAccount(app, { prefix: 'other' }) : null,
      moderator:
        actor === 'moderator' ? await createAccount(app, { prefix: 'mod', roles: ['USER', 'MODERATOR'] }) : null,
      administrator:
        actor === 'administrator'
          ? await createAccount(app, { prefix: 'admin', roles: ['USER', 'ADMINISTRATOR'] })
          : null,
    };
    return { app, owner, actor: accounts[actor], mailer };
  }

  const cells = rows.flatMap((row) =>
    (['cookie', 'bearer'] as const)
      .filter((via) => via === 'cookie' || !row.cookieOnly)
      .flatMap((via) => ACTORS.map((actor) => ({ row, via, actor, expected: row.expect[actor] }))),
  );

  it.each(cells)('$row.route as $actor via $via → $expected', async ({ row, via, actor, expected }) => {
    const c = await cast(actor);
    const { path, init } = await row.request(c);
    const headers = new Headers(init.headers);
    if (c.actor)
      for (const [k, v] of Object.entries(via === 'cookie' ? asCookie(c.actor) : asBearer(c.actor))) headers.set(k, v);
    const res = await app.request(path, { ...init, headers });
    const body = await res.text();
    expect(res.status, body).toBe(expected);
    if (expected >= 400) expect(JSON.parse(body).message).toEqual(expect.any(String));
  });
});
