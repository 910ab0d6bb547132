import type { Product, ProductWithTranslations } from '../../lib/api/product.ts';
import type { SizeOption, Sizes } from '../../lib/content/types.ts';
import type { ProductFacts, ProductInputDraft } from '../../lib/products/product-input.ts';
import type { FormFacts } from './admin-facts.ts';
import { emptyWords, wordsFromStored, type DraftWords, type TranslatedDraftWords } from './product-words.ts';

/**
 * The admin product form's state and its conversion to the API body. Inputs hold text (what the person typed);
 * the shared schema (src/lib/products/product-input.ts) judges the converted body.
 */
export const CUSTOM_SIZE = 'custom';

export interface SizeRow {
  /** Stable React key. */
  key: number;
  /** A listed size value, CUSTOM_SIZE, or '' (not chosen yet). */
  choice: string;
  /** The free-text size when choice is CUSTOM_SIZE. */
  custom: string;
  quantity: string;
}

/**
 * The product form as typed: every text field of the product as a string (name, description and care note in
 * English, and in Armenian and Russian under `translations`), the pictures, and the size rows.
 */
export type ProductDraft = {
  [Field in keyof Pick<Product, 'price' | 'weight' | 'category' | 'subCategory' | 'color' | 'material'>]: string;
} & DraftWords & {
    translations: TranslatedDraftWords;
    imageUrls: string[];
    sizeRows: SizeRow[];
  };

let nextKey = 1;
export function newSizeRow(choice = '', quantity = ''): SizeRow {
  return { key: nextKey++, choice, custom: '', quantity };
}

export function emptyDraft(): ProductDraft {
  return {
    ...emptyWords(),
    translations: { hy: emptyWords(), ru: emptyWords() },
    price: '',
    weight: '',
    category: '',
    subCategory: '',
    color: '',
    material: '',
    imageUrls: [],
    sizeRows: [newSizeRow()],
  };
}

/**
 * The sizes offered for a sub-category: US ring sizes 5–14 in half steps for rings, S–XXL for clothing, and
 * otherwise One Size and XS–XL. Custom (free text) is always last.
 */
export function sizeChoices(
  sizes: Pick<Sizes, 'defaultSize' | 'general' | 'clothing' | 'rings'>,
  subCategory: string,
): SizeOption[] {
  const custom = sizes.general.find((s) => s.value === CUSTOM_SIZE) ?? { value: CUSTOM_SIZE, name: 'Custom…' };
  if (subCategory && sizes.rings.subCategories.includes(subCategory)) {
    return [...sizes.rings.variants.map((v) => ({ value: v.size, name: v.size })), custom];
  }
  if (subCategory && sizes.clothing.subCategories.includes(subCategory)) return [...sizes.clothing.sizes, custom];
  return [
    { value: sizes.defaultSize, name: sizes.defaultSize },
    ...sizes.general.filter((s) => s.value !== CUSTOM_SIZE),
    custom,
  ];
}

export function sizeOf(row: SizeRow): string {
  return row.choice === CUSTOM_SIZE ? row.custom.trim() : row.choice;
}

/**
 * A loaded product as form state: each language's words as stored (never the English stand-in shown to
 * shoppers); sizes not on the offered list become custom rows.
 */
export function draftFromProduct(product: ProductWithTranslations, choices: readonly SizeOption[]): ProductDraft {
  const listed = new Set(choices.filter((c) => c.value !== CUSTOM_SIZE).map((c) => c.value));
  return {
    ...wordsFromStored(product.translations.en),
    translations: { hy: wordsFromStored(product.translations.hy), ru: wordsFromStored(product.translations.ru) },
    price: product.price.toFixed(2),
    weight: String(product.weight),
    category: product.category,
    subCategory: product.subCategory ?? '',
    color: product.color ?? '',
    material: product.material ?? '',
    imageUrls: [...product.imageUrls],
    sizeRows: product.sizeQuantities.map((s) => {
      const row = newSizeRow(listed.has(s.size) ? s.size : CUSTOM_SIZE, String(s.quantity));
      if (row.choice === CUSTOM_SIZE) row.custom = s.size;
      return row;
    }),
  };
}

const numberOrNull = (text: string): number | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};

/** The API body (POST /post/{login}, PUT /post/{id}) for the form's current state. */
export function draftToInput(draft: ProductDraft): ProductInputDraft {
  return {
    name: draft.name,
    desc: draft.desc,
    care: draft.care,
    translations: draft.translations,
    price: numberOrNull(draft.price),
    weight: Math.max(0, Math.round(numberOrNull(draft.weight) ?? 0)),
    category: draft.category,
    subCategory: draft.subCategory || null,
    color: draft.color || null,
    material: draft.material || null,
    imageUrls: draft.imageUrls,
    sizeQuantities: draft.sizeRows.map((row) => {
      const q = numberOrNull(row.quantity);
      return { size: sizeOf(row), quantity: q === null ? null : q };
    }),
  };
}

/** The list with one item moved from `from` to `to` (both clamped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= copy.length) return copy;
  const target = Math.max(0, Math.min(copy.length - 1, to));
  const [item] = copy.splice(from, 1);
  copy.splice(target, 0, item);
  return copy;
}

/** The rules' view of the form's facts (src/lib/products/product-input.ts). */
export function ruleFacts(facts: Pick<FormFacts, 'categories' | 'colors' | 'materials'>): ProductFacts {
  return {
    categories: facts.categories,
    colors: facts.colors.map((c) => c.value),
    materials: facts.materials.map((m) => m.value),
  };
}
