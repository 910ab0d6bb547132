import { createRoute, z } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  MAX_FILTER_PRICE,
  MAX_NAME_QUERY_LENGTH,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_ROUTE_LENGTH,
  normalizeSearch,
  SearchInputError,
  searchKey,
  SORT_FIELDS,
  type ProductSearch,
  type ProductSearchInput,
} from '../../lib/catalog/search.ts';
import { badRequest, describeIssues, HttpError, notFound } from '../http/errors.ts';
import { createRouter } from '../http/openapi-router.ts';
import { isJsonContentType } from '../http/json-body.ts';
import { catalogCache } from '../services/catalog/cache.ts';
import { PageAnswer } from '../services/catalog/page-answer.ts';
import { findProduct, productCounts, searchProducts } from '../services/catalog/queries.ts';
import type { Services } from '../services.ts';
import { recentAnswer, rememberRepeat } from './search-repeats.ts';

/** Search bodies are a few hundred bytes; anything this big is not a search. */
export const SEARCH_BODY_LIMIT = 64 * 1024;

// ---------- schemas (documented in /api/openapi.json) ----------

const ErrorSchema = z.object({ message: z.string() }).openapi('Error');

const SizeQuantitySchema = z.object({ size: z.string(), quantity: z.number().int() }).openapi('SizeQuantity');

/** The API's Product (src/lib/catalog/product.ts) for other routes' OpenAPI responses. */
export const ProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    desc: z.string(),
    price: z.number().openapi({ description: 'US dollars, 2 decimals' }),
    weight: z.number().int().openapi({ description: 'grams' }),
    category: z.string(),
    subCategory: z.string().nullable(),
    color: z.string().nullable(),
    material: z.string().nullable(),
    imageUrls: z.array(z.string()),
    sizeQuantities: z.array(SizeQuantitySchema).openapi({ description: 'in display order; the first decides "In Stock"' }),
    dateCreated: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Product');

const ProductListSchema = z.array(ProductSchema);

const totalCountHeader = {
  'X-Total-Count': { description: 'How many products match, across all pages', schema: { type: 'integer' as const } },
};

const noFilter = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Text filters: `""` and null mean no filter (the old client sends empty strings). */
const textFilter = (max: number, description: string) =>
  z
    .preprocess(
      noFilter,
      // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the query.
      z.string().max(max).refine((v) => !v.includes('\u0000'), 'must not contain NUL characters').optional(),
    ).openapi({ type: 'string', description });

/** Dollars as a JSON number; a plain decimal string ("12.50") is accepted too, since form inputs send text. */
const dollarsFilter = (description: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && /^\s*\d{1,9}(\.\d+)?\s*$/.test(value) ? Number(value) : noFilter(value)),
      z.number().min(0).max(MAX_FILTER_PRICE).optional(),
    )
    .openapi({ type: 'number', minimum: 0, description });

const dateFilter = (description: string) =>
  z
    .preprocess(
      noFilter,
      z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'must be an ISO date such as 2025-03-01' }).optional(),
    )
    .openapi({ type: 'string', description });

const wholeNumber = (max: number, description: string) =>
  z.preprocess(noFilter, z.number().int().min(1).max(max).optional()).openapi({ type: 'integer', minimum: 1, maximum: max, description });

/** Unknown fields are ignored (older clients send extra ones). */
const SearchBodySchema = z
  .object({
    sortField: z
      .preprocess(noFilter, z.enum(SORT_FIELDS).optional())
      .openapi({ type: 'string', enum: [...SORT_FIELDS], description: 'Default dateCreated' }),
    asc: z
      .preprocess(noFilter, z.boolean().optional())
      .openapi({ type: 'boolean', description: 'Default: false (newest first) for dateCreated, true otherwise' }),
    category: textFilter(MAX_ROUTE_LENGTH, 'Category route, exact'),
    subCategory: textFilter(MAX_ROUTE_LENGTH, 'Sub-category route, exact'),
    name: textFilter(MAX_NAME_QUERY_LENGTH, 'Case-insensitive "contains"; literal text, never a pattern'),
    minPrice: dollarsFilter('Inclusive lower bound, dollars'),
    maxPrice: dollarsFilter('Inclusive upper bound, dollars'),
    material: textFilter(MAX_ROUTE_LENGTH, 'Exact material, e.g. Ceramic'),
    color: textFilter(MAX_ROUTE_LENGTH, 'Exact colour value, e.g. blue'),
    dateFrom: dateFilter('Created on or after: YYYY-MM-DD (UTC day) or ISO date-time'),
    dateTo: dateFilter('Created on or before: YYYY-MM-DD includes that whole day'),
    page: wholeNumber(MAX_PAGE, 'Page number from 1; with page or size one page is answered, else every match (at most 1000)'),
    size: wholeNumber(MAX_PAGE_SIZE, 'Page size, default 12'),
  })
  .openapi('ProductSearch');

const pageQuery = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
    .optional()
    .openapi({ type: 'integer', minimum: 1, maximum: max });

// ---------- routes ----------

/** A clearer refusal than the validator's bare "Unsupported Media Type" (a body is required to be JSON). */
const requireJson: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type');
  if (type !== undefined && !isJsonContentType(type)) {
    throw new HttpError(415, 'Send the search as JSON (Content-Type: application/json).');
  }
  await next();
};

const tooLarge = (c: Context) => c.json({ message: `The request body is larger than ${SEARCH_BODY_LIMIT / 1024} KB.` }, 413);
const streamingBodyLimit = bodyLimit({ maxSize: SEARCH_BODY_LIMIT, onError: tooLarge });

/**
 * 413 for a body over the limit. A declared Content-Length is checked without touching the body, which keeps
 * @hono/node-server's fast body read (hono's bodyLimit builds a full web Request to inspect the stream); a chunked
 * body is counted as it streams.
 */
const limitSearchBody: MiddlewareHandler = async (c, next) => {
  const length = c.req.header('content-length');
  if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
    return Number(length) > SEARCH_BODY_LIMIT ? tooLarge(c) : next();
  }
  return streamingBodyLimit(c, next);
};

/** Like the shared hook, but a body that is not an object at all gets a sentence instead of a path-less zod text. */
const searchHook: Hook<unknown, Env, string, unknown> = (result, c) => {
  if (result.success) return;
  const issues = (result.error as { issues?: Array<{ path: PropertyKey[]; message: string }> }).issues ?? [];
  const message = issues.some((i) => i.path.length === 0) ? 'The search body must be a JSON object.' : describeIssues(issues);
  return c.json({ message: message || 'Invalid search.' }, 400);
};

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ErrorSchema } } });

const listRoute = createRoute({
  method: 'get',
  path: '/posts',
  tags: ['catalog'],
  summary: 'Products in the shop, newest first (every product up to 1000, or one page with page/size)',
  request: { query: z.object({ page: pageQuery(MAX_PAGE), size: pageQuery(MAX_PAGE_SIZE) }) },
  responses: {
    200: { description: 'Products', headers: totalCountHeader, content: { 'application/json': { schema: ProductListSchema } } },
    400: errorResponse('Bad page or size'),
  },
});

/** The search route; `answerRepeat` may answer a byte-identical repeat of a recent search before any parsing. */
const searchRouteWith = (answerRepeat: MiddlewareHandler) =>
  createRoute({
    method: 'post',
    path: '/posts/search',
    tags: ['catalog'],
    summary: 'Filter, sort and page products',
    middleware: [
      requireJson,
      limitSearchBody,
      answerRepeat,
    ] as const,
    request: { body: { required: true, content: { 'application/json': { schema: SearchBodySchema } } } },
    responses: {
      200: { description: 'Matching products', headers: totalCountHeader, content: { 'application/json': { schema: ProductListSchema } } },
      400: errorResponse('A field is invalid; the message names it'),
      413: errorResponse('Body too large'),
      415: errorResponse('Body is not JSON'),
    },
  });

const productRoute = createRoute({
  method: 'get',
  path: '/post/{id}',
  tags: ['catalog'],
  summary: 'One product',
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^\d+$/, 'must be a product number')
        .transform(Number)
        .openapi({ type: 'integer', param: { name: 'id', in: 'path' }, example: 42 }),
    }),
  },
  responses: {
    200: { description: 'The product', content: { 'application/json': { schema: ProductSchema } } },
    400: errorResponse('Not a product number'),
    404: errorResponse('Product not found.'),
  },
});

const CategoryCountSchema = z.object({ title: z.string(), route: z.string(), productCount: z.number().int() });
const CategorySchema = z
  .object({
    title: z.string(),
    route: z.string(),
    image: z.string(),
    productCount: z.number().int(),
    subCategories: z.array(CategoryCountSchema.openapi('SubCategory')),
  })
  .openapi('Category');

const categoriesRoute = createRoute({
  method: 'get',
  path: '/categories',
  tags: ['catalog'],
  summary: 'Categories with their sub-categories and how many products each holds',
  responses: { 200: { description: 'Categories in display order', content: { 'application/json': { schema: z.array(CategorySchema) } } } },
});

// ---------- handlers ----------

const MAX_PRODUCT_ID = 2_147_483_647;

function normalized(input: ProductSearchInput): ProductSearch {
  try {
    return normalizeSearch(input);
  } catch (err) {
    if (err instanceof SearchInputError) throw badRequest(err.message);
    throw err;
  }
}

export function catalogRoutes(services: Services) {
  const { db } = services.database;
  const cache = catalogCache(services);

  /** The page as ready-made JSON text: a cache hit costs no query and no serialization. */
  async function answer(c: Context, search: ProductSearch, body?: string) {
    const key = `search:${searchKey(search)}`;
    const page = await cache.get<PageAnswer>(key, async () => {
      const result = await searchProducts(db, search);
      return new PageAnswer(result.total, JSON.stringify(result.products));
    });
    if (body !== undefined) rememberRepeat(cache, body, key);
    return page.respond(c);
  }

  /** Repeats from callers that `searchRepeats` leaves to the route (signed in): still no parsing or validating. */
  const answerRepeat: MiddlewareHandler = async (c, next) => {
    if (c.req.header('content-type') === undefined) return next();
    const hit = recentAnswer(cache, await c.req.text());
    if (hit) return (await hit).respond(c);
    return next();
  };

  return createRouter()
    .openapi(listRoute, (c) => {
      const { page, size } = c.req.valid('query');
      return answer(c, normalized({ page, size })) as never;
    })
    .openapi(
      searchRouteWith(answerRepeat),
      async (c) => answer(c, normalized(c.req.valid('json') as ProductSearchInput), await c.req.text()) as never,
      searchHook as never,
    )
    .openapi(productRoute, async (c) => {
      const { id } = c.req.valid('param');
      const product = id >= 1 && id <= MAX_PRODUCT_ID ? await findProduct(db, id) : undefined;
      if (!product) throw notFound('Product not found.');
      return c.json(product, 200);
    })
    .openapi(categoriesRoute, async (c) => {
      const counts = await cache.get('categories:counts', () => productCounts(db));
      const categories = services.content.categories.map((category) => {
        const perSub = counts.get(category.route);
        return {
          title: category.title,
          route: category.route,
          image: category.image,
          productCount: perSub?.get('') ?? 0,
          subCategories: category.subCategories.map((sub) => ({ title: sub.title, route: sub.route, productCount: perSub?.get(sub.route) ?? 0 })),
        };
      });
      return c.json(categories, 200);
    });
}
