import { z } from '../zod.ts';
import { isMediaUrl } from '../images.ts';
import type { TranslatedWords } from '../catalog/product-texts.ts';
import { toCents } from '../money.ts';

/**
 * The product an administrator sends (POST /post/{login}, PUT /post/{id}) and the rules it
 * must meet. One schema, used by the admin form in the browser and by the API, so both refuse the
 * same thing with the same words.
 */

export const PRODUCT_INPUT_MESSAGES = {
  required: 'Please fill in required fields (Name, Category, Price).',
  sizeRowsCreate: 'Please fill all sizes and set quantity > 0 for each size row.',
  sizeRowsEdit: 'Please fill all sizes and set quantity >= 0 for each size row.',
  noSizeRows: 'Please add at least one size / quantity row.',
  duplicateSize: 'Each size may appear only once.',
  unknownCategory: 'Unknown category.',
  subCategoryMismatch: 'The sub-category does not belong to the category.',
  unknownColor: 'Choose a colour from the list.',
  unknownMaterial: 'Choose a material from the list.',
  priceCents: 'Price must have at most 2 decimals.',
  imageUrl: 'Images must be uploaded to the shop.',
} as const;

export const PRODUCT_LIMITS = {
  nameLength: 200,
  descLength: 5000,
  careLength: 1000,
  maxPrice: 1_000_000,
  maxWeightGrams: 1_000_000,
  maxImages: 12,
  maxSizeRows: 40,
  sizeLength: 40,
  maxQuantity: 1_000_000,
} as const;

/** What the rules need to know about the shop's content (content/*.json). */
export interface ProductFacts {
  categories: ReadonlyArray<{ route: string; subCategories: ReadonlyArray<{ route: string }> }>;
  /** Stored colour values ('red', '#36454F', 'other'). */
  colors: readonly string[];
  materials: readonly string[];
}

export type ProductInputMode = 'create' | 'edit';

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const translatedText = (max: number) => z.string().max(max).nullish();

/** Armenian or Russian words of a product; blank or absent fields are not written yet (English shows there). */
const translatedWordsSchema = z
  .object({
    name: translatedText(PRODUCT_LIMITS.nameLength),
    desc: translatedText(PRODUCT_LIMITS.descLength),
    care: translatedText(PRODUCT_LIMITS.careLength),
  })
  .nullish();

/** Loose on purpose: what is missing or wrong is reported by the rules below, in their own sentences. */
export const productInputBaseSchema = z.object({
  /** English: the name is required, the rest may be blank. */
  name: z.string().max(PRODUCT_LIMITS.nameLength).default(''),
  desc: z.string().max(PRODUCT_LIMITS.descLength).default(''),
  care: z.string().max(PRODUCT_LIMITS.careLength).default(''),
  /** Armenian and Russian; an absent language is not written yet. (An `en` entry, as GET answers it, is ignored.) */
  translations: z.object({ hy: translatedWordsSchema, ru: translatedWordsSchema }).nullish(),
  /** Dollars, as the API speaks; stored as cents. */
  price: z.number().max(PRODUCT_LIMITS.maxPrice).nullish(),
  /** Grams. */
  weight: z.number().int().min(0).max(PRODUCT_LIMITS.maxWeightGrams).default(0),
  category: z.string().max(100).default(''),
  subCategory: z.preprocess(blankToNull, z.string().max(100).nullish()),
  color: z.preprocess(blankToNull, z.string().max(40).nullish()),
  material: z.preprocess(blankToNull, z.string().max(40).nullish()),
  imageUrls: z.array(z.string().max(300)).max(PRODUCT_LIMITS.maxImages).default([]),
  sizeQuantities: z
    .array(
      z.object({
        size: z.string().max(PRODUCT_LIMITS.sizeLength).default(''),
        quantity: z.number().int().min(0).max(PRODUCT_LIMITS.maxQuantity).nullish(),
      }),
    )
    .max(PRODUCT_LIMITS.maxSizeRows)
    .default([]),
});

export type ProductInputDraft = z.input<typeof productInputBaseSchema>;

/** A product's facts other than its words and sizes, as they are stored: price in cents, weight in grams. */
export interface StoredProductFacts {
  priceCents: number;
  weightGrams: number;
  category: string;
  subCategory: string | null;
  color: string | null;
  material: string | null;
  imageUrls: string[];
}

/** A product that passed every rule, in storage units (cents, grams). */
export interface ValidProductInput extends StoredProductFacts {
  name: string;
  description: string;
  care: string;
  /** Armenian and Russian words, trimmed; null where not written. */
  translations: TranslatedWords;
  sizeQuantities: Array<{ size: string; quantity: number }>;
}

type Parsed = z.output<typeof productInputBaseSchema>;

/** The first rule a parsed draft breaks, in its own sentence, with the field it concerns; null when it is fine. */
export function firstProductProblem(
  p: Parsed,
  mode: ProductInputMode,
  facts: ProductFacts,
): { field: string; message: string } | null {
  const price = p.price;
  if (!p.name.trim() || !p.category.trim() || price == null || !Number.isFinite(price) || price <= 0) {
    const field = !p.name.trim() ? 'name' : !p.category.trim() ? 'category' : 'price';
    return { field, message: PRODUCT_INPUT_MESSAGES.required };
  }
  if (Math.abs(price * 100 - Math.round(price * 100)) > 1e-6)
    return { field: 'price', message: PRODUCT_INPUT_MESSAGES.priceCents };

  const category = facts.categories.find((c) => c.route === p.category.trim());
  if (!category) return { field: 'category', message: PRODUCT_INPUT_MESSAGES.unknownCategory };
  const sub = p.subCategory?.trim();
  if (sub && !category.subCategories.some((s) => s.route === sub)) {
    return { field: 'subCategory', message: PRODUCT_INPUT_MESSAGES.subCategoryMismatch };
  }
  if (p.color && !matchFrom(facts.colors, p.color))
    return { field: 'color', message: PRODUCT_INPUT_MESSAGES.unknownColor };
  if (p.material && !matchFrom(facts.materials, p.material)) {
    return { field: 'material', message: PRODUCT_INPUT_MESSAGES.unknownMaterial };
  }

  if (p.sizeQuantities.length === 0) return { field: 'sizeQuantities', message: PRODUCT_INPUT_MESSAGES.noSizeRows };
  const minQuantity = mode === 'create' ? 1 : 0;
  for (const row of p.sizeQuantities) {
    if (!row.size.trim() || row.quantity == null || row.quantity < minQuantity) {
      return {
        field: 'sizeQuantities',
        message: mode === 'create' ? PRODUCT_INPUT_MESSAGES.sizeRowsCreate : PRODUCT_INPUT_MESSAGES.sizeRowsEdit,
      };
    }
  }
  const sizes = p.sizeQuantities.map((r) => r.size.trim().toLowerCase());
  if (new Set(sizes).size !== sizes.length)
    return { field: 'sizeQuantities', message: PRODUCT_INPUT_MESSAGES.duplicateSize };

  if (p.imageUrls.some((u) => !isMediaUrl(u))) return { field: 'imageUrls', message: PRODUCT_INPUT_MESSAGES.imageUrl };
  return null;
}

const writtenOrNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

function writtenWords(
  words: { name?: string | null; desc?: string | null; care?: string | null } | null | undefined,
): TranslatedWords['hy'] {
  return { name: writtenOrNull(words?.name), desc: writtenOrNull(words?.desc), care: writtenOrNull(words?.care) };
}

/** The list's own spelling of `value`, compared without regard to case; undefined when it is not on the list. */
function matchFrom(list: readonly string[], value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return list.find((item) => item.toLowerCase() === wanted);
}

/**
 * The shared schema: parses a draft and applies every rule; the output is in storage units. Issues carry the
 * field as their path, and the first issue is the one to show.
 */
export function productInputSchema(mode: ProductInputMode, facts: ProductFacts) {
  return productInputBaseSchema
    .superRefine((p, ctx) => {
      const problem = firstProductProblem(p, mode, facts);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    })
    .transform(
      (p): ValidProductInput => ({
        name: p.name.trim(),
        description: p.desc.trim(),
        care: p.care.trim(),
        translations: {
          hy: writtenWords(p.translations?.hy),
          ru: writtenWords(p.translations?.ru),
        },
        priceCents: toCents(p.price ?? 0),
        weightGrams: p.weight,
        category: p.category.trim(),
        subCategory: p.subCategory?.trim() || null,
        color: p.color ? (matchFrom(facts.colors, p.color) ?? null) : null,
        material: p.material ? (matchFrom(facts.materials, p.material) ?? null) : null,
        imageUrls: [...p.imageUrls],
        sizeQuantities: p.sizeQuantities.map((r) => ({ size: r.size.trim(), quantity: r.quantity ?? 0 })),
      }),
    );
}

/** Validates a draft; the message is the one to show the person who filled the form. */
export function validateProductInput(
  draft: unknown,
  mode: ProductInputMode,
  facts: ProductFacts,
): { ok: true; value: ValidProductInput } | { ok: false; field: string | null; message: string } {
  const result = productInputSchema(mode, facts).safeParse(draft);
  if (result.success) return { ok: true, value: result.data };
  const custom = result.error.issues.find((i) => i.code === 'custom') ?? result.error.issues[0];
  const field = custom?.path.length ? custom.path.map(String).join('.') : null;
  const message =
    custom?.code === 'custom' ? custom.message : `${field ? `${field}: ` : ''}${custom?.message ?? 'Invalid product.'}`;
  return { ok: false, field, message };
}

/** Whether the form's Save button may be pressed (disabled without a name and a category). */
export function canSaveProduct(draft: { name?: string | null; category?: string | null }): boolean {
  return Boolean(draft.name?.trim() && draft.category?.trim());
}
