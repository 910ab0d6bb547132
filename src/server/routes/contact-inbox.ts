import { createRoute, z } from '@hono/zod-openapi';
import { idParam } from '../http/id-param.ts';
import { INBOX_FILTERS, InboxMessageSchema, InboxPageSchema } from '../../lib/api/contact-inbox.ts';
import { administrators, guarded, pageNumber } from '../http/admin-only.ts';
import { noStore } from '../http/no-store.ts';
import { anySignIn, errorResponse, jsonAnswer } from '../http/openapi-answers.ts';
import { createRouter } from '../http/openapi-router.ts';
import { wordedValidation } from '../http/worded-validation.ts';
import { listInbox, markAnswered, markRead } from '../services/contact/inbox.ts';
import type { Services } from '../services.ts';

/** The owner's inbox of contact-form messages: list, open (read), mark answered. Administrators only. */

const listRoute = createRoute({
  method: 'get',
  path: '/contact-messages',
  operationId: 'listContactMessages',
  security: anySignIn,
  tags: ['contact'],
  summary: 'Contact-form messages, newest first: open (not answered), answered or all (administrator)',
  middleware: [administrators] as const,
  request: {
    query: z.object({
      filter: z.enum(INBOX_FILTERS).optional().default('open'),
      page: pageNumber(100_000, 1),
      size: pageNumber(100, 20),
    }),
  },
  responses: {
    200: jsonAnswer('One page of messages', InboxPageSchema),
    400: errorResponse('A filter is invalid'),
    ...guarded,
  },
});

const readRoute = createRoute({
  method: 'post',
  path: '/contact-messages/{id}/read',
  operationId: 'readContactMessage',
  security: anySignIn,
  tags: ['contact'],
  summary: 'Mark a message read (administrator)',
  middleware: [administrators] as const,
  request: { params: idParam },
  responses: {
    200: jsonAnswer('The message', InboxMessageSchema),
    400: errorResponse('Not a message number'),
    ...guarded,
    404: errorResponse('No such message'),
  },
});

const answeredRoute = createRoute({
  method: 'put',
  path: '/contact-messages/{id}/answered',
  operationId: 'markContactMessageAnswered',
  security: anySignIn,
  tags: ['contact'],
  summary: 'Mark a message answered, or open again (administrator)',
  middleware: [administrators] as const,
  request: {
    params: idParam,
    body: { required: true, content: { 'application/json': { schema: z.object({ answered: z.boolean() }) } } },
  },
  responses: {
    200: jsonAnswer('The message', InboxMessageSchema),
    400: errorResponse('Not a message number, or `answered` is not true or false'),
    ...guarded,
    404: errorResponse('No such message'),
  },
});

const hook = wordedValidation({ id: 'api.inbox.notFound', answered: 'api.inbox.answered' }, 'api.invalidRequest');

export function contactInboxRoutes(services: Services) {
  const router = createRouter();
  router.use('/contact-messages', noStore);
  router.use('/contact-messages/*', noStore);
  const { db } = services.database;
  return router
    .openapi(listRoute, async (c) => c.json(await listInbox(db, c.req.valid('query')), 200), hook)
    .openapi(readRoute, async (c) => c.json(await markRead(db, c.req.valid('param').id, services.now()), 200), hook)
    .openapi(
      answeredRoute,
      async (c) =>
        c.json(await markAnswered(db, c.req.valid('param').id, c.req.valid('json').answered, services.now()), 200),
      hook,
    );
}
