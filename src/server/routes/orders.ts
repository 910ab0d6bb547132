import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { requireSelfOrAdmin, requireUser } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { createRouter } from '../http/openapi-router.ts';
import { isAdmin, sameLogin } from '../security/roles.ts';
import type { Services } from '../services.ts';
import { ORDER_ID_PATTERN } from '../services/checkout/order-id.ts';
import { cancelUnpaidOrder } from '../services/orders/cancel.ts';
import { listOrdersForUser, loadOrder } from '../services/orders/queries.ts';
import { errorResponse, loginParam, noStore } from './cart.ts';

/**
 * Orders (SPEC §7): a customer's list (owner or administrator), one invoice by its unguessable id (no login), and
 * the customer's cancellation of an unpaid order.
 */

const money = (description: string) => z.number().openapi({ description: `${description}, US dollars` });

export const OrderSchema = z
  .object({
    orderId: z.string(),
    status: z.enum(['Pending', 'Paid', 'Shipped', 'Delivered', 'Cancelled', 'Refunded']),
    displayStatus: z.enum(['Pending', 'Paid', 'Shipped', 'Delivered', 'Cancelled', 'Refunded', 'Overdue']).openapi({
      description: 'Overdue = Pending past its 30-minute payment window',
    }),
    dateCreated: z.string().openapi({ format: 'date-time' }),
    userId: z.number().int().nullable(),
    shippingAddress: z.object({
      fullName: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string().optional(),
      zipCode: z.string(),
      country: z.string(),
      phone: z.string(),
    }),
    orderItems: z.array(
      z.object({
        productId: z.number().int(),
        size: z.string(),
        name: z.string(),
        imageUrl: z.string().nullable(),
        material: z.string().nullable(),
        color: z.string().nullable(),
        category: z.string().nullable(),
        unitPrice: money('Price per unit when sold'),
        weight: z.number().int().openapi({ description: 'grams per unit' }),
        quantity: z.number().int(),
        lineTotal: money('unitPrice × quantity'),
      }),
    ),
    itemCount: z.number().int(),
    subtotal: money('Sum of the lines'),
    shipping: money('EMS shipping'),
    total: money('subtotal + shipping'),
    currency: z.string(),
    weight: z.number().int().openapi({ description: 'grams' }),
    paymentProvider: z.enum(['paypal', 'test']),
    paypalOrderId: z.string().nullable(),
    paymentDueAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    payerGivenName: z.string().nullable(),
    captureId: z.string().nullable().openapi({ description: "The payment provider's capture id once paid; null when nothing was captured" }),
    refunds: z
      .array(
        z.object({
          id: z.string().openapi({ description: "PayPal's refund id (the request id while PayPal has not answered)" }),
          amount: money('Sent back'),
          status: z.enum(['REQUESTED', 'PENDING', 'COMPLETED']).openapi({ description: 'REQUESTED: no answer from PayPal yet · PENDING: on its way · COMPLETED: sent back' }),
          createdAt: z.string().openapi({ format: 'date-time' }),
        }),
      )
      .openapi({ description: 'Refunds through the payment provider, oldest first; refused ones are in statusHistory' }),
    refundable: money('What can still be refunded through the payment provider (0 without a capture)'),
    statusHistory: z.array(z.object({ fromStatus: z.string().nullable(), toStatus: z.string(), note: z.string().nullable(), at: z.string() })),
  })
  .openapi('Order');

const ordersByUserRoute = createRoute({
  method: 'get',
  path: '/ordersByUser/{login}',
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

const InvoiceOrderSchema = OrderSchema.extend({
  viewerIsCustomer: z.boolean().openapi({ description: 'True when the signed-in caller placed the order (the invoice then offers Pay now and Cancel order)' }),
}).openapi('InvoiceOrder');

const orderRoute = createRoute({
  method: 'get',
  path: '/order/{orderId}',
  tags: ['orders'],
  summary: 'One order for its invoice; no login needed, the id is 144 random bits',
  request: { params: z.object({ orderId: z.string().max(100).openapi({ param: { name: 'orderId', in: 'path' } }) }) },
  responses: {
    200: { description: 'The order', content: { 'application/json': { schema: InvoiceOrderSchema } } },
    404: errorResponse('No order found.'),
  },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/order/{orderId}/cancel',
  tags: ['orders'],
  summary: 'Cancel an unpaid order (its customer or an administrator): stock back at once, status Cancelled, a history line',
  description:
    'Cancelling an order that is already Cancelled answers it unchanged. A paid order is not cancelled here: 409 with a message pointing to the Orders and Returns policy.',
  request: { params: z.object({ orderId: z.string().regex(ORDER_ID_PATTERN, 'Not an order id.').openapi({ param: { name: 'orderId', in: 'path' } }) }) },
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
        const [target] = await services.database.db.select({ id: users.id }).from(users).where(eq(users.login, login.trim().toLowerCase())).limit(1);
        if (!target) throw notFound(`No account ${login}.`);
        userId = target.id;
      }
      return c.json(await listOrdersForUser(services.database.db, userId, services.now()), 200);
    })
    .openapi(orderRoute, async (c) => {
      const { orderId } = c.req.valid('param');
      const order = ORDER_ID_PATTERN.test(orderId) ? await loadOrder(services.database.db, orderId, services.now()) : undefined;
      if (!order) throw notFound('No order found.');
      const viewer = c.get('user');
      return c.json({ ...order, viewerIsCustomer: viewer !== null && viewer.id === order.userId }, 200);
    })
    .openapi(cancelRoute, async (c) => {
      const me = requireUser(c);
      return c.json(await cancelUnpaidOrder(services, c.req.valid('param').orderId, { id: me.id, isAdmin: isAdmin(me) }), 200);
    });
}
