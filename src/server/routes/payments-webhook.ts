import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { createRouter } from '../http/openapi-router.ts';
import type { Services } from '../services.ts';
import { receivePayPalWebhook, WEBHOOK_HEADERS } from '../services/payments/paypal-webhook.ts';
import { errorResponse } from '../http/openapi-answers.ts';
import { messageFor, said } from '../http/errors.ts';

/** PayPal's notifications about payments, checked with PayPal and applied once each (services/payments/paypal-webhook.ts). */

const ReceiptSchema = z
  .object({
    eventId: z.string(),
    outcome: z.string().openapi({ example: 'captured' }),
    duplicate: z.boolean().openapi({ description: 'Seen before: nothing was done again' }),
  })
  .openapi('WebhookReceipt');

const webhookRoute = createRoute({
  method: 'post',
  path: '/payments/paypal/webhook',
  operationId: 'receivePaypalNotification',
  tags: ['payments'],
  summary:
    "PayPal's webhook: CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED/DENIED/REFUNDED, CUSTOMER.DISPUTE.CREATED",
  description:
    "The body is PayPal's event JSON, checked byte for byte with PayPal's verify-webhook-signature call (PAYPAL_WEBHOOK_ID) before it is read. Other event types are acknowledged and ignored.",
  request: {
    headers: z.object(
      Object.fromEntries(
        Object.values(WEBHOOK_HEADERS).map((name) => [
          name,
          z
            .string()
            .optional()
            .openapi({ param: { name, in: 'header' } }),
        ]),
      ),
    ),
  },
  responses: {
    200: {
      description: 'Applied, ignored, or seen before',
      content: { 'application/json': { schema: ReceiptSchema } },
    },
    400: errorResponse('Not a PayPal notification, or PayPal did not confirm its signature: nothing changed'),
    413: errorResponse('Larger than 512 KB'),
    503: errorResponse(
      'Notifications are not set up (no PAYPAL_WEBHOOK_ID), or PayPal could not be asked now; PayPal delivers it again',
    ),
  },
});

export function paymentsWebhookRoutes(services: Services) {
  const router = createRouter();
  router.use(
    '/payments/paypal/webhook',
    bodyLimit({
      maxSize: 512 * 1024,
      onError: (c) => c.json({ message: messageFor(c, said('api.bodyTooLarge', { size: 512 })) }, 413),
    }),
  );
  return router.openapi(webhookRoute, async (c) => {
    const receipt = await receivePayPalWebhook(services, (name) => c.req.header(name), await c.req.text());
    return c.json({ eventId: receipt.eventId, outcome: receipt.outcome, duplicate: receipt.duplicate }, 200);
  });
}
