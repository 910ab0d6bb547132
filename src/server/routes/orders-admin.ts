import { createRoute, z } from '@hono/zod-openapi';
import { AdminOrderSchema, StatusChangeRequestSchema } from '../../lib/api/order.ts';
import { orderItemEditSchema } from '../../lib/orders/item-edit.ts';
import { toCents } from '../../lib/money.ts';
import { refundRequestSchema } from '../../lib/orders/refunds.ts';
import { ORDER_STATUSES } from '../../lib/orders/status.ts';
import { requireRole } from '../http/auth.ts';
import { administrators, guarded, pageNumber } from '../http/admin-only.ts';
import { anySignIn, errorResponse } from '../http/openapi-answers.ts';
import { createRouter } from '../http/openapi-router.ts';
import { changeOrderStatus, ORDER_NOT_FOUND_TEXT } from '../services/orders-admin/change-status.ts';
import { editOrderItem } from '../services/orders-admin/edit-item.ts';
import { listAllOrders } from '../services/orders-admin/list.ts';
import { refundOrder } from '../services/refunds/refund-order.ts';
import { ordersInLanguage, orderInLanguage } from '../services/orders/order-language.ts';
import { messageLocale } from '../http/locale.ts';
import type { Services } from '../services.ts';

/**
 * The All Orders screen's API: every order, status changes and line corrections. ADMINISTRATOR only (a
 * moderator manages products, not orders): no session → 401, any other role → 403.
 */

const orderIdParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'api.fieldOrderId')
  .openapi({ param: { name: 'orderId', in: 'path' } });

const listRouteDef = createRoute({
  method: 'get',
  path: '/orders',
  operationId: 'listAllOrders',
  security: anySignIn,
  tags: ['orders admin'],
  summary: 'Every order, newest first; filter by status, search by order id or customer e-mail (administrator)',
  middleware: [administrators] as const,
  request: {
    query: z.object({
      status: z
        .preprocess((v) => (v === '' ? undefined : v), z.enum([...ORDER_STATUSES, 'Overdue']).optional())
        .openapi({ type: 'string', enum: [...ORDER_STATUSES, 'Overdue'] }),
      q: z
        .string()
        .max(200)
        .optional()
        .openapi({ description: 'Part of an order id or of the customer e-mail (literal text)' }),
      page: pageNumber(100_000, 1),
      size: pageNumber(100, 20),
    }),
  },
  responses: {
    200: {
      description: 'One page of orders',
      headers: {
        'X-Total-Count': {
          description: 'How many orders match, across all pages',
          schema: { type: 'integer' as const },
        },
      },
      content: { 'application/json': { schema: z.array(AdminOrderSchema) } },
    },
    400: errorResponse('A filter is invalid'),
    ...guarded,
  },
});

const statusRouteDef = createRoute({
  method: 'put',
  path: '/order/{orderId}/status',
  operationId: 'changeOrderStatus',
  security: anySignIn,
  tags: ['orders admin'],
  summary:
    'Move an order to another status: legal moves only; cancelling returns the stock once; Paid, Shipped, Cancelled and Refunded mail the customer',
  description:
    'Cancelled or Refunded on an order paid through PayPal first refunds what is left of the payment; the status changes only once PayPal sent the money back.',
  middleware: [administrators] as const,
  request: {
    params: z.object({ orderId: orderIdParam }),
    body: {
      required: true,
      content: {
        'application/json': {
          schema: StatusChangeRequestSchema,
        },
      },
    },
  },
  responses: {
    200: { description: 'The order after the change', content: { 'application/json': { schema: AdminOrderSchema } } },
    400: errorResponse('Unknown status'),
    ...guarded,
    404: errorResponse(ORDER_NOT_FOUND_TEXT),
    409: errorResponse(
      'Not a legal move from the current status, not enough stock to take back, or PayPal refused the refund (its reason)',
    ),
    502: errorResponse(
      'PayPal did not answer about the refund; it is asked again with the same request id, never twice',
    ),
  },
});

const itemRouteDef = createRoute({
  method: 'put',
  path: '/order/{orderId}/items/{productId}',
  operationId: 'editOrderItem',
  security: anySignIn,
  tags: ['orders admin'],
  summary:
    'Correct the quantity (>= 1) and unit price (>= 0, US dollars in steps of 0.01) of one line of a Pending or Paid order; totals are recomputed',
  middleware: [administrators] as const,
  request: {
    params: z.object({
      orderId: orderIdParam,
      productId: z
        .string()
        .regex(/^\d{1,9}$/, 'api.fieldProductNumber')
        .transform(Number)
        .openapi({ type: 'integer', param: { name: 'productId', in: 'path' } }),
    }),
    body: { required: true, content: { 'application/json': { schema: orderItemEditSchema } } },
  },
  responses: {
    200: { description: 'The order after the change', content: { 'application/json': { schema: AdminOrderSchema } } },
    400: errorResponse("'Quantity must be at least 1', 'Unit price must be >= 0', or the size is needed"),
    ...guarded,
    404: errorResponse('Order not found, or the product is not in it'),
    409: errorResponse(
      'The order has shipped or ended, not enough stock for a larger quantity, a paid order would cost more than was paid, or PayPal refused the refund of the difference',
    ),
    502: errorResponse(
      'PayPal did not answer about the refund of the difference; it is asked again with the same request id, never twice',
    ),
  },
});

const refundRouteDef = createRoute({
  method: 'post',
  path: '/order/{orderId}/refund',
  operationId: 'refundOrder',
  security: anySignIn,
  tags: ['orders admin'],
  summary: 'Refund a paid order through PayPal, fully or in part (administrator)',
  description:
    'amount in dollars, at most what is left; none refunds the rest. Asked of PayPal with a PayPal-Request-Id of its own, so a retry never refunds twice. A refund that leaves nothing of the payment makes the order Refunded (stock back if it had not shipped).',
  middleware: [administrators] as const,
  request: {
    params: z.object({ orderId: orderIdParam }),
    body: { required: false, content: { 'application/json': { schema: refundRequestSchema } } },
  },
  responses: {
    200: { description: 'The order with its refund', content: { 'application/json': { schema: AdminOrderSchema } } },
    400: errorResponse('The amount is not positive, not in steps of 0.01 (dollars), or more than is left'),
    ...guarded,
    404: errorResponse(ORDER_NOT_FOUND_TEXT),
    409: errorResponse(
      'Not paid through PayPal, already Cancelled/Refunded, nothing left, or PayPal refused the refund (its reason); the order is unchanged',
    ),
    502: errorResponse('PayPal did not answer; the refund is asked again with the same request id, never twice'),
  },
});

export function ordersAdminRoutes(services: Services) {
  return createRouter()
    .openapi(listRouteDef, async (c) => {
      const { status, q, page, size } = c.req.valid('query');
      const result = await listAllOrders(services, { status, q, page, size });
      const named = await ordersInLanguage(services.database.db, result.orders, messageLocale(c));
      return c.json(named, 200, { 'X-Total-Count': String(result.total) });
    })
    .openapi(statusRouteDef, async (c) => {
      const me = requireRole(c, 'ADMINISTRATOR');
      const { orderId } = c.req.valid('param');
      const { status, note } = c.req.valid('json');
      const order = await changeOrderStatus(services, orderId, status, me.id, note);
      return c.json(await orderInLanguage(services.database.db, order, messageLocale(c)), 200);
    })
    .openapi(itemRouteDef, async (c) => {
      const me = requireRole(c, 'ADMINISTRATOR');
      const { orderId, productId } = c.req.valid('param');
      const order = await editOrderItem(services, orderId, productId, c.req.valid('json'), me.id);
      return c.json(await orderInLanguage(services.database.db, order, messageLocale(c)), 200);
    })
    .openapi(refundRouteDef, async (c) => {
      const me = requireRole(c, 'ADMINISTRATOR');
      const { orderId } = c.req.valid('param');
      const { amount } = c.req.valid('json') ?? {};
      const amountCents = amount === undefined ? undefined : toCents(amount);
      const order = await refundOrder(services, orderId, {
        purpose: { kind: 'partial' },
        amountCents,
        actorUserId: me.id,
      });
      return c.json(await orderInLanguage(services.database.db, order, messageLocale(c)), 200);
    });
}
