import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { designs } from './art/designs.ts';
import { DEFAULT_PRODUCT_COUNT, SEED_ANCHOR, checkTemplates, generateCatalog, seedImagePool } from './generate.ts';

const content = loadContent();
const catalog = generateCatalog(content);
const sizesOf = (index: number) => catalog.sizes.filter((s) => s.productIndex === index);

describe('generateCatalog', () => {
  it('gives the same catalog on every run', () => {
    expect(generateCatalog(content)).toEqual(catalog);
    expect(generateCatalog(content, { count: 50 })).toEqual(generateCatalog(content, { count: 50 }));
    expect(generateCatalog(content, { seed: 'another' }).products[0]).not.toEqual(catalog.products[0]);
  });

  it('covers every category and well over 60 sub-categories', () => {
    expect(catalog.products).toHaveLength(DEFAULT_PRODUCT_COUNT);
    expect(DEFAULT_PRODUCT_COUNT).toBeGreaterThanOrEqual(400);
    expect(new Set(catalog.products.map((p) => p.category)).size).toBe(10);
    const subs = new Set(catalog.products.map((p) => `${p.category}/${p.subCategory}`));
    expect(subs.size).toBeGreaterThanOrEqual(140);
    for (const p of catalog.products) {
      const category = content.categories.find((c) => c.route === p.category);
      expect(
        category?.subCategories.some((s) => s.route === p.subCategory),
        `${p.category}/${p.subCategory}`,
      ).toBe(true);
    }
  });

  it('gives rings 19 sizes 5–14, price 168.64, armring SKUs and exactly one sold-out size', () => {
    const rings = catalog.products.map((p, i) => ({ p, i })).filter(({ p }) => p.subCategory === 'rings');
    expect(rings.length).toBeGreaterThan(0);
    for (const { p, i } of rings) {
      const rows = sizesOf(i);
      expect(p.priceCents).toBe(16864);
      expect(rows.map((r) => r.size)).toEqual(content.sizes.rings.variants.map((v) => v.size));
      expect(rows).toHaveLength(19);
      expect(rows.map((r) => r.sku)).toEqual(rows.map((r) => `armring-${Math.round(Number(r.size) * 10)}`));
      expect(rows.filter((r) => r.quantity === 0)).toHaveLength(1);
      expect(rows[0]!.quantity).toBeGreaterThan(0);
      expect(p.sku).toBe('armring');
    }
  });

  it('gives clothing S to XXL and everything else one default size row', () => {
    catalog.products.forEach((p, i) => {
      const rows = sizesOf(i).map((r) => r.size);
      if (p.subCategory === 'rings') return;
      if (p.subCategory === 't-shirt' || p.subCategory === 'hats') expect(rows).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
      else expect(rows).toEqual([content.sizes.defaultSize]);
    });
    expect(catalog.products.some((p) => p.subCategory === 't-shirt')).toBe(true);
    expect(catalog.sizes.every((s) => Number.isInteger(s.quantity) && s.quantity >= 0)).toBe(true);
  });

  it('stores positive integer cents and grams, and colours and materials from the content', () => {
    const colors = new Set(content.colors.map((c) => c.value));
    const materials = new Set(content.materials);
    for (const p of catalog.products) {
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0).toBe(true);
      expect(Number.isInteger(p.weightGrams) && p.weightGrams > 0).toBe(true);
      expect(colors.has(p.color!)).toBe(true);
      if (p.material !== null) expect(materials.has(p.material)).toBe(true);
    }
  });

  it('writes believable names, 2–3 sentence descriptions and a one-sentence care note in every language', () => {
    expect(new Set(catalog.products.map((p) => p.name.en)).size).toBeGreaterThan(DEFAULT_PRODUCT_COUNT * 0.97);
    const sentenceEnds = { en: /(?<=[.!?])\s+(?=[A-Z])/, hy: /(?<=։)\s+/, ru: /(?<=[.!?])\s+(?=[А-ЯЁ«])/ };
    for (const p of catalog.products) {
      expect(p.name.en).toMatch(/^[A-Z]/);
      expect(p.name.hy).toMatch(/^[Ա-Ֆ«\d]/);
      expect(p.name.ru).toMatch(/^[А-ЯЁ«]/);
      for (const locale of ['en', 'hy', 'ru'] as const) {
        const sentences = p.description[locale].split(sentenceEnds[locale]);
        expect(sentences.length, p.description[locale]).toBeGreaterThanOrEqual(2);
        expect(sentences.length, p.description[locale]).toBeLessThanOrEqual(3);
        if (p.care) expect(p.care[locale].split(sentenceEnds[locale]), p.care[locale]).toHaveLength(1);
      }
    }
    expect(catalog.products.filter((p) => p.care === null).length).toBeGreaterThan(0);
    expect(catalog.products.map((p) => p.name.en)).toContainEqual(
      expect.stringMatching(/^Armenian ceramic \w+ bowl, \d+ cm, hand-painted$/),
    );
  });

  it('spreads creation dates over the year before the anchor', () => {
    const times = catalog.products.map((p) => p.createdAt.getTime());
    const year = 365 * 24 * 3600 * 1000;
    expect(Math.max(...times)).toBeLessThanOrEqual(SEED_ANCHOR.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(SEED_ANCHOR.getTime() - year);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(year * 0.9);
  });

  it('gives every product two or three pictures from the shared pool, the first matching its colour', () => {
    const pool = new Set(seedImagePool().map((i) => i.url));
    for (const p of catalog.products) {
      expect(p.imageUrls.length).toBeGreaterThanOrEqual(2);
      expect(p.imageUrls.length).toBeLessThanOrEqual(3);
      expect(new Set(p.imageUrls).size).toBe(p.imageUrls.length);
      for (const url of p.imageUrls) expect(pool.has(url), url).toBe(true);
      const [, kind, n] = p.imageUrls[0]!.match(/^\/media\/seed\/(.+)-(\d+)\.webp$/)!;
      expect(designs[kind as keyof typeof designs][Number(n) - 1]!.color).toBe(p.color);
    }
    expect(catalog.images.length).toBeLessThanOrEqual(pool.size);
  });

  it('needs no more pictures for 10,000 products than the pool holds', () => {
    const big = generateCatalog(content, { count: 10_000 });
    expect(big.products).toHaveLength(10_000);
    const pool = new Set(seedImagePool().map((i) => i.url));
    expect(big.images.every((i) => pool.has(i.url))).toBe(true);
    expect(pool.size).toBeLessThan(600);
  });

  it('fails loudly when a template names a sub-category the content lacks', () => {
    const broken = { ...content, categories: content.categories.filter((c) => c.route !== 'clothing') };
    expect(() => checkTemplates(broken)).toThrow(/clothing\/.*no such category/);
  });
});
