import { isClothingSubCategory, isRingSubCategory, subCategoryBelongs } from '../../lib/content/lookup.ts';
import type { Content } from '../../lib/content/types.ts';
import { toCents } from '../../lib/money.ts';
import { designs, type DesignKind, type Variant } from './art/designs.ts';
import { createRng, type Rng } from './prng.ts';
import { fill } from './fill.ts';
import { detailTexts, placeholderValues, render, valuesIn } from './product-texts.ts';
import type { Localized, SeedTemplates, Template } from './template-schema.ts';
import { defaultSeedTemplates } from './templates.ts';

/**
 * The seed catalog, generated from the templates in content/seed/ with a seeded PRNG and a fixed anchor date, so
 * every run on every machine gives the same products, named and described in English, Armenian and Russian.
 * Pure apart from reading the templates once: no database.
 */

/** Creation dates spread over the year before this moment. */
export const SEED_ANCHOR = new Date('2025-11-01T09:00:00.000Z');
export const DEFAULT_PRODUCT_COUNT = 480;
const DEFAULT_SEED = 'old-city-gifts';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface SeedProduct {
  name: Localized;
  /** What it is, its size and where it is made. */
  description: Localized;
  /** How to look after it; null for goods that need no care note. */
  care: Localized | null;
  priceCents: number;
  weightGrams: number;
  category: string;
  subCategory: string;
  color: string | null;
  material: string | null;
  /** 'armring' for rings (each size has its own armring-NN), otherwise a catalogue number. */
  sku: string;
  imageUrls: string[];
  createdAt: Date;
}

export interface SeedSize {
  /** Index into `products`. */
  productIndex: number;
  size: string;
  quantity: number;
  position: number;
  /** Rings only: the SKU of this size, e.g. armring-75. */
  sku?: string;
}

/** One picture of the pool: `url` is the 1200 px file, narrower renditions sit beside it. */
export interface SeedImageRef {
  kind: DesignKind;
  variant: number;
  url: string;
}

export interface SeedCatalog {
  products: SeedProduct[];
  sizes: SeedSize[];
  /** The distinct pictures the products use. */
  images: SeedImageRef[];
}

export interface GenerateOptions {
  count?: number;
  seed?: string;
  anchor?: Date;
  /** The templates (default: the repo's content/seed/). */
  templates?: SeedTemplates;
}

export function seedImageUrl(kind: DesignKind, variant: number): string {
  return `/media/seed/${kind}-${variant + 1}.webp`;
}

/** Every picture in the pool, whether or not a product uses it. */
export function seedImagePool(): SeedImageRef[] {
  return (Object.keys(designs) as DesignKind[]).flatMap((kind) =>
    designs[kind].map((_, variant) => ({ kind, variant, url: seedImageUrl(kind, variant) })),
  );
}

/** Checks the templates against the content, so a renamed sub-category or colour fails loudly, not silently. */
export function checkTemplates(content: Content, list: Template[] = defaultSeedTemplates().templates): void {
  const colors = new Set(content.colors.map((c) => c.value));
  const materials = new Set(content.materials);
  for (const t of list) {
    const where = `seed template ${t.category}/${t.subCategory} (${t.kind})`;
    if (!subCategoryBelongs(content, t.category, t.subCategory))
      throw new Error(`${where}: no such category/sub-category in content/categories.json`);
    if (t.material && !materials.has(t.material))
      throw new Error(`${where}: material "${t.material}" is not in content/materials.json`);
    for (const v of designs[t.kind]) {
      if (!colors.has(v.color)) throw new Error(`${where}: colour "${v.color}" is not in content/colors.json`);
      if (v.material && !materials.has(v.material))
        throw new Error(`${where}: material "${v.material}" is not in content/materials.json`);
    }
  }
}

/** A shop-like price: whole dollars, or ending in .50, .90 or .95. */
function shopPrice(rng: Rng, dollars: number): number {
  const whole = Math.max(2, Math.round(dollars));
  const cents = rng.pick([0, 0, 50, -10, -5]);
  return whole * 100 + cents;
}

function categoryCode(route: string): string {
  return route
    .split('-')
    .filter((w) => w !== 'and')
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** Which template each product comes from: every template once, then the rest by share; then shuffled. */
function allocate(rng: Rng, count: number, templates: Template[]): Template[] {
  const order = rng.shuffle([...templates]);
  if (count <= order.length) return order.slice(0, count);
  const total = templates.reduce((sum, t) => sum + (t.share ?? 1), 0);
  const rest: Template[] = [];
  for (let i = order.length; i < count; i++) {
    let r = rng.next() * total;
    let chosen = templates[templates.length - 1]!;
    for (const t of templates) {
      r -= t.share ?? 1;
      if (r < 0) {
        chosen = t;
        break;
      }
    }
    rest.push(chosen);
  }
  return rng.shuffle(order.concat(rest));
}

function joinSentences(sentences: (Localized | null)[]): Localized {
  const present = sentences.filter((s): s is Localized => s !== null);
  return {
    en: present.map((s) => s.en).join(' '),
    hy: present.map((s) => s.hy).join(' '),
    ru: present.map((s) => s.ru).join(' '),
  };
}

export function generateCatalog(content: Content, options: GenerateOptions = {}): SeedCatalog {
  const count = options.count ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a whole number ≥ 0, got ${count}`);
  const anchor = (options.anchor ?? SEED_ANCHOR).getTime();
  const root = createRng(options.seed ?? DEFAULT_SEED);
  const data = options.templates ?? defaultSeedTemplates();
  checkTemplates(content, data.templates);

  const chosen = allocate(root.fork('allocate'), count, data.templates);
  const products: SeedProduct[] = [];
  const sizes: SeedSize[] = [];
  const used = new Map<string, SeedImageRef>();
  const seenNames = new Set<string>();

  chosen.forEach((template, index) => {
    const rng = root.fork(`product/${index}`);
    const variants: Variant[] = designs[template.kind];
    const ring = isRingSubCategory(content, template.subCategory);

    // Name: a few tries for one the catalog does not have yet (in English, the language every product has).
    let namePattern: Localized;
    let englishName: string;
    let variantIndex: number;
    let sizeIndex: number;
    let attempt = 0;
    do {
      variantIndex = rng.int(0, variants.length - 1);
      sizeIndex = template.sizes ? rng.int(0, template.sizes.length - 1) : 0;
      namePattern = rng.pick(template.names);
      englishName = fill(
        namePattern.en,
        valuesIn('en', data, template, variants[variantIndex]!, template.sizes?.[sizeIndex]),
        'en',
      );
    } while (seenNames.has(englishName) && ++attempt < 8);
    seenNames.add(englishName);
    const variant = variants[variantIndex]!;

    // Price and weight grow with the size.
    const span = template.sizes && template.sizes.length > 1 ? sizeIndex / (template.sizes.length - 1) : rng.next();
    const priceCents = ring
      ? toCents(content.sizes.rings.price)
      : shopPrice(rng, (template.price[0] + (template.price[1] - template.price[0]) * span) * rng.float(0.93, 1.07));
    const rawWeight = (template.weight[0] + (template.weight[1] - template.weight[0]) * span) * rng.float(0.9, 1.1);
    const weightGrams = Math.max(1, rawWeight < 50 ? Math.round(rawWeight) : Math.round(rawWeight / 5) * 5);
    const values = placeholderValues(data, template, variant, template.sizes?.[sizeIndex], weightGrams);
    const name = render(namePattern, values);

    // Description: what and how, the size, where it is made; then how to care for it.
    const detailText = template.detail ? rng.pick(template.detail) : detailTexts(template, data.phrases)[0];
    const lead = render(rng.pick(template.lead), values);
    const detail = detailText ? render(detailText, values) : null;
    const origin = rng.pick(data.phrases.origins[template.origin]!);
    const care = template.care ? rng.pick(data.phrases.cares[template.care]!) : null;
    const description = joinSentences([lead, detail, origin]);

    // Pictures: the one that matches the name first, then one or two others of the same kind.
    const others = variants.map((_, i) => i).filter((i) => i !== variantIndex);
    rng.shuffle(others);
    const pictures = [variantIndex, ...others.slice(0, rng.chance(0.4) ? 2 : 1)];
    const imageUrls = pictures.map((v) => {
      const url = seedImageUrl(template.kind, v);
      if (!used.has(url)) used.set(url, { kind: template.kind, variant: v, url });
      return url;
    });

    // Sizes: rings 5–14 with exactly one size sold out (never the first, which drives "In Stock"),
    // clothing S–XXL, everything else one default row.
    if (ring) {
      const soldOut = rng.int(1, content.sizes.rings.variants.length - 1);
      content.sizes.rings.variants.forEach((v, position) =>
        sizes.push({
          productIndex: index,
          size: v.size,
          sku: v.sku,
          position,
          quantity: position === soldOut ? 0 : rng.int(2, 25),
        }),
      );
    } else if (isClothingSubCategory(content, template.subCategory)) {
      content.sizes.clothing.sizes.forEach((s, position) =>
        sizes.push({
          productIndex: index,
          size: s.value,
          position,
          quantity: position === 0 ? rng.int(3, 30) : rng.chance(0.1) ? 0 : rng.int(2, 30),
        }),
      );
    } else {
      sizes.push({
        productIndex: index,
        size: content.sizes.defaultSize,
        position: 0,
        quantity: rng.chance(0.04) ? 0 : rng.int(1, 60),
      });
    }

    const minutesAgo = Math.floor(rng.next() * (YEAR_MS / 60_000));
    products.push({
      name,
      description,
      care,
      priceCents,
      weightGrams,
      category: template.category,
      subCategory: template.subCategory,
      color: variant.color,
      material: template.material ?? variant.material,
      sku: ring ? 'armring' : `${categoryCode(template.category)}-${String(index + 1).padStart(5, '0')}`,
      imageUrls,
      createdAt: new Date(anchor - minutesAgo * 60_000),
    });
  });

  return { products, sizes, images: [...used.values()] };
}
