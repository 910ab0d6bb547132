import { createRoute, z } from '@hono/zod-openapi';
import { ProductWithTranslationsSchema, UploadAnswerSchema } from '../../lib/api/product.ts';
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { productInputBaseSchema, productInputSchema, type ProductInputMode } from '../../lib/products/product-input.ts';
import type { Context } from 'hono';
import { requireRole } from '../http/auth.ts';
import { answerLocale } from '../http/locale.ts';
import { badRequest, forbidden, HttpError, messageFor, notFound, said } from '../http/errors.ts';
import { anySignIn, errorResponse } from '../http/openapi-answers.ts';
import { createRouter } from '../http/openapi-router.ts';
import { sameLogin } from '../security/roles.ts';
import { findProduct } from '../services/catalog/queries.ts';
import { productFacts } from '../services/products/facts.ts';
import { createProduct, deleteProduct, PRODUCT_NOT_FOUND, updateProduct } from '../services/products/write.ts';
import { UPLOAD_ENVELOPE_BYTES, UPLOAD_MAX_BYTES } from '../services/uploads/limits.ts';
import { storeProductImage, UPLOAD_MESSAGES } from '../services/uploads/store-upload.ts';
import { mediaStorageFor } from '../storage/default-storage.ts';
import type { Services } from '../services.ts';
import { issueMessage, validationMessage } from '../http/validation-message.ts';
import { storedMediaUrl } from '../../lib/images.ts';

/**
 * Product management: create, replace and delete products, and upload their images.
 * MODERATOR or ADMINISTRATOR only: no session → 401, any other role → 403, checked before the body is read.
 *
 * POST /post/{login}: {login} is the caller's own login (the old client sends it); another login is 403, because
 * nobody acts in someone else's name. Products have no owner, so the login is only checked, not stored.
 */

/**
 * The shared schema from src/lib (plain zod, so the browser can use it too): price in dollars (> 0, 2 decimals),
 * weight in grams; subCategory must belong to category; color/material from the content lists; imageUrls from
 * POST /post/file/upload; at least one size row (on create every quantity > 0, on edit >= 0).
 */
const ProductInputSchema = productInputBaseSchema;

/** The product as GET /post/{id} answers it (the catalog routes' schema), every language's words included. */
const ProductAnswer = ProductWithTranslationsSchema;

const productId = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'api.fieldProductNumber')
    .transform(Number)
    .openapi({ type: 'integer', param: { name: 'id', in: 'path' }, example: 42 }),
});

const productManagers = createMiddleware(async (c, next) => {
  requireRole(c, 'MODERATOR', 'ADMINISTRATOR');
  await next();
});

const jsonLimit = bodyLimit({
  maxSize: 256 * 1024,
  onError: (c) => c.json({ message: messageFor(c, said('api.bodyTooLarge', { size: 256 })) }, 413),
});

// Checked from Content-Length before reading, and counted while reading when the length is not declared.
const uploadLimit = bodyLimit({
  maxSize: UPLOAD_MAX_BYTES + UPLOAD_ENVELOPE_BYTES,
  onError: (c) => c.json({ message: messageFor(c, UPLOAD_MESSAGES.tooLarge) }, 413),
});

const guarded = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not a moderator or administrator'),
};

const createRouteDef = createRoute({
  method: 'post',
  path: '/post/{login}',
  operationId: 'createProduct',
  security: anySignIn,
  tags: ['products admin'],
  summary: 'Create a product (moderator or administrator; {login} is the caller)',
  middleware: [productManagers, jsonLimit] as const,
  request: {
    params: z.object({
      login: z
        .string()
        .max(320)
        .openapi({ param: { name: 'login', in: 'path' }, example: 'owner@example.com' }),
    }),
    body: { required: true, content: { 'application/json': { schema: ProductInputSchema } } },
  },
  responses: {
    201: { description: 'Created', content: { 'application/json': { schema: ProductAnswer } } },
    400: errorResponse(
      'A rule is broken; the message says which (e.g. "Please fill in required fields (Name, Category, Price).")',
    ),
    ...guarded,
    413: errorResponse('Body too large'),
  },
});

const updateRouteDef = createRoute({
  method: 'put',
  path: '/post/{id}',
  operationId: 'updateProduct',
  security: anySignIn,
  tags: ['products admin'],
  summary: 'Replace a product, its images and its size rows (moderator or administrator)',
  middleware: [productManagers, jsonLimit] as const,
  request: {
    params: productId,
    body: { required: true, content: { 'application/json': { schema: ProductInputSchema } } },
  },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: ProductAnswer } } },
    400: errorResponse(
      'A rule is broken; the message says which (e.g. "Please fill in required fields (Name, Category, Price).")',
    ),
    ...guarded,
    404: errorResponse('Product not found.'),
    413: errorResponse('Body too large'),
  },
});

const deleteRouteDef = createRoute({
  method: 'delete',
  path: '/post/{id}',
  operationId: 'deleteProduct',
  security: anySignIn,
  tags: ['products admin'],
  summary: 'Delete a product: one that was ordered is hidden from the shop and kept for its orders',
  middleware: [productManagers] as const,
  request: { params: productId },
  responses: {
    200: {
      description: 'Deleted',
      content: {
        'application/json': {
          schema: z.object({
            id: z.number().int(),
            mode: z
              .enum(['soft', 'hard'])
              .openapi({ description: 'soft: kept for past orders but gone from the shop' }),
          }),
        },
      },
    },
    ...guarded,
    404: errorResponse('Product not found.'),
  },
});

const uploadRouteDef = createRoute({
  method: 'post',
  path: '/post/file/upload',
  operationId: 'uploadProductImage',
  security: anySignIn,
  tags: ['products admin'],
  summary: 'Upload a product image: JPEG, PNG, WebP or AVIF up to 10 MB and 40 megapixels, stored as square WebP',
  middleware: [productManagers, uploadLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.any().optional().openapi({ type: 'string', format: 'binary' }) }),
        },
      },
    },
  },
  responses: {
    201: {
      description: 'Stored; url is the 1200 px rendition, -w320/-w640/-w960 sit beside it',
      content: { 'application/json': { schema: UploadAnswerSchema } },
    },
    400: errorResponse('No file'),
    ...guarded,
    413: errorResponse('Larger than 10 MB'),
    415: errorResponse('Not a JPEG, PNG, WebP or AVIF image'),
    422: errorResponse('Larger than 40 megapixels, or damaged'),
    503: errorResponse('The picture storage (MEDIA_STORAGE=s3: the bucket) does not answer; nothing was stored'),
  },
});

export function productsAdminRoutes(services: Services) {
  // The form sends back the links it was answered (MEDIA_PUBLIC_URL): the rows keep /media URLs.
  const storedLinks = (body: unknown) => {
    const urls = (body as { imageUrls?: unknown } | null)?.imageUrls;
    if (!Array.isArray(urls)) return body;
    const base = services.config.mediaPublicUrl;
    return { ...(body as object), imageUrls: urls.map((u) => (typeof u === 'string' ? storedMediaUrl(u, base) : u)) };
  };
  const { db } = services.database;
  const valid = (body: unknown, mode: ProductInputMode) => {
    const result = productInputSchema(mode, productFacts(services.content)).safeParse(storedLinks(body));
    if (!result.success) {
      // The rules' own sentence first (a missing name), like the form shows it; else the first problem.
      const rule = result.error.issues.find((i) => i.code === 'custom');
      throw badRequest(rule ? issueMessage(rule) : validationMessage(result.error));
    }
    return result.data;
  };
  const answer = async (c: Context, id: number) => {
    const product = await findProduct(db, id, answerLocale(c));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  };

  return createRouter()
    .openapi(uploadRouteDef, async (c) => {
      const file: unknown = c.req.valid('form').file;
      if (!(file instanceof File)) throw badRequest(UPLOAD_MESSAGES.missing);
      if (file.size > UPLOAD_MAX_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
      const stored = await storeProductImage(mediaStorageFor(services), new Uint8Array(await file.arrayBuffer()));
      return c.json(stored, 201);
    })
    .openapi(createRouteDef, async (c) => {
      const me = requireRole(c, 'MODERATOR', 'ADMINISTRATOR');
      if (!sameLogin(me.login, c.req.valid('param').login)) throw forbidden(said('api.productsInOwnName'));
      const id = await createProduct(services, valid(c.req.valid('json'), 'create'));
      return c.json(await answer(c, id), 201);
    })
    .openapi(updateRouteDef, async (c) => {
      const { id } = c.req.valid('param');
      const input = valid(c.req.valid('json'), 'edit');
      await updateProduct(services, id, input);
      return c.json(await answer(c, id), 200);
    })
    .openapi(deleteRouteDef, async (c) => {
      const { id } = c.req.valid('param');
      const mode = await deleteProduct(services, id);
      return c.json({ id, mode }, 200);
    });
}
