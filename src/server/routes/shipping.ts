import { createRoute, z } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/api/error.ts';
import { fromCents } from '../../lib/money.ts';
import { createRouter } from '../http/openapi-router.ts';
import { quoteShippingCents } from '../services/checkout/shipping.ts';
import type { Services } from '../services.ts';

const shippingCostRoute = createRoute({
  method: 'get',
  path: '/shippingCost/{country}/{weight}',
  operationId: 'quoteShipping',
  tags: ['checkout'],
  summary: 'EMS shipping estimate in US dollars for a destination (name from the country list) and a weight in grams',
  description: "A preview: checkout recomputes shipping on the server from the products' own weights.",
  request: {
    params: z.object({
      country: z.string().min(1).max(100).openapi({ example: 'Aruba (Isle)' }),
      weight: z.coerce.number().finite().min(0).max(10_000_000).openapi({ example: 1200 }),
    }),
  },
  responses: {
    200: {
      description: 'Shipping price in US dollars',
      content: { 'application/json': { schema: z.number().openapi({ example: 48.98 }) } },
    },
    400: {
      description: 'Weight is not a number of grams',
      content: { 'application/json': { schema: ErrorBodySchema } },
    },
    404: { description: 'Not a destination we ship to', content: { 'application/json': { schema: ErrorBodySchema } } },
    422: { description: 'Too heavy for EMS', content: { 'application/json': { schema: ErrorBodySchema } } },
  },
});

export function shippingRoutes(services: Services) {
  return createRouter().openapi(shippingCostRoute, (c) => {
    const { country, weight } = c.req.valid('param');
    return c.json(fromCents(quoteShippingCents(services, country, weight)), 200);
  });
}
