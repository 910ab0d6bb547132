import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { InvoiceOrderSchema, OrderSchema } from '../../lib/api/order.ts';
import { users } from '../db/schema.ts';
import { requireSelfOrAdmin, requireUser } from '../http/auth.ts';
import { notFound, said } from '../http/errors.ts';
import { noStore } from '../http/no-store.ts';
import { anySignIn, errorResponse, loginParam } from '../http/openapi-answers.ts';
import { createRouter } from '../http/openapi-router.ts';
import { isAdmin, sameLogin } from '../security/roles.ts';
import type { Services } from '../services.ts';
import { ORDER_ID_PATTERN } from '../services/checkout/order-id.ts';
import { cancelUnpaidOrder } from '../services/orders/cancel.ts';
import { orderInLanguage, ordersInLanguage } from '../services/orders/order-language.ts';
import { listOrdersForUser, loadOrder } from '../services/orders/queries.ts';
import { messageLocale } from '../http/locale.ts';

/**
 * Orders: a customer's list (owner or administrator), one invoice by its unguessable id (no login), and
 * the customer's cancellation of an unpaid order.
 */

const ordersByUserRoute = createRoute({
  method: 'get',
  path: '/ordersByUser/{login}',
  operationId: 'listOrdersByUser',
  security: anySignIn,
  tags: ['orders'],
  summary: "A customer's orders, newest first (the customer or an administrator)",
  request: { params: z.object({ login: loginParam }) },
  responses: {
    200: { description: 'Orders', content: { 'application/json': { schema: z.array(OrderSchema) } } },
    401: errorResponse('Not signed in'),
    403: errorResponse('Not your orders'),
    404: errorResponse('No such account'),
  },
});

const orderRoute = createRoute({
  method: 'get',
  path: '/order/{orderId}',
  operationId: 'getOrder',
  tags: ['orders'],
  summary: 'One order for its invoice; no login needed, the id is 144 random bits',
  request: {
    params: z.object({
      orderId: z
        .string()
        .max(100)
        .openapi({ param: { name: 'orderId', in: 'path' } }),
    }),
  },
  responses: {
    200: { description: 'The order', content: { 'application/json': { schema: InvoiceOrderSchema } } },
    404: errorResponse('No order found.'),
  },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/order/{orderId}/cancel',
  operationId: 'cancelOrder',
  security: anySignIn,
  tags: ['orders'],
  summary:
    'Cancel an unpaid order (its customer or an administrator): stock back at once, status Cancelled, a history line',
  description:
    'Cancelling an order that is already Cancelled answers it unchanged. A paid order is not cancelled here: 409 with a message pointing to the Orders and Returns policy.',
  request: {
    params: z.object({
      orderId: z
        .string()
        .regex(ORDER_ID_PATTERN, 'api.notAnOrderId')
        .openapi({ param: { name: 'orderId', in: 'path' } }),
    }),
  },
  responses: {
    200: { description: 'The cancelled order', content: { 'application/json': { schema: OrderSchema } } },
    400: errorResponse('Not an order id'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not your order'),
    404: errorResponse('No order found.'),
    409: errorResponse('Paid (see the refund policy), or its payment is being completed right now'),
  },
});

export function ordersRoutes(services: Services) {
  const router = createRouter();
  router.use('/ordersByUser/*', noStore);
  router.use('/order/*', noStore);
  return router
    .openapi(ordersByUserRoute, async (c) => {
      const { login } = c.req.valid('param');
      const me = requireSelfOrAdmin(c, login);
      let userId = me.id;
      if (!sameLogin(me.login, login)) {
        const [target] = await services.database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.login, login.trim().toLowerCase()))
          .limit(1);
        if (!target) throw notFound(said('api.noAccount', { login }));
        userId = target.id;
      }
      const { db } = services.database;
      return c.json(
        await ordersInLanguage(db, await listOrdersForUser(db, userId, services.now()), messageLocale(c)),
        200,
      );
    })
    .openapi(orderRoute, async (c) => {
      const { orderId } = c.req.valid('param');
      const order = ORDER_ID_PATTERN.test(orderId)
        ? await loadOrder(services.database.db, orderId, services.now())
        : undefined;
      if (!order) throw notFound(said('api.orderNotFound'));
      const viewer = c.get('user');
      const named = await orderInLanguage(services.database.db, order, messageLocale(c));
      return c.json({ ...named, viewerIsCustomer: viewer !== null && viewer.id === order.userId }, 200);
    })
    .openapi(cancelRoute, async (c) => {
      const me = requireUser(c);
      const order = await cancelUnpaidOrder(services, c.req.valid('param').orderId, {
        id: me.id,
        isAdmin: isAdmin(me),
      });
      return c.json(await orderInLanguage(services.database.db, order, messageLocale(c)), 200);
    });
}
