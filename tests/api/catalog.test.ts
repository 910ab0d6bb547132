import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSchema, type Product } from '../../src/lib/api/product.ts';
import { products } from '../../src/server/db/schema.ts';
import { invalidateCatalogCache } from '../../src/server/services/catalog/cache.ts';
import { seedFixtures, type SeededProduct } from './catalog-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

type SortField = 'name' | 'price' | 'dateCreated';

const sortKey: Record<SortField, (p: SeededProduct) => string | number> = {
  name: (p) => p.name.toLowerCase(),
  price: (p) => p.priceCents,
  dateCreated: (p) => Date.parse(p.createdAt),
};

/** The order the API promises: the sort key, then the id, both in the asked direction. */
function expectedOrder(list: SeededProduct[], field: SortField, asc: boolean): number[] {
  const key = sortKey[field];
  const sign = asc ? 1 : -1;
  return [...list]
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      if (ka !== kb) return (ka < kb ? -1 : 1) * sign;
      return (a.id - b.id) * sign;
    })
    .map((p) => p.id);
}

describe.each(databaseKinds)('catalog API on %s', (kind) => {
  let app: TestApp;
  let seeded: SeededProduct[];
  let shop: SeededProduct[];
  const byKey = (key: string) => seeded.find((p) => p.key === key)!;

  async function search(body: unknown): Promise<{ status: number; total: number; products: Product[] }> {
    const res = await app.request('/posts/search', { method: 'POST', json: body });
    expect(res.status, await res.clone().text()).toBe(200);
    return {
      status: res.status,
      total: Number(res.headers.get('x-total-count')),
      products: (await res.json()) as Product[],
    };
  }
  const idsOf = async (body: unknown) => (await search(body)).products.map((p) => p.id);
  const keysOf = async (body: unknown) =>
    (await search(body)).products.map((p) => seeded.find((s) => s.id === p.id)!.key).sort();

  beforeAll(async () => {
    app = await createTestApp(kind);
    seeded = await seedFixtures(app.services.database.db);
    shop = seeded.filter((p) => !p.deleted);
  });
  afterAll(() => app.close());

  describe('POST /posts/search', () => {
    it('answers every product in the shop, newest first, by default', async () => {
      const result = await search({});
      expect(result.products.map((p) => p.id)).toEqual(expectedOrder(shop, 'dateCreated', false));
      expect(result.total).toBe(shop.length);
      expect(result.products.some((p) => p.name.includes('withdrawn'))).toBe(false);
    });

    it('answers the contract exactly on every path of the one statement (the server maps rows without parsing)', async () => {
      const strict = ProductSchema.strict();
      const bodies = [
        {},
        { page: 1, size: 2 },
        { page: 2, size: 2, sortField: 'name', asc: true },
        { page: 500, size: 12 },
        { name: 'silver', sortField: 'price', page: 1, size: 12 },
        { category: 'jerusalem-jewelry', minPrice: 1, maxPrice: 1000, dateFrom: '2000-01-01', dateTo: '2100-01-01' },
      ];
      for (const body of bodies) {
        const { products: list, total } = await search(body);
        for (const product of list) expect(strict.safeParse(product).error, JSON.stringify(body)).toBeUndefined();
        expect(Number.isInteger(total), JSON.stringify(body)).toBe(true);
      }
      // A page past the end still carries the count.
      expect((await search({ page: 500, size: 12 })).total).toBe(shop.length);
    });

    it('answers the product shape: dollars, grams, ISO date, sizes in position order', async () => {
      const ring = byKey('ring');
      const [product] = (await search({ subCategory: 'rings' })).products;
      expect(product).toEqual({
        id: ring.id,
        name: 'Silver ring_size band',
        desc: 'About Silver ring_size band.',
        care: '',
        missingLanguages: ['hy', 'ru'],
        price: 168.64,
        weight: 250,
        category: 'jerusalem-jewelry',
        subCategory: 'rings',
        color: 'silver',
        material: 'Silver',
        imageUrls: ['/media/products/ring-1.webp', '/media/products/ring-2.webp'],
        sizeQuantities: [
          { size: '10', quantity: 2 },
          { size: '5', quantity: 0 },
          { size: '7.5', quantity: 4 },
        ],
        dateCreated: '2025-04-02T10:00:00.000Z',
      });
    });

    for (const field of ['name', 'price', 'dateCreated'] as const) {
      for (const asc of [true, false]) {
        it(`sorts by ${field} ${asc ? 'ascending' : 'descending'} with the id as tiebreak`, async () => {
          expect(await idsOf({ sortField: field, asc })).toEqual(expectedOrder(shop, field, asc));
        });
      }
    }

    it('sorts name and price ascending when asc is not given', async () => {
      expect(await idsOf({ sortField: 'price' })).toEqual(expectedOrder(shop, 'price', true));
      expect(await idsOf({ sortField: 'name' })).toEqual(expectedOrder(shop, 'name', true));
    });

    it('matches category and subCategory exactly', async () => {
      expect(await keysOf({ category: 'armenian-ceramics' })).toEqual([
        'backslash',
        'bowl',
        'fifty',
        'percent',
        'tile',
      ]);
      expect(await keysOf({ category: 'armenian' })).toEqual([]);
      expect(await keysOf({ category: 'Armenian-Ceramics' })).toEqual([]);
      expect(await keysOf({ category: 'armenian-ceramics', subCategory: 'mugs' })).toEqual(['fifty', 'percent']);
      expect(await keysOf({ subCategory: 'kippa' })).toEqual(['kippa']);
      expect(await keysOf({ subCategory: 'kip' })).toEqual([]);
    });

    it('searches names case-insensitively, as "contains"', async () => {
      expect(await keysOf({ name: 'ARMENIAN CERAMIC' })).toEqual(['bowl', 'tile']);
      expect(await keysOf({ name: 'olive wood' })).toEqual(['cross', 'dreidel']);
      expect(await keysOf({ name: '  mug ' })).toEqual(['fifty', 'percent']);
    });

    it('treats %, _ and \\ in the name as literal text', async () => {
      expect(await keysOf({ name: '%' })).toEqual(['percent']);
      expect(await keysOf({ name: '50%' })).toEqual(['percent']);
      expect(await keysOf({ name: '50%mug' })).toEqual([]);
      expect(await keysOf({ name: '_' })).toEqual(['ring']);
      expect(await keysOf({ name: 'ring_size' })).toEqual(['ring']);
      expect(await keysOf({ name: 'ring size' })).toEqual([]);
      expect(await keysOf({ name: '\\' })).toEqual(['backslash']);
      expect(await keysOf({ name: 'back\\slash' })).toEqual(['backslash']);
      expect(await keysOf({ name: '\\%' })).toEqual([]);
    });

    it('treats regular-expression text as literal text, quickly', async () => {
      const started = Date.now();
      expect(await keysOf({ name: '(a+)+$' })).toEqual(['regex']);
      expect(await keysOf({ name: '(a+)+!' })).toEqual([]);
      expect(await keysOf({ name: '.*' })).toEqual([]);
      expect(await keysOf({ name: '[a-z]' })).toEqual([]);
      expect(await keysOf({ name: 'a{29}' })).toEqual([]);
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('includes both price bounds, in dollars', async () => {
      expect(await keysOf({ minPrice: 12, maxPrice: 25.5 })).toEqual([
        'cross',
        'fifty',
        'kippa',
        'percent',
        'shirt',
        'tile',
      ]);
      expect(await keysOf({ minPrice: 168.64 })).toEqual(['ring']);
      expect(await keysOf({ maxPrice: 5 })).toEqual(['regex']);
      expect(await keysOf({ minPrice: 12.01, maxPrice: 12.99 })).toEqual([]);
      expect(await keysOf({ minPrice: 0, maxPrice: 0 })).toEqual([]);
    });

    it('accepts prices as decimal strings (form inputs) and empty strings as "no filter"', async () => {
      expect(await keysOf({ minPrice: '12.00', maxPrice: '12' })).toEqual(['kippa', 'percent']);
      const all = await search({
        sortField: '',
        asc: '',
        category: '',
        subCategory: '',
        name: '',
        minPrice: '',
        maxPrice: '',
        material: '',
        color: '',
        dateFrom: '',
        dateTo: '',
      });
      expect(all.total).toBe(shop.length);
      const nulls = await search({
        sortField: null,
        category: null,
        name: null,
        minPrice: null,
        maxPrice: null,
        dateFrom: null,
        page: null,
        size: null,
      });
      expect(nulls.total).toBe(shop.length);
    });

    it('filters by material and colour exactly', async () => {
      expect(await keysOf({ material: 'Wood' })).toEqual(['cross', 'dreidel']);
      expect(await keysOf({ material: 'wood' })).toEqual([]);
      expect(await keysOf({ color: 'white' })).toEqual(['fifty', 'percent', 'shirt']);
      expect(await keysOf({ color: 'white', material: 'Cotton' })).toEqual(['shirt']);
    });

    it('filters by creation date, both days included', async () => {
      expect(await keysOf({ dateFrom: '2025-03-05', dateTo: '2025-03-20' })).toEqual(['cross', 'percent']);
      expect(await keysOf({ dateFrom: '2025-12-01' })).toEqual(['dreidel']);
      expect(await keysOf({ dateTo: '2025-01-31' })).toEqual(['bowl']);
      expect(await keysOf({ dateFrom: '2025-03-20T23:59:59Z', dateTo: '2025-03-21T00:00:00Z' })).toEqual([
        'fifty',
        'percent',
      ]);
      expect(await keysOf({ dateFrom: '2025-03-21T02:00:00+02:00', dateTo: '2025-03-21' })).toEqual(['fifty']);
    });

    it('combines filters with a sort', async () => {
      const result = await search({
        category: 'armenian-ceramics',
        minPrice: 10,
        maxPrice: 50,
        sortField: 'price',
        asc: false,
      });
      expect(result.products.map((p) => p.price)).toEqual([45, 25.5, 13, 12]);
      expect(result.total).toBe(4);
    });

    it('pages with X-Total-Count; pages never overlap and together are the whole list', async () => {
      for (const sortField of ['name', 'price', 'dateCreated'] as const) {
        const full = expectedOrder(shop, sortField, false);
        const seen: number[] = [];
        for (let page = 1; page <= 3; page++) {
          const result = await search({ sortField, asc: false, page, size: 5 });
          expect(result.total).toBe(shop.length);
          expect(result.products.length).toBe(page < 3 ? 5 : shop.length - 10);
          seen.push(...result.products.map((p) => p.id));
          expect(result.products.every((p) => p.sizeQuantities.length > 0)).toBe(true);
        }
        expect(seen).toEqual(full);
      }
    });

    it('carries size rows in position order on later pages too', async () => {
      // The ring is the most expensive product: the last page of one when sorted by price ascending.
      const result = await search({ sortField: 'price', asc: true, page: shop.length, size: 1 });
      expect(result.products.map((p) => p.id)).toEqual([byKey('ring').id]);
      expect(result.products[0]!.sizeQuantities).toEqual([
        { size: '10', quantity: 2 },
        { size: '5', quantity: 0 },
        { size: '7.5', quantity: 4 },
      ]);
    });

    it('answers an empty page past the end, still with the total', async () => {
      const result = await search({ page: 1000, size: 100 });
      expect(result.products).toEqual([]);
      expect(result.total).toBe(shop.length);
      const none = await search({ name: 'no such thing', page: 3 });
      expect(none.total).toBe(0);
    });

    it('defaults to 12 a page when only page is given', async () => {
      const result = await search({ page: 1 });
      expect(result.products.length).toBe(Math.min(12, shop.length));
      expect(result.total).toBe(shop.length);
    });

    it('ignores fields it does not know', async () => {
      expect(await keysOf({ category: 'holidays', unknownField: 'x', token: 'abc' })).toEqual(['dreidel']);
    });
  });

  describe('GET /posts', () => {
    it('lists the shop newest first with X-Total-Count, without deleted products', async () => {
      const res = await app.request('/posts');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe(String(shop.length));
      const list = (await res.json()) as Product[];
      expect(list.map((p) => p.id)).toEqual(expectedOrder(shop, 'dateCreated', false));
    });

    it('pages with ?page and ?size', async () => {
      const res = await app.request('/posts?page=2&size=4');
      expect(res.status).toBe(200);
      expect(((await res.json()) as Product[]).map((p) => p.id)).toEqual(
        expectedOrder(shop, 'dateCreated', false).slice(4, 8),
      );
    });
  });

  describe('GET /post/{id}', () => {
    it('answers one product', async () => {
      const shirt = byKey('shirt');
      const res = await app.request(`/post/${shirt.id}`);
      expect(res.status).toBe(200);
      const product = (await res.json()) as Product;
      expect(product).toMatchObject({
        id: shirt.id,
        name: 'Jerusalem T-shirt',
        price: 25.5,
        category: 'clothing',
        subCategory: 't-shirt',
      });
      expect(product.sizeQuantities.map((s) => s.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    });

    it('answers 404 "Product not found." for an unknown or deleted id', async () => {
      for (const id of [999999, 0, byKey('deleted').id, '99999999999999999999']) {
        const res = await app.request(`/post/${id}`);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: 'Product not found.' });
      }
    });

    it('answers 400 for an id that is not a number', async () => {
      for (const id of ['abc', '-1', '1.5', '1e3', '%20']) {
        const res = await app.request(`/post/${id}`);
        expect(res.status).toBe(400);
        expect((await res.json()).message).toMatch(/^id: /);
      }
    });
  });

  describe('GET /categories', () => {
    it('lists the content categories in order with sub-categories and product counts', async () => {
      const res = await app.request('/categories');
      expect(res.status).toBe(200);
      const categories = (await res.json()) as Array<{
        route: string;
        title: string;
        image: string;
        productCount: number;
        subCategories: Array<{ route: string; title: string; productCount: number }>;
      }>;
      expect(categories.map((c) => c.route)).toEqual(app.services.content.categories.map((c) => c.route));
      expect(categories.length).toBe(10);
      const ceramics = categories.find((c) => c.route === 'armenian-ceramics')!;
      expect(ceramics.title).toBe('Armenian Ceramics');
      expect(ceramics.productCount).toBe(5);
      expect(ceramics.subCategories.find((s) => s.route === 'mugs')?.productCount).toBe(2);
      expect(ceramics.subCategories.find((s) => s.route === 'tiles')?.productCount).toBe(1);
      const holidays = categories.find((c) => c.route === 'holidays')!;
      expect(holidays.productCount).toBe(1);
      expect(categories.find((c) => c.route === 'dead-sea-cosmetics')?.productCount).toBe(0);
    });
  });

  describe('cache', () => {
    it('serves a repeated search from the cache until the catalog is invalidated', async () => {
      const body = { category: 'holidays' };
      expect(await keysOf(body)).toEqual(['dreidel']);
      const { db } = app.services.database;
      const [row] = await db
        .insert(products)
        .values({
          name: 'Shabbat candle holder',
          priceCents: 3000,
          category: 'holidays',
          subCategory: 'shabbat',
          createdAt: new Date('2025-11-01T00:00:00Z'),
        })
        .returning({ id: products.id });
      // Within the TTL and without invalidation the cached answer stands.
      expect((await search(body)).total).toBe(1);
      invalidateCatalogCache(app.services);
      const fresh = await search(body);
      expect(fresh.total).toBe(2);
      expect(fresh.products.map((p) => p.id)).toContain(row!.id);
      expect(fresh.products.find((p) => p.id === row!.id)?.sizeQuantities).toEqual([]);
    });
  });

  it('searches names case-insensitively beyond ASCII (Armenian, Russian)', async () => {
    await app.services.database.db.insert(products).values({
      name: 'Ծաղիկ мыло с оливковым маслом',
      priceCents: 900,
      category: 'dead-sea-cosmetics',
      subCategory: 'soaps',
    });
    invalidateCatalogCache(app.services);
    for (const name of ['ԾԱՂԻԿ', 'ծաղիկ', 'МЫЛО', 'Оливковым']) {
      expect((await search({ name })).products.map((p) => p.name)).toEqual(['Ծաղիկ мыло с оливковым маслом']);
    }
  });

  it('finds a renamed product by its new name only (the stored lower-cased name follows the name)', async () => {
    const { db } = app.services.database;
    const [row] = await db
      .insert(products)
      .values({ name: 'Olive wood camel, small', priceCents: 1500, category: 'olive-wood-gifts' })
      .returning({ id: products.id });
    await db.update(products).set({ name: 'Olive wood Dromedary, large' }).where(eq(products.id, row!.id));
    invalidateCatalogCache(app.services);
    expect((await search({ name: 'CAMEL, SMALL' })).total).toBe(0);
    expect((await search({ name: 'dromedary' })).products.map((p) => p.id)).toEqual([row!.id]);
  });

  it('keeps a trigram index for name search where pg_trgm exists (always on PGlite)', async () => {
    const { db } = app.services.database;
    const rows = async (query: SQL) =>
      ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const available = await rows(sql`select 1 from pg_available_extensions where name = 'pg_trgm'`);
    if (kind === 'postgres' && available.length === 0) return;
    const index = await rows(sql`select indexdef from pg_indexes where indexname = 'products_name_trgm_idx'`);
    expect(String(index[0]?.indexdef)).toMatch(/USING gin \(name_lower gin_trgm_ops\)/);
  });

  it('documents every catalog route in /openapi.json', async () => {
    const doc = await (await app.request('/openapi.json')).json();
    for (const path of ['/posts', '/posts/search', '/post/{id}', '/categories'])
      expect(Object.keys(doc.paths)).toContain(path);
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Product', 'ProductSearch']));
  });
});
