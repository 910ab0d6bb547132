import { createRoute, z } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CategorySchema, ProductSchema, ProductWithTranslationsSchema } from '../../lib/api/product.ts';
import { ProductSearchSchema } from '../../lib/api/search.ts';
import { SuggestionsSchema, SuggestQuerySchema } from '../../lib/api/suggest.ts';
import {
  MAX_PAGE,
  MAX_PAGE_SIZE,
  normalizeSearch,
  SearchInputError,
  type ProductSearch,
  type ProductSearchInput,
} from '../../lib/catalog/search.ts';
import {
  MAX_SUGGEST_QUERY,
  MIN_SUGGEST_QUERY,
  suggestQueryProblem,
  type SuggestQueryProblem,
} from '../../lib/catalog/suggest.ts';
import { badRequest, HttpError, notFound, said } from '../http/errors.ts';
import { fieldWords, validationMessage } from '../http/validation-message.ts';
import { answerLocale, messageLocale } from '../http/locale.ts';
import { wordsOf } from '../http/server-message.ts';
import { errorResponse } from '../http/openapi-answers.ts';
import { createRouter } from '../http/openapi-router.ts';
import { isJsonContentType } from '../http/json-body.ts';
import { catalogCache } from '../services/catalog/cache.ts';
import { readProductAnswer, readProductWithTranslations } from '../services/catalog/product-reads.ts';
import { ReadyAnswer } from '../services/catalog/ready-answer.ts';
import { productCounts } from '../services/catalog/queries.ts';
import { cachedSearchPage } from '../services/catalog/search-page.ts';
import { suggestionsAnswer } from '../services/catalog/suggestions.ts';
import type { Services } from '../services.ts';
import { recentAnswer, rememberRepeat } from '../http/search-repeats.ts';

/** Search bodies are a few hundred bytes; anything this big is not a search. */
export const SEARCH_BODY_LIMIT = 64 * 1024;

// ---------- schemas (documented in /api/openapi.json) ----------

const ProductListSchema = z.array(ProductSchema);

const localeQuery = z
  .string()
  .optional()
  .openapi({
    param: { name: 'locale', in: 'query' },
    description: 'en, hy or ru; overrides Accept-Language',
    example: 'hy',
  });

const totalCountHeader = {
  'X-Total-Count': { description: 'How many products match, across all pages', schema: { type: 'integer' as const } },
};

const pageQuery = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'api.fieldWholeNumber')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
    .optional()
    .openapi({ type: 'integer', minimum: 1, maximum: max });

// ---------- routes ----------

/** A clearer refusal than the validator's bare "Unsupported Media Type" (a body is required to be JSON). */
const requireJson: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type');
  if (type !== undefined && !isJsonContentType(type)) {
    throw new HttpError(415, said('api.searchNotJson'));
  }
  await next();
};

const tooLarge = (c: Context) =>
  c.json({ message: wordsOf(said('api.bodyTooLarge', { size: SEARCH_BODY_LIMIT / 1024 }), messageLocale(c)) }, 413);
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
  const issues = (result.error as { issues?: Array<{ path: PropertyKey[] }> }).issues ?? [];
  const message = issues.some((i) => i.path.length === 0)
    ? said('api.searchNotObject')
    : validationMessage(result.error);
  return c.json({ message: wordsOf(message, messageLocale(c)) }, 400);
};

const listRoute = createRoute({
  method: 'get',
  path: '/posts',
  operationId: 'listProducts',
  tags: ['catalog'],
  summary: 'Products in the shop, newest first (every product up to 1000, or one page with page/size)',
  request: { query: z.object({ page: pageQuery(MAX_PAGE), size: pageQuery(MAX_PAGE_SIZE), locale: localeQuery }) },
  responses: {
    200: {
      description: 'Products',
      headers: totalCountHeader,
      content: { 'application/json': { schema: ProductListSchema } },
    },
    400: errorResponse('Bad page or size'),
  },
});

/** The search route; `answerRepeat` may answer a byte-identical repeat of a recent search before any parsing. */
const searchRouteWith = (answerRepeat: MiddlewareHandler) =>
  createRoute({
    method: 'post',
    path: '/posts/search',
    operationId: 'searchProducts',
    tags: ['catalog'],
    summary: 'Filter, sort and page products',
    middleware: [requireJson, limitSearchBody, answerRepeat] as const,
    request: {
      query: z.object({ locale: localeQuery }),
      body: { required: true, content: { 'application/json': { schema: ProductSearchSchema } } },
    },
    responses: {
      200: {
        description: 'Matching products',
        headers: totalCountHeader,
        content: { 'application/json': { schema: ProductListSchema } },
      },
      400: errorResponse('A field is invalid; the message names it'),
      413: errorResponse('Body too large'),
      415: errorResponse('Body is not JSON'),
    },
  });

const productRoute = createRoute({
  method: 'get',
  path: '/post/{id}',
  operationId: 'getProduct',
  tags: ['catalog'],
  summary: 'One product',
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^\d+$/, 'api.fieldProductNumber')
        .transform(Number)
        .openapi({ type: 'integer', param: { name: 'id', in: 'path' }, example: 42 }),
    }),
    query: z.object({
      locale: localeQuery,
      translations: z
        .enum(['true', 'false'])
        .optional()
        .openapi({
          param: { name: 'translations', in: 'query' },
          description: "true: add every language's words as stored, for the edit form",
          example: 'true',
        }),
    }),
  },
  responses: {
    200: {
      description: "The product in the request's language; with ?translations=true, every language's words as stored",
      content: { 'application/json': { schema: z.union([ProductSchema, ProductWithTranslationsSchema]) } },
    },
    400: errorResponse('Not a product number'),
    404: errorResponse('Product not found.'),
  },
});

const suggestRoute = createRoute({
  method: 'get',
  path: '/posts/suggest',
  operationId: 'suggestProducts',
  tags: ['catalog'],
  summary: 'Type-ahead: up to 8 products and categories whose names contain the text, best first',
  request: {
    query: SuggestQuerySchema.extend({
      q: SuggestQuerySchema.shape.q.optional().openapi({ param: { name: 'q', in: 'query', required: true } }),
      locale: localeQuery,
    }),
  },
  responses: {
    200: { description: 'Suggestions', content: { 'application/json': { schema: SuggestionsSchema } } },
    400: errorResponse('No text, fewer than 2 or more than 100 letters, or an unknown locale'),
  },
});

const categoriesRoute = createRoute({
  method: 'get',
  path: '/categories',
  operationId: 'listCategories',
  tags: ['catalog'],
  summary: 'Categories with their sub-categories and how many products each holds',
  responses: {
    200: {
      description: 'Categories in display order',
      content: { 'application/json': { schema: z.array(CategorySchema) } },
    },
  },
});

// ---------- handlers ----------

const MAX_PRODUCT_ID = 2_147_483_647;

const suggestRefusals = {
  missing: said('api.suggestQueryMissing'),
  short: said('api.suggestQueryShort', { count: MIN_SUGGEST_QUERY }),
  long: said('api.suggestQueryLong', { count: MAX_SUGGEST_QUERY }),
  nul: said('api.suggestQueryNul'),
} satisfies Record<SuggestQueryProblem, ReturnType<typeof said>>;

function normalized(input: ProductSearchInput, c: Context): ProductSearch {
  try {
    return normalizeSearch(input, answerLocale(c));
  } catch (err) {
    if (err instanceof SearchInputError) throw badRequest(searchInputMessage(err));
    throw err;
  }
}

export function catalogRoutes(services: Services) {
  const { db } = services.database;
  const cache = catalogCache(services);
  const mediaBase = services.config.mediaPublicUrl;

  /** The page as ready-made JSON text: a cache hit costs no query and no serialization. */
  async function answer(c: Context, search: ProductSearch, body?: string) {
    const { key, page } = cachedSearchPage(services, search);
    const answer = await page;
    if (body !== undefined) rememberRepeat(cache, c.req, body, key);
    return answer.respond(c, mediaBase);
  }

  /** Repeats from callers the front door leaves to the route (signed in): still no parsing or validating. */
  const answerRepeat: MiddlewareHandler = async (c, next) => {
    if (c.req.header('content-type') === undefined) return next();
    const hit = recentAnswer(cache, c.req, await c.req.text());
    if (hit) return (await hit).respond(c, mediaBase);
    return next();
  };

  return createRouter()
    .openapi(listRoute, (c) => {
      const { page, size } = c.req.valid('query');
      return answer(c, normalized({ page, size }, c)) as never;
    })
    .openapi(
      searchRouteWith(answerRepeat),
      async (c) => answer(c, normalized(c.req.valid('json') as ProductSearchInput, c), await c.req.text()) as never,
      searchHook as never,
    )
    .openapi(productRoute, async (c) => {
      const { id } = c.req.valid('param');
      const locale = answerLocale(c);
      const known = id >= 1 && id <= MAX_PRODUCT_ID;
      if (c.req.valid('query').translations === 'true') {
        const product = known ? await readProductWithTranslations(services, id, locale) : undefined;
        if (!product) throw notFound(said('api.productNotFound'));
        return new ReadyAnswer(JSON.stringify(product)).respond(c, mediaBase) as never;
      }
      const answer = known ? await readProductAnswer(services, id, locale) : undefined;
      if (!answer) throw notFound(said('api.productNotFound'));
      // Made when the product entered the cache in this language: no query, no serialization, no compression.
      return answer.answer.respond(c, mediaBase) as never;
    })
    .openapi(suggestRoute, async (c) => {
      const { q } = c.req.valid('query');
      const problem = suggestQueryProblem(q);
      if (problem) throw badRequest(suggestRefusals[problem]);
      const answer = await suggestionsAnswer(services, services.content.categories, q!, answerLocale(c));
      return answer.respond(c, mediaBase) as never;
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
          subCategories: category.subCategories.map((sub) => ({
            title: sub.title,
            route: sub.route,
            productCount: perSub?.get(sub.route) ?? 0,
          })),
        };
      });
      return c.json(categories, 200);
    });
}

/** A search filter's refusal in the shopper's language, naming the field in words. */
function searchInputMessage(err: SearchInputError) {
  const field = fieldWords(err.field);
  const limit = err.limit ?? '';
  switch (err.rule) {
    case 'price':
      return said('api.searchPriceNumber', { field });
    case 'priceMax':
      return said('api.searchPriceMax', { field, limit });
    case 'priceOrder':
      return said('api.searchPriceOrder');
    case 'date':
      return said('api.searchDate', { field, example: limit });
    case 'dateOrder':
      return said('api.searchDateOrder');
    case 'whole':
      return said('api.searchWholeNumber', { field, limit });
  }
}
