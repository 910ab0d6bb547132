import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingLanguages } from '../../src/lib/catalog/product-texts.ts';
import { IMAGE_WIDTHS, imageVariant } from '../../src/lib/images.ts';
import { defaultContent } from '../../src/server/content/load.ts';
import { syncCategories } from '../../src/server/content/sync-categories.ts';
import type { Database } from '../../src/server/db/client.ts';
import { categories, meta, productSizes, products, subCategories } from '../../src/server/db/schema.ts';
import {
  DEFAULT_PRODUCT_COUNT,
  ensureSeedImages,
  ensureSeeded,
  mediaPath,
  seedCatalog,
  seedImageJobs,
} from '../../src/server/seed/index.ts';
import { databaseKinds, freshDatabase } from './harness.ts';

const content = defaultContent();

async function rows(
  database: Database,
  table: typeof products | typeof productSizes | typeof categories | typeof subCategories,
) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return Number(row!.n);
}

describe.each(databaseKinds)('seed catalog on %s', (kind) => {
  let database: Database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('syncs categories idempotently and follows the content', async () => {
    await syncCategories(database.db, content);
    await syncCategories(database.db, content);
    expect(await rows(database, categories)).toBe(10);
    expect(await rows(database, subCategories)).toBe(149);
    const trimmed = {
      categories: content.categories.map((c, i) =>
        i === 0 ? { ...c, title: 'Oils', subCategories: c.subCategories.slice(0, 1) } : c,
      ),
    };
    await syncCategories(database.db, trimmed);
    expect(await rows(database, subCategories)).toBe(148);
    const [first] = await database.db
      .select()
      .from(categories)
      .where(eq(categories.route, content.categories[0]!.route));
    expect(first).toMatchObject({ title: 'Oils', position: 0, image: content.categories[0]!.image });
    await syncCategories(database.db, content);
    expect(await rows(database, subCategories)).toBe(149);
  });

  it('ensureSeeded seeds an empty catalog once, then leaves it alone', async () => {
    const first = await ensureSeeded(database, content, { dataDir, images: false });
    expect(first).toMatchObject({ seeded: true, products: DEFAULT_PRODUCT_COUNT });
    expect(await rows(database, products)).toBe(DEFAULT_PRODUCT_COUNT);
    const second = await ensureSeeded(database, content, { dataDir, images: false });
    expect(second).toMatchObject({ seeded: false, products: DEFAULT_PRODUCT_COUNT });
    expect(await rows(database, products)).toBe(DEFAULT_PRODUCT_COUNT);
    const [stamp] = await database.db.select().from(meta).where(eq(meta.key, 'catalog_updated_at'));
    expect(new Date(stamp!.value).toISOString()).toBe(stamp!.value);
  });

  it('stores the generated rows: sizes per product, rings and clothing rules, cents', async () => {
    const all = await database.db.select().from(products);
    const sizes = await database.db.select().from(productSizes);
    expect(sizes.length).toBe(await rows(database, productSizes));
    const byProduct = new Map<number, typeof sizes>();
    for (const s of sizes)
      byProduct.set(
        s.productId,
        [...(byProduct.get(s.productId) ?? []), s].sort((a, b) => a.position - b.position),
      );
    for (const p of all) {
      const list = byProduct.get(p.id) ?? [];
      if (p.subCategory === 'rings') {
        expect(p.priceCents).toBe(16864);
        expect(list).toHaveLength(19);
        expect(list.filter((s) => s.quantity === 0)).toHaveLength(1);
      } else if (p.subCategory === 't-shirt' || p.subCategory === 'hats') {
        expect(list.map((s) => s.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
      } else {
        expect(list.map((s) => s.size)).toEqual(['One Size']);
      }
      expect(p.imageUrls.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(all.map((p) => p.category)).size).toBe(10);
  });

  it('stores every seed product in English, Armenian and Russian: name, description and care note', async () => {
    const all = await database.db.select().from(products);
    const lacking = all.filter(
      (p) =>
        missingLanguages(
          { name: p.name, desc: p.description, care: p.care },
          {
            hy: { name: p.nameHy, desc: p.descriptionHy, care: p.careHy },
            ru: { name: p.nameRu, desc: p.descriptionRu, care: p.careRu },
          },
        ).length > 0,
    );
    expect(lacking.map((p) => `${p.id} ${p.name}`)).toEqual([]);
    expect(all.every((p) => p.name.trim() && p.description.trim())).toBe(true);
    // Translations are the language's own words, not the English copied in.
    expect(
      all.filter(
        (p) =>
          p.nameHy === p.name ||
          p.nameRu === p.name ||
          p.descriptionHy === p.description ||
          p.descriptionRu === p.description,
      ),
    ).toEqual([]);
    expect(all.filter((p) => p.care !== '').length).toBeGreaterThan(0);
  });

  it('adds and replaces large catalogs quickly', async () => {
    const started = performance.now();
    const added = await seedCatalog(database, content, { count: 2000, dataDir, images: false });
    expect(added.products).toBe(2000);
    expect(await rows(database, products)).toBe(DEFAULT_PRODUCT_COUNT + 2000);
    const replaced = await seedCatalog(database, content, { count: 1000, dataDir, images: false, replace: true });
    expect(replaced.products).toBe(1000);
    expect(await rows(database, products)).toBe(1000);
    const [{ orphans }] = (
      (await database.db.execute(
        sql`select count(*)::int as orphans from product_sizes s left join products p on p.id = s.product_id where p.id is null`,
      )) as unknown as {
        rows: { orphans: number }[];
      }
    ).rows;
    expect(Number(orphans)).toBe(0);
    expect(performance.now() - started).toBeLessThan(30_000);
  });
});

describe('seed pictures', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('renders square WebP renditions at every width and skips what exists', async () => {
    const all = seedImageJobs(content);
    const jobs = [all[0]!, all.find((j) => j.url.startsWith('/media/categories/'))!];
    const first = await ensureSeedImages(dataDir, content, jobs);
    expect(first).toMatchObject({ written: 2, skipped: 0 });
    for (const job of jobs) {
      for (const width of IMAGE_WIDTHS) {
        const file = mediaPath(dataDir, imageVariant(job.url, width));
        const info = await sharp(file).metadata();
        expect(info).toMatchObject({ format: 'webp', width, height: width });
      }
    }
    const second = await ensureSeedImages(dataDir, content, jobs);
    expect(second).toMatchObject({ written: 0, skipped: 2 });
    expect(fs.readdirSync(path.join(dataDir, 'media', 'seed')).some((f) => f.endsWith('.tmp'))).toBe(false);
  });
});
