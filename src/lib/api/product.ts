import { z } from '../zod.ts';
import { grams, timestamp, usd } from './units.ts';

export const SizeQuantitySchema = z.object({ size: z.string(), quantity: z.number().int() }).meta({ id: 'SizeQuantity' });
export type SizeQuantity = z.infer<typeof SizeQuantitySchema>;

/** A product as the shop shows it. */
export const ProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    desc: z.string(),
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

export const SubCategorySchema = z.object({ title: z.string(), route: z.string(), productCount: z.number().int() }).meta({ id: 'SubCategory' });

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
