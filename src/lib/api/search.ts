import {
  MAX_FILTER_PRICE,
  MAX_NAME_QUERY_LENGTH,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_ROUTE_LENGTH,
  SORT_FIELDS,
} from '../catalog/search.ts';
import { z } from '../zod.ts';

/** The answer to a search is a list of products; the header `X-Total-Count` tells how many match over all pages. */

const noFilter = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Text filters: `""` and null mean no filter (older clients send empty strings). */
const textFilter = (max: number, description: string) =>
  z
    .preprocess(
      noFilter,
      // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the query.
      z
        .string()
        .max(max)
        .refine((v) => !v.includes('\u0000'), 'must not contain NUL characters')
        .optional(),
    )
    .meta({ type: 'string', description });

/** Dollars as a JSON number; a plain decimal string ("12.50") is accepted too, since form inputs send text. */
const dollarsFilter = (description: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && /^\s*\d{1,9}(\.\d+)?\s*$/.test(value) ? Number(value) : noFilter(value)),
      z.number().min(0).max(MAX_FILTER_PRICE).optional(),
    )
    .meta({ type: 'number', minimum: 0, description: `${description}; US dollars` });

/** A date filter's rule in its own words (the server words it in the shopper's language). */
export const SEARCH_DATE_MESSAGE = 'must be an ISO date such as 2025-03-01';

const dateFilter = (description: string) =>
  z
    .preprocess(
      noFilter,
      z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: SEARCH_DATE_MESSAGE }).optional(),
    )
    .meta({ type: 'string', description });

const wholeNumber = (max: number, description: string) =>
  z
    .preprocess(noFilter, z.number().int().min(1).max(max).optional())
    .meta({ type: 'integer', minimum: 1, maximum: max, description });

/** POST /posts/search. Unknown fields are ignored (older clients send extra ones). */
export const ProductSearchSchema = z
  .object({
    sortField: z
      .preprocess(noFilter, z.enum(SORT_FIELDS).optional())
      .meta({ type: 'string', enum: [...SORT_FIELDS], description: 'Default dateCreated' }),
    asc: z
      .preprocess(noFilter, z.boolean().optional())
      .meta({ type: 'boolean', description: 'Default: false (newest first) for dateCreated, true otherwise' }),
    category: textFilter(MAX_ROUTE_LENGTH, 'Category route, exact'),
    subCategory: textFilter(MAX_ROUTE_LENGTH, 'Sub-category route, exact'),
    name: textFilter(MAX_NAME_QUERY_LENGTH, 'Case-insensitive "contains"; literal text, never a pattern'),
    minPrice: dollarsFilter('Inclusive lower bound'),
    maxPrice: dollarsFilter('Inclusive upper bound'),
    material: textFilter(MAX_ROUTE_LENGTH, 'Exact material, e.g. Ceramic'),
    color: textFilter(MAX_ROUTE_LENGTH, 'Exact colour value, e.g. blue'),
    dateFrom: dateFilter('Created on or after: YYYY-MM-DD (UTC day) or ISO date-time'),
    dateTo: dateFilter('Created on or before: YYYY-MM-DD includes that whole day'),
    page: wholeNumber(
      MAX_PAGE,
      'Page number from 1; with page or size one page is answered, else every match (at most 1000)',
    ),
    size: wholeNumber(MAX_PAGE_SIZE, 'Page size, default 12'),
  })
  .meta({ id: 'ProductSearch' });

/** What the shop's own pages send: the validated form (the API also takes `""` and null for "no filter"). */
export type ProductSearchRequest = z.output<typeof ProductSearchSchema>;
