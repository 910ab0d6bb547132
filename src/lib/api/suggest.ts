import { MAX_SUGGEST_QUERY, MIN_SUGGEST_QUERY } from '../catalog/suggest.ts';
import { z } from '../zod.ts';
import { usd } from './units.ts';

/** GET /posts/suggest?q=…: the type-ahead's query. */
export const SuggestQuerySchema = z
  .object({
    q: z.string().meta({
      description: `What the shopper typed: ${MIN_SUGGEST_QUERY} to ${MAX_SUGGEST_QUERY} letters, literal text, never a pattern`,
      example: 'pomegr',
    }),
  })
  .meta({ id: 'SuggestQuery' });

export const ProductSuggestionSchema = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ description: "In the request's language, English where that one is not written" }),
    price: usd('Price per unit'),
    image: z.string().nullable().meta({ description: 'The first picture (a /media address), or null' }),
  })
  .meta({ id: 'ProductSuggestion' });
export type ProductSuggestion = z.infer<typeof ProductSuggestionSchema>;

export const CategorySuggestionSchema = z
  .object({
    title: z.string().meta({ description: "In the request's language; a sub-category as 'Category › Sub-category'" }),
    route: z
      .string()
      .meta({ description: "The listing's path without the language prefix, e.g. /shop/armenian-ceramics" }),
  })
  .meta({ id: 'CategorySuggestion' });
export type CategorySuggestion = z.infer<typeof CategorySuggestionSchema>;

/** At most 8 in all, best first; names match in the request's language and in English. */
export const SuggestionsSchema = z
  .object({ products: z.array(ProductSuggestionSchema), categories: z.array(CategorySuggestionSchema) })
  .meta({ id: 'Suggestions' });
export type Suggestions = z.infer<typeof SuggestionsSchema>;
