import { createRoute } from '@hono/zod-openapi';
import { StockAlertAnswerSchema, StockAlertRequestSchema } from '../../lib/api/stock-alert.ts';
import { isEmail } from '../../lib/contact/rules.ts';
import { clientIp } from '../http/auth.ts';
import { badRequest, said } from '../http/errors.ts';
import { messageLocale } from '../http/locale.ts';
import { jsonAnswer, errorResponse } from '../http/openapi-answers.ts';
import { createRouter } from '../http/openapi-router.ts';
import { wordedValidation } from '../http/worded-validation.ts';
import { takeAsk } from '../services/asks/limit.ts';
import { requestStockAlert } from '../services/stock-alerts/request-alert.ts';
import type { Services } from '../services.ts';

const askRoute = createRoute({
  method: 'post',
  path: '/stock-alerts',
  operationId: 'requestStockAlert',
  tags: ['catalog'],
  summary:
    "E-mail me when this sold-out size is back: signed in, to the account's address; signed out, to `email` (limited per address and client)",
  request: { body: { required: true, content: { 'application/json': { schema: StockAlertRequestSchema } } } },
  responses: {
    200: jsonAnswer('Waiting (`created: false` when this address already waited for the size)', StockAlertAnswerSchema),
    400: errorResponse('A field is missing or invalid, in the request language'),
    404: errorResponse('No such product or size'),
    409: errorResponse('The size is in stock'),
    429: errorResponse('Too many asks from this address or client; Retry-After says when to try again'),
  },
});

export function stockAlertRoutes(services: Services) {
  return createRouter().openapi(
    askRoute,
    async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user');
      let email = user?.login ?? '';
      if (!user) {
        email = (body.email ?? '').trim().toLowerCase();
        if (!isEmail(email)) throw badRequest(said('api.stockAlert.email'));
        await takeAsk(services, 'stock-alert', email, clientIp(c, services));
      }
      const answer = await requestStockAlert(services, {
        productId: body.productId,
        size: body.size,
        email,
        locale: messageLocale(c),
        userId: user?.id ?? null,
      });
      return c.json(answer, 200);
    },
    wordedValidation(
      { productId: 'api.stockAlert.product', size: 'api.stockAlert.size', email: 'api.stockAlert.email' },
      'api.invalidRequest',
    ),
  );
}
