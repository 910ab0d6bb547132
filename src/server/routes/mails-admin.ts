import { createRoute, z } from '@hono/zod-openapi';
import { MAIL_STATUSES, MailSummarySchema, OutboxPageSchema } from '../../lib/api/mail.ts';
import { createRouter } from '../http/openapi-router.ts';
import { listMails, MAIL_NOT_FOUND, resendMail } from '../mail/outbox.ts';
import type { Services } from '../services.ts';
import { administrators, guarded, pageNumber } from '../http/admin-only.ts';
import { noStore } from '../http/no-store.ts';
import { anySignIn, errorResponse } from '../http/openapi-answers.ts';

/** The outbox as the administrator sees it: mails that could not be delivered, and sending one again. */

const listRoute = createRoute({
  method: 'get',
  path: '/mails',
  operationId: 'listMails',
  security: anySignIn,
  tags: ['mail'],
  summary: 'Mails in the outbox by status, newest first (administrator); failed ones can be sent again',
  middleware: [administrators] as const,
  request: {
    query: z.object({
      status: z.enum(MAIL_STATUSES).optional().default('failed'),
      page: pageNumber(100_000, 1),
      size: pageNumber(100, 20),
    }),
  },
  responses: {
    200: { description: 'One page of mails', content: { 'application/json': { schema: OutboxPageSchema } } },
    400: errorResponse('A filter is invalid'),
    ...guarded,
  },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/mails/{id}/resend',
  operationId: 'resendMail',
  security: anySignIn,
  tags: ['mail'],
  summary: 'Send a failed mail again, with a fresh set of attempts (administrator)',
  middleware: [administrators] as const,
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^\d{1,15}$/, 'api.fieldMailNumber')
        .transform(Number)
        .openapi({ type: 'integer', param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: {
    200: {
      description: 'The mail, waiting to be sent',
      content: { 'application/json': { schema: MailSummarySchema } },
    },
    400: errorResponse('Not a mail number'),
    ...guarded,
    404: errorResponse(MAIL_NOT_FOUND),
    409: errorResponse('Already delivered, already waiting, or its link has expired'),
  },
});

export function mailsAdminRoutes(services: Services) {
  const router = createRouter();
  router.use('/mails', noStore);
  router.use('/mails/*', noStore);
  return router
    .openapi(listRoute, async (c) => c.json(await listMails(services.database.db, c.req.valid('query')), 200))
    .openapi(resendRoute, async (c) =>
      c.json(await resendMail(services.database.db, services, c.req.valid('param').id), 200),
    );
}
