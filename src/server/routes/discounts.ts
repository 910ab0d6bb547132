import { createRoute } from '@hono/zod-openapi';
import { idParam } from '../http/id-param.ts';
import {
  DiscountCodeInputSchema,
  DiscountCodeListSchema,
  DiscountCodeSchema,
  DiscountQuoteRequestSchema,
  DiscountQuoteSchema,
} from '../../lib/api/discount.ts';
import { administrators, guarded } from '../http/admin-only.ts';
import { requireUser } from '../http/auth.ts';
import { noStore } from '../http/no-store.ts';
import { anySignIn, errorResponse, jsonAnswer } from '../http/openapi-answers.ts';
import { createRouter } from '../http/openapi-router.ts';
import { wordedValidation } from '../http/worded-validation.ts';
import { createCode, listCodes, updateCode } from '../services/discounts/codes.ts';
import { quoteDiscount } from '../services/discounts/quote.ts';
import type { Services } from '../services.ts';

/** Discount codes: the owner's list and form (administrators only), and the checkout summary's quote. */

const body = { required: true, content: { 'application/json': { schema: DiscountCodeInputSchema } } };

const listRoute = createRoute({
  method: 'get',
  path: '/discount-codes',
  operationId: 'listDiscountCodes',
  security: anySignIn,
  tags: ['discounts'],
  summary: 'Every discount code with the uses it holds now, by code (administrator)',
  middleware: [administrators] as const,
  responses: { 200: jsonAnswer('The codes', DiscountCodeListSchema), ...guarded },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/discount-codes',
  operationId: 'createDiscountCode',
  security: anySignIn,
  tags: ['discounts'],
  summary: 'Create a discount code: percent or dollars off, with optional limits (administrator)',
  middleware: [administrators] as const,
  request: { body },
  responses: {
    201: jsonAnswer('The new code', DiscountCodeSchema),
    400: errorResponse('A field is invalid (names it)'),
    ...guarded,
    409: errorResponse('The code exists already'),
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/discount-codes/{id}',
  operationId: 'updateDiscountCode',
  security: anySignIn,
  tags: ['discounts'],
  summary: 'Replace a discount code’s fields; active: false deactivates it (administrator)',
  middleware: [administrators] as const,
  request: { params: idParam, body },
  responses: {
    200: jsonAnswer('The code', DiscountCodeSchema),
    400: errorResponse('A field is invalid (names it)'),
    ...guarded,
    404: errorResponse('No such code'),
    409: errorResponse('Another code has that name'),
  },
});

const quoteRoute = createRoute({
  method: 'post',
  path: '/discount-codes/quote',
  operationId: 'quoteDiscountCode',
  security: anySignIn,
  tags: ['discounts', 'checkout'],
  summary: 'What a code takes off these cart lines for the caller now, priced by the server',
  description: 'Checkout checks the code again and takes one use when the order is placed.',
  request: { body: { required: true, content: { 'application/json': { schema: DiscountQuoteRequestSchema } } } },
  responses: {
    200: jsonAnswer('The discount', DiscountQuoteSchema),
    400: errorResponse('No code, or invalid lines'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such code, or a product is gone'),
    409: errorResponse('The code is used up, or the caller used it as often as it allows'),
    422: errorResponse('Not started, expired, below its minimum subtotal, or for none of these categories'),
  },
});

const formHook = wordedValidation(
  {
    id: 'api.discount.notFound',
    code: 'api.discount.code',
    kind: 'api.discount.kind',
    value: 'api.discount.value',
    minSubtotal: 'api.discount.minSubtotal',
    startsAt: 'api.discount.dates',
    endsAt: 'api.discount.dates',
    maxUses: 'api.discount.limits',
    maxUsesPerCustomer: 'api.discount.limits',
    categories: 'api.discount.categories',
  },
  'api.invalidRequest',
);
const quoteHook = wordedValidation({ code: 'api.discount.enterCode' }, 'api.invalidRequest');

export function discountRoutes(services: Services) {
  const router = createRouter();
  router.use('/discount-codes', noStore);
  router.use('/discount-codes/*', noStore);
  const { db } = services.database;
  return router
    .openapi(listRoute, async (c) => c.json(await listCodes(db), 200))
    .openapi(
      quoteRoute,
      async (c) => c.json(await quoteDiscount(services, requireUser(c).id, c.req.valid('json')), 200),
      quoteHook,
    )
    .openapi(
      createRouteDef,
      async (c) => c.json(await createCode(db, c.req.valid('json'), services.now()), 201),
      formHook,
    )
    .openapi(
      updateRoute,
      async (c) => c.json(await updateCode(db, c.req.valid('param').id, c.req.valid('json'), services.now()), 200),
      formHook,
    );
}
