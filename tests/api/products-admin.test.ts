import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sizesFile from '../../content/sizes.json' with { type: 'json' };
import {
  draftFromProduct,
  draftToInput,
  emptyDraft,
  newSizeRow,
  sizeChoices,
} from '../../src/features/admin/product-draft.ts';
import { withWord } from '../../src/features/admin/product-words.ts';
import type { Sizes } from '../../src/lib/content/types.ts';
import { PRODUCT_INPUT_MESSAGES as M } from '../../src/lib/products/product-input.ts';
import {
  cartItems,
  meta,
  orderItems,
  orders,
  products,
  productSizes,
  wishlistItems,
} from '../../src/server/db/schema.ts';
import type { Services } from '../../src/server/services.ts';
import { everyone, type Caller } from './admin-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

const ring = {
  name: 'Armenian pomegranate ring',
  desc: 'Sterling silver with a hand-painted enamel pomegranate.',
  price: 168.64,
  weight: 12,
  category: 'jerusalem-jewelry',
  subCategory: 'rings',
  color: 'silver',
  material: 'Silver',
  imageUrls: ['/media/uploads/ab/0123456789abcdef0123456789abcdef.webp'],
  sizeQuantities: [
    { size: '7', quantity: 3 },
    { size: '7.5', quantity: 2 },
  ],
};

describe.each(databaseKinds)('product management API on %s', (kind) => {
  let app: TestApp;
  let admin: Caller;
  let moderator: Caller;
  let user: Caller;
  const requestRebuild = vi.fn<(reason?: string) => void>();

  beforeAll(async () => {
    const site: Services['site'] = {
      requestRebuild,
      status: () => ({
        currentBuild: null,
        builtAt: null,
        building: false,
        pending: false,
        lastBuiltAt: null,
        lastError: null,
      }),
    };
    app = await createTestApp(kind, { site });
    ({ administrator: admin, moderator, user } = await everyone(app));
  });
  afterAll(() => app.close());

  const create = (caller: Caller, body: unknown, login = caller.login) =>
    app.request(`/post/${encodeURIComponent(login)}`, { method: 'POST', headers: caller.headers, json: body });
  const update = (caller: Caller, id: number, body: unknown) =>
    app.request(`/post/${id}`, { method: 'PUT', headers: caller.headers, json: body });
  const remove = (caller: Caller, id: number) =>
    app.request(`/post/${id}`, { method: 'DELETE', headers: caller.headers });

  it('creates a product that the shop shows at once', async () => {
    const before = await (await app.request('/posts')).json();
    requestRebuild.mockClear();
    const res = await create(admin, ring);
    expect(res.status).toBe(201);
    const product = await res.json();
    expect(product).toMatchObject({ ...ring, id: expect.any(Number), dateCreated: expect.any(String) });

    expect(await (await app.request(`/post/${product.id}?translations=true`)).json()).toEqual(product);
    const { translations: _, ...shown } = product;
    expect(await (await app.request(`/post/${product.id}`)).json()).toEqual(shown);
    const after = await (await app.request('/posts')).json();
    expect(after.length).toBe(before.length + 1);
    expect(after[0].id).toBe(product.id);

    const [changed] = await app.services.database.db.select().from(meta).where(eq(meta.key, 'catalog_updated_at'));
    expect(Date.parse(changed.value)).toBeGreaterThan(Date.now() - 60_000);
    expect(requestRebuild).toHaveBeenCalledTimes(1);
    expect(requestRebuild).toHaveBeenCalledWith(`product ${product.id} created`);
  });

  it('lets a moderator manage products too', async () => {
    const res = await create(moderator, { ...ring, name: 'Moderator ring' });
    expect(res.status).toBe(201);
  });

  it('creates only in the caller’s own name', async () => {
    const res = await create(admin, ring, 'someone-else@example.com');
    expect(res.status).toBe(403);
    expect((await create(admin, ring, admin.login.toUpperCase())).status).toBe(201);
  });

  it('refuses users and strangers', async () => {
    expect((await create(user, ring)).status).toBe(403);
    expect((await app.request('/post/x@example.com', { method: 'POST', json: ring })).status).toBe(401);
  });

  it.each([
    ['no name', { ...ring, name: '' }, M.required],
    ['no category', { ...ring, category: '' }, M.required],
    ['a zero price', { ...ring, price: 0 }, M.required],
    ['no size rows', { ...ring, sizeQuantities: [] }, M.noSizeRows],
    ['a size row with quantity 0', { ...ring, sizeQuantities: [{ size: '7', quantity: 0 }] }, M.sizeRowsCreate],
    ['a size row without a size', { ...ring, sizeQuantities: [{ size: '', quantity: 1 }] }, M.sizeRowsCreate],
    ['a sub-category of another category', { ...ring, subCategory: 't-shirt' }, M.subCategoryMismatch],
    ['an unknown colour', { ...ring, color: 'plaid' }, M.unknownColor],
    ['a foreign image', { ...ring, imageUrls: ['https://elsewhere.example/x.webp'] }, M.imageUrl],
  ])('refuses a product with %s', async (_, body, message) => {
    const res = await create(admin, body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it('names the field when a value has the wrong type, and never answers 500', async () => {
    const res = await create(admin, { ...ring, price: 'cheap' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^price: /);
    const notJson = await app.request(`/post/${admin.login}`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(notJson.status).toBe(400);
    const huge = await create(admin, { ...ring, desc: 'x'.repeat(300_000) });
    expect(huge.status).toBe(413);
  });

  it('replaces a product and its size rows; on edit a quantity may be 0', async () => {
    const { id } = await (await create(admin, ring)).json();
    requestRebuild.mockClear();
    const edited = {
      ...ring,
      price: 150,
      sizeQuantities: [
        { size: '8', quantity: 0 },
        { size: '7', quantity: 5 },
      ],
    };
    const res = await update(moderator, id, edited);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, price: 150, sizeQuantities: edited.sizeQuantities });
    const rows = await app.services.database.db.select().from(productSizes).where(eq(productSizes.productId, id));
    expect(rows.map((r) => [r.size, r.quantity, r.position]).sort()).toEqual([
      ['7', 5, 1],
      ['8', 0, 0],
    ]);
    expect(requestRebuild).toHaveBeenCalledTimes(1);

    const bad = await update(admin, id, { ...edited, sizeQuantities: [] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(M.noSizeRows);
    expect((await update(admin, 999_999, edited)).status).toBe(404);
    expect((await update(user, id, edited)).status).toBe(403);
  });

  it('saves the admin form’s Armenian words, reads them back in Armenian, and loads them into the form again', async () => {
    const english = {
      ...emptyDraft(),
      name: 'Pomegranate ring',
      desc: 'Silver with enamel',
      price: '42',
      category: 'jerusalem-jewelry',
      subCategory: 'rings',
      sizeRows: [newSizeRow('7', '1')],
    };
    const draft = withWord(withWord(english, 'hy', 'name', 'Նռան մատանի'), 'hy', 'desc', 'Արծաթ՝ էմալով');
    const res = await create(admin, draftToInput(draft));
    expect(res.status).toBe(201);
    const { id, missingLanguages } = await res.json();
    expect(missingLanguages).toEqual(['ru']);

    expect(await (await app.request(`/post/${id}?locale=hy`)).json()).toMatchObject({
      name: 'Նռան մատանի',
      desc: 'Արծաթ՝ էմալով',
    });
    expect(await (await app.request(`/post/${id}?locale=ru`)).json()).toMatchObject({ name: 'Pomegranate ring' });

    // The edit page asks in Russian; the form still shows each language as stored, Russian blank.
    const stored = await (await app.request(`/post/${id}?locale=ru&translations=true`)).json();
    const reloaded = draftFromProduct(stored, sizeChoices(sizesFile as unknown as Sizes, 'rings'));
    expect(reloaded.name).toBe('Pomegranate ring');
    expect(reloaded.translations).toEqual({
      hy: { name: 'Նռան մատանի', desc: 'Արծաթ՝ էմալով', care: '' },
      ru: { name: '', desc: '', care: '' },
    });
  });

  it('removes a product nobody ordered', async () => {
    const { id } = await (await create(admin, ring)).json();
    const res = await remove(admin, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, mode: 'hard' });
    expect(await app.services.database.db.select().from(products).where(eq(products.id, id))).toEqual([]);
    expect((await app.request(`/post/${id}`)).status).toBe(404);
    expect((await remove(admin, id)).status).toBe(404);
  });

  it('keeps an ordered product for its orders but takes it out of the shop, carts and wishlists', async () => {
    const { db } = app.services.database;
    const { id } = await (await create(admin, ring)).json();
    await db.insert(orders).values({
      id: `order-${kind}-soft-delete-test-000001`,
      userId: user.id,
      customerEmail: user.login,
      status: 'Paid',
      subtotalCents: 16864,
      shippingCents: 0,
      totalCents: 16864,
      weightGrams: 12,
      shippingAddress: { fullName: 'T', street: 'S', city: 'C', zipCode: '1', country: 'Israel', phone: '1' },
      paymentProvider: 'test',
    });
    await db.insert(orderItems).values({
      orderId: `order-${kind}-soft-delete-test-000001`,
      productId: id,
      size: '7',
      name: ring.name,
      unitPriceCents: 16864,
      weightGrams: 12,
      quantity: 1,
    });
    await db.insert(cartItems).values({ userId: user.id, productId: id, size: '7.5', quantity: 1 });
    await db.insert(wishlistItems).values({ userId: user.id, productId: id });

    const res = await remove(moderator, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, mode: 'soft' });
    const [kept] = await db.select().from(products).where(eq(products.id, id));
    expect(kept.deletedAt).toBeInstanceOf(Date);
    expect((await app.request(`/post/${id}`)).status).toBe(404);
    const listed = await (await app.request('/posts/search', { method: 'POST', json: { name: ring.name } })).json();
    expect(listed.map((p: { id: number }) => p.id)).not.toContain(id);
    expect(await db.select().from(cartItems).where(eq(cartItems.productId, id))).toEqual([]);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.productId, id))).toEqual([]);
    expect((await update(admin, id, ring)).status).toBe(404);
    expect((await remove(admin, id)).status).toBe(404);
  });

  it('documents its routes', async () => {
    const doc = await (await app.request('/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/post/{login}', '/post/file/upload']));
    expect(Object.keys(doc.paths['/post/{id}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });
});
