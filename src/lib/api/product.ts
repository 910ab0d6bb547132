import { z } from '../zod.ts';
import { grams, timestamp, usd } from './units.ts';

export const SizeQuantitySchema = z
  .object({ size: z.string(), quantity: z.number().int() })
  .meta({ id: 'SizeQuantity' });
export type SizeQuantity = z.infer<typeof SizeQuantitySchema>;

const LocaleSchema = z.enum(['en', 'hy', 'ru']);

/**
 * A product as the shop shows it. Name, description and care note are in the request's language (Accept-Language
 * or ?locale=), English where that one is not written yet.
 */
export const ProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    desc: z.string(),
    care: z.string().meta({ description: "How to look after it; '' when it needs none" }),
    missingLanguages: z
      .array(LocaleSchema)
      .meta({ description: 'Languages whose name, description or care note is not written yet' }),
    price: usd('Price per unit'),
    weight: grams('Weight per unit'),
    category: z.string(),
    subCategory: z.string().nullable(),
    color: z.string().nullable(),
    material: z.string().nullable(),
    imageUrls: z.array(z.string()),
    sizeQuantities: z.array(SizeQuantitySchema).meta({ description: 'in display order; the first decides "In Stock"' }),
    dateCreated: timestamp(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;

const WordsSchema = z.object({ name: z.string().nullable(), desc: z.string().nullable(), care: z.string().nullable() });

/** GET /post/{id}: the product plus every language's words as stored (null: not written), for the edit form. */
export const ProductWithTranslationsSchema = ProductSchema.extend({
  translations: z.object({ en: WordsSchema, hy: WordsSchema, ru: WordsSchema }),
}).meta({ id: 'ProductWithTranslations' });
export type ProductWithTranslations = z.infer<typeof ProductWithTranslationsSchema>;

export const SubCategorySchema = z
  .object({ title: z.string(), route: z.string(), productCount: z.number().int() })
  .meta({ id: 'SubCategory' });

export const CategorySchema = z
  .object({
    title: z.string(),
    route: z.string(),
    image: z.string(),
    productCount: z.number().int(),
    subCategories: z.array(SubCategorySchema),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

/** The answer to an image upload: the address to put in a product's imageUrls. */
export const UploadAnswerSchema = z.object({ url: z.string() }).meta({ id: 'UploadAnswer' });
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;
