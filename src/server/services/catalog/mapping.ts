import type { Product, ProductWithTranslations, SizeQuantity } from '../../../lib/api/product.ts';
import {
  missingLanguages,
  wordsIn,
  type ProductWords,
  type TranslatedWords,
} from '../../../lib/catalog/product-texts.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { fromCents } from '../../../lib/money.ts';
import type { StoredProductFacts } from '../../../lib/products/product-input.ts';

/** The product columns the API reads, as drizzle hands them back. */
export interface ProductRow extends StoredProductFacts {
  id: number;
  name: string;
  description: string;
  care: string;
  nameHy: string | null;
  nameRu: string | null;
  descriptionHy: string | null;
  descriptionRu: string | null;
  careHy: string | null;
  careRu: string | null;
  createdAt: Date;
}

const englishOf = (row: ProductRow): ProductWords => ({ name: row.name, desc: row.description, care: row.care });

const translatedOf = (row: ProductRow): TranslatedWords => ({
  hy: { name: row.nameHy, desc: row.descriptionHy, care: row.careHy },
  ru: { name: row.nameRu, desc: row.descriptionRu, care: row.careRu },
});

/** A database row and its size rows (already in position order) as the API's Product, worded in `locale`. */
export function toProduct(row: ProductRow, sizes: SizeQuantity[], locale: Locale = 'en'): Product {
  const english = englishOf(row);
  const translated = translatedOf(row);
  const words = wordsIn(locale, english, translated);
  return {
    id: row.id,
    name: words.name,
    desc: words.desc,
    care: words.care,
    missingLanguages: missingLanguages(english, translated),
    price: fromCents(row.priceCents),
    weight: row.weightGrams,
    category: row.category,
    subCategory: row.subCategory,
    color: row.color,
    material: row.material,
    imageUrls: Array.isArray(row.imageUrls) ? row.imageUrls : [],
    sizeQuantities: sizes,
    dateCreated: row.createdAt.toISOString(),
  };
}

/** The Product in `locale` plus every language's words as stored, for the edit form. */
export function toProductWithTranslations(
  row: ProductRow,
  sizes: SizeQuantity[],
  locale: Locale,
): ProductWithTranslations {
  const translated = translatedOf(row);
  return {
    ...toProduct(row, sizes, locale),
    translations: { en: { name: row.name, desc: row.description, care: row.care }, ...translated },
  };
}
