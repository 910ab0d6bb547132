import { createRoute } from '@hono/zod-openapi';
import { DashboardSchema } from '../../lib/api/dashboard.ts';
import { administrators, guarded } from '../http/admin-only.ts';
import { answerLocale } from '../http/locale.ts';
import { noStore } from '../http/no-store.ts';
import { anySignIn, errorResponse } from '../http/openapi-answers.ts';
import { createRouter } from '../http/openapi-router.ts';
import { dashboard } from '../services/dashboard/dashboard.ts';
import type { Services } from '../services.ts';

/** The owner's dashboard on the account page: one call, computed in a few aggregate queries. */

const dashboardRoute = createRoute({
  method: 'get',
  path: '/dashboard',
  operationId: 'getDashboard',
  security: anySignIn,
  tags: ['dashboard'],
  summary:
    'Sales per day for the last 30 days in the shop’s time zone, orders by status, top products, low sizes and failed mails (administrator)',
  middleware: [administrators] as const,
  responses: {
    200: {
      description: "The dashboard; product names in the request's language (Accept-Language or ?locale)",
      content: { 'application/json': { schema: DashboardSchema } },
    },
    400: errorResponse('An unknown ?locale'),
    ...guarded,
  },
});

export function dashboardRoutes(services: Services) {
  const router = createRouter();
  router.use('/dashboard', noStore);
  return router.openapi(dashboardRoute, async (c) => c.json(await dashboard(services, answerLocale(c)), 200));
}
