import sharp from 'sharp';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFolderStorage } from '../../src/server/storage/local-folder.ts';
import { asHeaders, everyone, signedIn, type Caller } from './admin-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import { placedOrder, stockedProduct } from './orders-admin-fixtures.ts';

/**
 * The authorization matrix: every route of "running the shop" × {anonymous, user, moderator, administrator}.
 * One row per route; `prepare` makes a fresh target for each call, so every cell starts from the same state.
 * Adding a route means adding a row.
 */
type Who = 'anonymous' | 'user' | 'moderator' | 'administrator';

interface Row {
  route: string;
  prepare: (ctx: Ctx) => Promise<{ path: string; init?: RequestInit & { json?: unknown } }>;
  expect: Record<Who, number>;
}

interface Ctx {
  app: TestApp;
  callers: Record<Exclude<Who, 'anonymous'>, Caller>;
  who: Who;
  n: number;
}

const product = {
  name: 'Matrix bowl',
  desc: '',
  price: 12.5,
  weight: 300,
  category: 'armenian-ceramics',
  subCategory: null,
  color: 'blue',
  material: 'Ceramic',
  imageUrls: [],
  sizeQuantities: [{ size: 'One Size', quantity: 4 }],
};

let photo: Buffer;

const products = { anonymous: 401, user: 403, moderator: 2, administrator: 2 } as const;
const adminOnly = { anonymous: 401, user: 403, moderator: 403, administrator: 2 } as const;

const rows: Row[] = [
  {
    route: 'POST /post/{login}',
    prepare: async ({ callers, who }) => ({
      path: `/post/${encodeURIComponent(who === 'anonymous' ? 'nobody@example.com' : callers[who].login)}`,
      init: { method: 'POST', json: product },
    }),
    expect: products,
  },
  {
    route: 'PUT /post/{id}',
    prepare: async ({ app }) => ({
      path: `/post/${await stockedProduct(app, 'To edit', { 'One Size': 2 })}`,
      init: { method: 'PUT', json: product },
    }),
    expect: products,
  },
  {
    route: 'DELETE /post/{id}',
    prepare: async ({ app }) => ({
      path: `/post/${await stockedProduct(app, 'To delete', { 'One Size': 2 })}`,
      init: { method: 'DELETE' },
    }),
    expect: products,
  },
  {
    route: 'POST /post/file/upload',
    prepare: async () => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(photo)], 'photo.jpg', { type: 'image/jpeg' }));
      return { path: '/post/file/upload', init: { method: 'POST', body: form } };
    },
    expect: products,
  },
  {
    route: 'GET /orders',
    prepare: async () => ({ path: '/orders?status=Paid&q=example' }),
    expect: adminOnly,
  },
  {
    route: 'PUT /order/{orderId}/status',
    prepare: async ({ app, callers }) => {
      const id = await placedOrder(app, callers.user, [
        { productId: await stockedProduct(app, 'Ordered', { M: 5 }), size: 'M', quantity: 1 },
      ]);
      return { path: `/order/${id}/status`, init: { method: 'PUT', json: { status: 'Shipped' } } };
    },
    expect: adminOnly,
  },
  {
    route: 'PUT /order/{orderId}/items/{productId}',
    prepare: async ({ app, callers }) => {
      const productId = await stockedProduct(app, 'Ordered', { M: 5 });
      const id = await placedOrder(app, callers.user, [{ productId, size: 'M', quantity: 1 }]);
      return {
        path: `/order/${id}/items/${productId}`,
        init: { method: 'PUT', json: { quantity: 2, unitPrice: 9.99 } },
      };
    },
    expect: adminOnly,
  },
  {
    route: 'POST /order/{orderId}/refund',
    prepare: async ({ app, callers }) => {
      const productId = await stockedProduct(app, 'Refunded', { M: 5 });
      const id = await placedOrder(app, callers.user, [{ productId, size: 'M', quantity: 1 }], { captured: true });
      return { path: `/order/${id}/refund`, init: { method: 'POST', json: { amount: 1 } } };
    },
    expect: adminOnly,
  },
  {
    route: 'GET /users',
    prepare: async () => ({ path: '/users?q=example' }),
    expect: adminOnly,
  },
  {
    route: 'GET /dashboard',
    prepare: async () => ({ path: '/dashboard' }),
    expect: adminOnly,
  },
  {
    route: 'PUT /users/user/{login}/role/MODERATOR',
    prepare: async ({ app, n }) => {
      const target = await signedIn(app, `grant-${n}@example.com`);
      return { path: `/users/user/${encodeURIComponent(target.login)}/role/MODERATOR`, init: { method: 'PUT' } };
    },
    expect: adminOnly,
  },
  {
    route: 'DELETE /users/user/{login}/role/MODERATOR',
    prepare: async ({ app, n }) => {
      const target = await signedIn(app, `revoke-${n}@example.com`, ['USER', 'MODERATOR']);
      return { path: `/users/user/${encodeURIComponent(target.login)}/role/MODERATOR`, init: { method: 'DELETE' } };
    },
    expect: adminOnly,
  },
  {
    route: 'DELETE /users/user/{login} (someone else)',
    prepare: async ({ app, n }) => {
      const target = await signedIn(app, `delete-${n}@example.com`);
      return { path: `/users/user/${encodeURIComponent(target.login)}`, init: { method: 'DELETE' } };
    },
    expect: adminOnly,
  },
];

const whos: Who[] = ['anonymous', 'user', 'moderator', 'administrator'];

describe.each(databaseKinds)('authorization matrix of running the shop on %s', (kind) => {
  let app: TestApp;
  let callers: Ctx['callers'];
  let mediaRoot: string;
  let n = 0;

  beforeAll(async () => {
    mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'h8-matrix-'));
    app = await createTestApp(kind, {
      mediaStorage: localFolderStorage(mediaRoot),
      mailer: { describe: 'none', send: async () => {} },
    });
    const all = await everyone(app);
    callers = { user: all.user, moderator: all.moderator, administrator: all.administrator };
    photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(mediaRoot, { recursive: true, force: true });
  });

  const cells = rows.flatMap((row) => whos.map((who) => [row.route, who, row] as const));

  it.each(cells)('%s as %s', async (_, who, row) => {
    const { path: target, init = {} } = await row.prepare({ app, callers, who, n: ++n });
    const caller = who === 'anonymous' ? null : callers[who];
    const res = await app.request(target, {
      ...init,
      headers: { ...asHeaders(caller), ...(init.headers as Record<string, string>) },
    });
    const wanted = row.expect[who];
    if (wanted === 2) {
      expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(200);
      expect(res.status, await res.clone().text()).toBeLessThan(300);
    } else {
      expect(res.status).toBe(wanted);
      expect((await res.json()).message).toEqual(expect.any(String));
    }
  });
});
