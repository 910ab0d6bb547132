import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { CaptureAnswerSchema, PaymentConfigSchema } from '../../lib/api/checkout.ts';
import { OrderSchema } from '../../lib/api/order.ts';
import { checkoutRequestSchema } from '../../lib/checkout/request.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, forbidden, messageFor, said } from '../http/errors.ts';
import { messageLocale, requestLocale } from '../http/locale.ts';
import { orderInLanguage } from '../services/orders/order-language.ts';
import { noStore } from '../http/no-store.ts';
import { anySignIn, errorResponse } from '../http/openapi-answers.ts';
import { createRouter } from '../http/openapi-router.ts';
import { isAdmin, sameLogin } from '../security/roles.ts';
import type { Services } from '../services.ts';
import { captureOrderPayment } from '../services/checkout/capture.ts';
import { ORDER_ID_PATTERN } from '../services/checkout/order-id.ts';
import { placeOrder } from '../services/checkout/place-order.ts';
import { payNow } from '../services/checkout/reopen-payment.ts';

/**
 * Checkout (POST /checkOut) and payment: the server prices, reserves and records the order, opens the
 * PayPal order for its total, and after the buyer approves, captures and checks the payment before marking it Paid.
 */

const paymentConfigRoute = createRoute({
  method: 'get',
  path: '/payments/config',
  operationId: 'getPaymentConfig',
  tags: ['checkout'],
  summary: 'How the checkout pays: PayPal (with the public client id) or the labelled test-payment mode',
  responses: { 200: { description: 'Payment mode', content: { 'application/json': { schema: PaymentConfigSchema } } } },
});

const captureParams = z.object({
  orderId: z
    .string()
    .regex(ORDER_ID_PATTERN, 'api.notAnOrderId')
    .openapi({ param: { name: 'orderId', in: 'path' } }),
});

const captureRoute = createRoute({
  method: 'post',
  path: '/order/{orderId}/capture',
  operationId: 'captureOrderPayment',
  security: anySignIn,
  tags: ['checkout'],
  summary:
    'Capture the approved payment; the order becomes Paid only for a COMPLETED capture of its exact amount and currency',
  description: 'Retrying after success answers the paid order again and changes nothing.',
  request: { params: captureParams },
  responses: {
    200: { description: 'Paid', content: { 'application/json': { schema: CaptureAnswerSchema } } },
    401: errorResponse('Not signed in'),
    402: errorResponse('Declined or not completed; the order stays unpaid'),
    403: errorResponse('Not your order'),
    404: errorResponse('No such order'),
    409: errorResponse('Order not payable (window closed, cancelled, payment not started)'),
    502: errorResponse('PayPal unreachable, or it captured a different amount; the order stays unpaid'),
  },
});

const payNowRoute = createRoute({
  method: 'post',
  path: '/order/{orderId}/pay',
  operationId: 'reopenOrderPayment',
  security: anySignIn,
  tags: ['checkout'],
  summary: 'Pay now: reopen the payment of an unpaid order, same order, same total (its customer or an administrator)',
  description:
    'With time enough left the same PayPal order is answered; otherwise a new 30-minute window with a new PayPal order, taking the stock again if the window had closed. Then capture as at checkout.',
  request: { params: captureParams },
  responses: {
    200: {
      description: 'The order, payable: approve its paypalOrderId, then capture',
      content: { 'application/json': { schema: OrderSchema } },
    },
    400: errorResponse('Not an order id'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not your order'),
    404: errorResponse('No such order'),
    409: errorResponse('Already paid, cancelled, or an item sold out since the window closed'),
    502: errorResponse('PayPal unreachable; the order is kept, try again'),
  },
});

export function checkoutRoutes(services: Services) {
  const countryNames = services.content.countries.map((c) => c.name);
  const CheckoutBody = checkoutRequestSchema(countryNames).openapi('CheckoutRequest', {
    description: 'unitPrice (and any total or weight) is ignored: every line is priced from the database.',
  });

  const checkoutRoute = createRoute({
    method: 'post',
    path: '/checkOut',
    operationId: 'placeOrder',
    security: anySignIn,
    tags: ['checkout'],
    summary: 'Place an order: price from the database, reserve stock, create the PayPal order for the total',
    request: {
      headers: z.object({
        'idempotency-key': z.string({ error: 'api.idempotencyKeyRequired' }).openapi({
          param: { name: 'idempotency-key', in: 'header' },
          description: 'Idempotency-Key: same key + same body → the same order',
        }),
      }),
      body: { required: true, content: { 'application/json': { schema: CheckoutBody } } },
    },
    responses: {
      201: {
        description: 'The new Pending order with its paypalOrderId',
        content: { 'application/json': { schema: OrderSchema } },
      },
      200: {
        description: 'A repeat with the same key: the same order',
        content: { 'application/json': { schema: OrderSchema } },
      },
      400: errorResponse('Invalid body or key (names the field)'),
      401: errorResponse('Not signed in'),
      403: errorResponse('userId is someone else'),
      404: errorResponse('A product is no longer in the shop, or the country is not served'),
      409: errorResponse('Not enough stock, or the key was used for a different order'),
      422: errorResponse('Too heavy to ship'),
      502: errorResponse('PayPal unreachable; the order is saved, pay again'),
    },
  });

  const router = createRouter();
  router.use(
    '/checkOut',
    noStore,
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => c.json({ message: messageFor(c, said('api.orderTooLarge', { size: 64 })) }, 413),
    }),
  );
  router.use('/order/*', noStore);
  return router
    .openapi(paymentConfigRoute, (c) =>
      c.json(
        {
          mode: services.payments.testMode ? ('test' as const) : ('paypal' as const),
          clientId: services.payments.clientId ?? null,
          currency: 'USD' as const,
        },
        200,
      ),
    )
    .openapi(checkoutRoute, async (c) => {
      const me = requireUser(c);
      const body = c.req.valid('json');
      const key = c.req.valid('header')['idempotency-key'];
      if (!key) throw badRequest(said('api.idempotencyKeyRequired'));
      if (
        body.userId !== undefined &&
        !(typeof body.userId === 'number' ? body.userId === me.id : sameLogin(body.userId, me.login))
      ) {
        throw forbidden(said('api.ownOrdersOnly'));
      }
      const { order, created } = await placeOrder(
        services,
        { id: me.id, login: me.login, locale: requestLocale(c) },
        key,
        body,
      );
      const named = await orderInLanguage(services.database.db, order, messageLocale(c));
      return created ? c.json(named, 201) : c.json(named, 200);
    })
    .openapi(captureRoute, async (c) => {
      const me = requireUser(c);
      const result = await captureOrderPayment(services, c.req.valid('param').orderId, {
        id: me.id,
        isAdmin: isAdmin(me),
      });
      const order = await orderInLanguage(services.database.db, result.order, messageLocale(c));
      const message = result.payerGivenName
        ? said('api.paymentCompletedBy', { name: result.payerGivenName })
        : said('api.paymentCompletedByYou');
      return c.json({ ...result, order, message: messageFor(c, message) }, 200);
    })
    .openapi(payNowRoute, async (c) => {
      const me = requireUser(c);
      const order = await payNow(services, c.req.valid('param').orderId, { id: me.id, isAdmin: isAdmin(me) });
      return c.json(await orderInLanguage(services.database.db, order, messageLocale(c)), 200);
    });
}
