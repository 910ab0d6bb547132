import { createRoute, z } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/api/error.ts';
import { NewsletterIssueSchema, NewsletterQueuedSchema } from '../../lib/api/newsletter.ts';
import { EMAIL_MAX_LENGTH, isEmail } from '../../lib/contact/rules.ts';
import { LOCALES } from '../../lib/i18n/locales.ts';
import { clientIp } from '../http/auth.ts';
import { administrators, guarded } from '../http/admin-only.ts';
import { requestLocale } from '../http/locale.ts';
import { noStore } from '../http/no-store.ts';
import { anySignIn, errorResponse, jsonAnswer } from '../http/openapi-answers.ts';
import { createRouter } from '../http/openapi-router.ts';
import { wordedValidation } from '../http/worded-validation.ts';
import { takeAsk } from '../services/asks/limit.ts';
import { sendNewsletter } from '../services/newsletter/send-issue.ts';
import { subscribersCsv } from '../services/newsletter/subscribers-csv.ts';
import { confirmedSubscribers, confirmSubscription, subscribe, unsubscribe } from '../services/newsletter/subscribe.ts';
import type { Services } from '../services.ts';

const SubscribeBody = z
  .object({
    email: z
      .string({ message: 'api.validEmail' })
      .trim()
      .max(EMAIL_MAX_LENGTH, { message: 'api.validEmail' })
      .refine(isEmail, { message: 'api.validEmail' }),
    locale: z
      .enum(LOCALES)
      .optional()
      .openapi({ description: "The subscriber's language; defaults to the request's Accept-Language, else English" }),
  })
  .openapi('NewsletterSubscription');

const subscribeRoute = createRoute({
  method: 'post',
  path: '/newsletter',
  operationId: 'subscribeNewsletter',
  tags: ['newsletter'],
  summary:
    'Subscribe an address: a confirmation link is mailed (double opt-in), and the address counts once it is opened',
  request: { body: { required: true, content: { 'application/json': { schema: SubscribeBody } } } },
  responses: {
    200: jsonAnswer(
      'Taken: a confirmation mail is on its way unless the address is already confirmed',
      z.object({ email: z.string(), subscribed: z.literal(true) }),
    ),
    400: { description: 'Not a valid e-mail address', content: { 'application/json': { schema: ErrorBodySchema } } },
    429: errorResponse('Too many asks for this address or from this client'),
  },
});

const TokenQuery = z.object({
  token: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'token', in: 'query' } }),
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/newsletter/confirm',
  operationId: 'confirmNewsletter',
  tags: ['newsletter'],
  summary: "Confirm an address with its mail's link (opening it again changes nothing)",
  request: { query: TokenQuery },
  responses: {
    200: jsonAnswer('Confirmed', z.object({ email: z.string() })),
    400: errorResponse('No token'),
    404: errorResponse('Unknown link, or the address left the list'),
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/newsletter/unsubscribe',
  operationId: 'unsubscribeNewsletter',
  tags: ['newsletter'],
  summary:
    'One-click unsubscribe (RFC 8058): the address of the List-Unsubscribe header; needs no cookie and ignores the body',
  request: { query: TokenQuery },
  responses: {
    200: jsonAnswer('Off the list', z.object({ email: z.string() })),
    400: errorResponse('No token'),
    404: errorResponse('Unknown link'),
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/newsletter/subscribers.csv',
  operationId: 'exportNewsletterSubscribers',
  security: anySignIn,
  tags: ['newsletter'],
  summary: 'The confirmed subscribers as CSV: email, language, confirmed_at (administrator)',
  middleware: [administrators] as const,
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...guarded,
  },
});

const issueRoute = createRoute({
  method: 'post',
  path: '/newsletter/issues',
  operationId: 'sendNewsletter',
  security: anySignIn,
  tags: ['newsletter'],
  summary:
    'Send a newsletter to every confirmed subscriber in their language (English where none), with List-Unsubscribe (administrator)',
  middleware: [administrators] as const,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: NewsletterIssueSchema } },
    },
  },
  responses: {
    200: jsonAnswer('Queued in the outbox', NewsletterQueuedSchema),
    400: errorResponse('English is missing or a text is empty'),
    ...guarded,
  },
});

const tokenHook = wordedValidation({ token: 'api.newsletter.badToken' }, 'api.invalidRequest');

export function newsletterRoutes(services: Services) {
  const router = createRouter();
  router.use('/newsletter/*', noStore);
  return router
    .openapi(
      subscribeRoute,
      async (c) => {
        const { email, locale } = c.req.valid('json');
        const address = email.toLowerCase();
        await takeAsk(services, 'newsletter', address, clientIp(c, services));
        await subscribe(services, address, locale ?? requestLocale(c) ?? 'en');
        return c.json({ email: address, subscribed: true as const }, 200);
      },
      wordedValidation({ email: 'api.newsletter.email' }, 'api.invalidRequest'),
    )
    .openapi(
      confirmRoute,
      async (c) => c.json(await confirmSubscription(services, c.req.valid('query').token), 200),
      tokenHook,
    )
    .openapi(
      unsubscribeRoute,
      async (c) => {
        const gone = await unsubscribe(services, c.req.valid('query').token);
        return c.json(gone, 200);
      },
      tokenHook,
    )
    .openapi(exportRoute, async (c) => {
      const csv = subscribersCsv(await confirmedSubscribers(services));
      c.header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"');
      return c.body(csv, 200, { 'content-type': 'text/csv; charset=utf-8' }) as never;
    })
    .openapi(
      issueRoute,
      async (c) => c.json({ queued: await sendNewsletter(services, c.req.valid('json')) }, 200),
      wordedValidation({}, 'api.newsletter.issue'),
    );
}
