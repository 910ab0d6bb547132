import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearch, type ProductSearch, type ProductSearchInput } from '../../src/lib/catalog/search.ts';
import { LOCALES } from '../../src/lib/i18n/locales.ts';
import { defaultContent } from '../../src/server/content/load.ts';
import { eq } from 'drizzle-orm';
import { products, productSizes } from '../../src/server/db/schema.ts';
import { invalidateCatalogCache, searchIndex } from '../../src/server/services/catalog/cache.ts';
import { searchProducts } from '../../src/server/services/catalog/queries.ts';
import { suggestProducts } from '../../src/server/services/catalog/suggestions.ts';
import { suggestQueryText } from '../../src/lib/catalog/suggest.ts';
import { fromCents } from '../../src/lib/money.ts';
import { seedCatalog } from '../../src/server/seed/index.ts';
import { createShopper } from '../fixtures/checkout-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

/** Waits (up to 5 s) until `check` gives something. */
async function until<T>(check: () => T | undefined | false): Promise<T> {
  for (let waited = 0; waited < 5000; waited += 10) {
    const value = check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('gave up waiting');
}

/**
 * The search index must find what the SQL statement finds: the same page in the same order and the same total, for
 * every sort, language and filter, on the seeded catalog (many equal prices and creation times, names in three
 * scripts). And a change made through the API shows in the very next search.
 */
describe.each(databaseKinds)('searches from the index on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(kind);
    await seedCatalog(app.services.database, defaultContent(), { count: 600, images: false, dataDir: '/tmp' });
  }, 120_000);
  afterAll(() => app.close());

  /** Filters drawn from the seeded catalog itself, so each one matches something (and some nothing). */
  async function filters(): Promise<ProductSearchInput[]> {
    const sample = (await searchProducts(app.services.database.db, normalizeSearch({ size: 100, page: 1 }))).products;
    const words = new Set<string>();
    for (const locale of LOCALES) {
      const named = (await searchProducts(app.services.database.db, normalizeSearch({ size: 30, page: 2 }, locale)))
        .products;
      for (const p of named.slice(0, 6)) {
        const word = p.name.split(' ').find((w) => w.length > 3) ?? p.name;
        words.add(word.slice(1, 5).toUpperCase());
        // Across words: two whole words, and the end of one with the start of the next.
        words.add(p.name.split(' ').slice(1, 3).join(' '));
        const space = p.name.indexOf(' ');
        if (space > 2) words.add(p.name.slice(space - 2, space + 3));
      }
    }
    const first = sample[0]!;
    const list: ProductSearchInput[] = [
      {},
      { category: first.category },
      { category: first.category, subCategory: first.subCategory },
      { subCategory: first.subCategory },
      { material: first.material, color: first.color },
      { minPrice: 20, maxPrice: 60 },
      { category: first.category, minPrice: first.price },
      // Price bounds on a product's own price (ordered by price they are a stretch found by halving).
      { maxPrice: first.price },
      { minPrice: first.price, maxPrice: first.price },
      // Bounds inside one cent: no whole cent between them.
      { minPrice: 20.001, maxPrice: 20.009 },
      { category: first.category, subCategory: first.subCategory, maxPrice: first.price },
      { dateFrom: first.dateCreated.slice(0, 10) },
      { dateTo: first.dateCreated.slice(0, 10) },
      { name: 'no such thing at all' },
      { name: 'a' },
      { name: '%' },
      { name: 'a b' },
      ...[...words].map((name) => ({ name })),
    ];
    return list;
  }

  it('finds the same page, order and total as the SQL statement', async () => {
    const index = await searchIndex(app.services).ready();
    expect(index?.size).toBe(600);
    let compared = 0;
    for (const filter of await filters())
      for (const locale of LOCALES)
        for (const sortField of ['name', 'price', 'dateCreated'] as const)
          for (const asc of [true, false])
            for (const paging of [{}, { page: 1, size: 12 }, { page: 3, size: 7 }, { page: 90, size: 12 }]) {
              const search: ProductSearch = normalizeSearch({ ...filter, ...paging, sortField, asc }, locale);
              const sql = await searchProducts(app.services.database.db, search);
              const found = index!.search(search);
              const label = JSON.stringify(search);
              expect(found?.total, label).toBe(sql.total);
              expect(found?.ids, label).toEqual(sql.products.map((p) => p.id));
              compared += 1;
            }
    expect(compared).toBeGreaterThan(1000);
  }, 300_000);

  it("suggests the same products in the same order as the type-ahead's SQL", async () => {
    const index = await searchIndex(app.services).ready();
    const texts = new Set(['po', 'bo', 'an', 'ու', 'ка', 'ol', 'zz', 'a b']);
    for (const locale of LOCALES) {
      const named = (await searchProducts(app.services.database.db, normalizeSearch({ size: 40, page: 3 }, locale)))
        .products;
      for (const p of named.slice(0, 10)) {
        const words = p.name.split(' ');
        texts.add(words[0]!.slice(0, 2));
        texts.add(words.at(-1)!.slice(0, 4));
        texts.add(words.slice(0, 2).join(' '));
      }
    }
    let compared = 0;
    for (const typed of texts)
      for (const locale of LOCALES) {
        const text = suggestQueryText(typed);
        const fromSql = await suggestProducts(app.services.database.db, text, locale);
        const fromIndex = index!.suggest(text, locale, 8).map(({ product, shownName }) => ({
          id: product.id,
          name: shownName,
          price: fromCents(product.priceCents),
          image: product.image,
        }));
        expect(fromIndex, `${locale} "${text}"`).toEqual(fromSql);
        if (fromSql.length) compared += 1;
      }
    expect(compared).toBeGreaterThan(30);
  }, 300_000);

  it('keeps serving after a stock change and builds anew after a price change', async () => {
    const live = searchIndex(app.services);
    const built = await live.ready();
    const [first] = built!.search(normalizeSearch({ sortField: 'price', asc: true, page: 1, size: 1 }))!.ids;
    const { db } = app.services.database;
    await db.update(productSizes).set({ quantity: 0 }).where(eq(productSizes.productId, first!));
    invalidateCatalogCache(app.services, [first!]);
    await until(() => live.current() !== undefined);
    expect(live.current()).toBe(built);

    await db.update(products).set({ priceCents: 9_999_999 }).where(eq(products.id, first!));
    invalidateCatalogCache(app.services, [first!]);
    const rebuilt = await until(() => live.current());
    expect(rebuilt).not.toBe(built);
    const cheapest = rebuilt.search(normalizeSearch({ sortField: 'price', asc: true, page: 1, size: 1 }))!.ids;
    expect(cheapest).not.toEqual([first]);
    const dearest = rebuilt.search(normalizeSearch({ sortField: 'price', asc: false, page: 1, size: 1 }))!.ids;
    expect(dearest).toEqual([first]);
  });

  it('shows a product added, renamed or removed through the API in the next search', async () => {
    const admin = await createShopper(app, { roles: ['USER', 'ADMINISTRATOR'] });
    const names = async (name: string) => {
      const res = await app.request('/posts/search', { method: 'POST', json: { name, page: 1, size: 12 } });
      expect(res.status).toBe(200);
      return ((await res.json()) as Array<{ name: string }>).map((p) => p.name);
    };
    const figure = (name: string) => ({
      name,
      desc: 'Carved by hand.',
      price: 24,
      weight: 150,
      category: 'olive-wood-gifts',
      imageUrls: [],
      sizeQuantities: [{ size: 'One size', quantity: 3 }],
    });
    await searchIndex(app.services).ready();
    expect(await names('quokka')).toEqual([]);
    const created = await app.request(`/post/${encodeURIComponent(admin.login)}`, {
      method: 'POST',
      headers: admin.auth,
      json: figure('Quokka olive wood figure'),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(await names('quokka')).toEqual(['Quokka olive wood figure']);
    // Once the index is built again, it is the index that answers.
    await searchIndex(app.services).ready();
    expect(
      searchIndex(app.services)
        .current()
        ?.search(normalizeSearch({ name: 'quokka' }))?.ids,
    ).toEqual([id]);
    expect(await names('quokka')).toEqual(['Quokka olive wood figure']);

    const renamed = await app.request(`/post/${id}`, {
      method: 'PUT',
      headers: admin.auth,
      json: figure('Wombat olive wood figure'),
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect(await names('quokka')).toEqual([]);
    expect(await names('wombat')).toEqual(['Wombat olive wood figure']);

    await searchIndex(app.services).ready();
    expect((await app.request(`/post/${id}`, { method: 'DELETE', headers: admin.auth })).status).toBeLessThan(300);
    expect(await names('wombat')).toEqual([]);
  });
});
