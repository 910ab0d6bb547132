import { createRoute, z } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/api/error.ts';
import { EMAIL_MAX_LENGTH, isEmail } from '../../lib/contact/rules.ts';
import { requestLocale } from '../http/locale.ts';
import { createRouter } from '../http/openapi-router.ts';
import { subscribe } from '../services/newsletter/subscribe.ts';
import type { Services } from '../services.ts';

const SubscribeBody = z
  .object({
    email: z
      .string({ message: 'api.validEmail' })
      .trim()
      .max(EMAIL_MAX_LENGTH, { message: 'api.validEmail' })
      .refine(isEmail, { message: 'api.validEmail' }),
    locale: z
      .enum(['en', 'hy', 'ru'])
      .optional()
      .openapi({ description: "The subscriber's language; defaults to the request's Accept-Language, else English" }),
  })
  .openapi('NewsletterSubscription');

const subscribeRoute = createRoute({
  method: 'post',
  path: '/newsletter',
  operationId: 'subscribeNewsletter',
  tags: ['newsletter'],
  summary: 'Subscribe an e-mail address to the newsletter (subscribing again is harmless)',
  request: { body: { required: true, content: { 'application/json': { schema: SubscribeBody } } } },
  responses: {
    200: {
      description: 'Subscribed',
      content: { 'application/json': { schema: z.object({ email: z.string(), subscribed: z.literal(true) }) } },
    },
    400: { description: 'Not a valid e-mail address', content: { 'application/json': { schema: ErrorBodySchema } } },
  },
});

export function newsletterRoutes(services: Services) {
  return createRouter().openapi(subscribeRoute, async (c) => {
    const { email, locale } = c.req.valid('json');
    await subscribe(services.database, email, locale ?? requestLocale(c) ?? 'en');
    return c.json({ email: email.toLowerCase(), subscribed: true as const }, 200);
  });
}
