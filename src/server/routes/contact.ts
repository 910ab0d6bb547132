import { createRoute, z } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/api/error.ts';
import { CONTACT_MAX_LENGTH, isEmail, PHONE_PATTERN } from '../../lib/contact/rules.ts';
import { requestLocale } from '../http/locale.ts';
import { createRouter } from '../http/openapi-router.ts';
import { receiveContactMessage } from '../services/contact/messages.ts';
import type { Services } from '../services.ts';

// Messages are dictionary keys: the validation hook words them in the sender's language, naming the field.
const required = (field: keyof typeof CONTACT_MAX_LENGTH) =>
  z
    .string({ message: 'api.contactRequired' })
    .trim()
    .min(1, { message: 'api.contactRequired' })
    .max(CONTACT_MAX_LENGTH[field], { message: 'api.contactTooLong' });

const ContactBody = z
  .object({
    name: required('name'),
    email: required('email').refine(isEmail, { message: 'api.validEmail' }),
    phone: required('phone').regex(PHONE_PATTERN, { message: 'api.phoneDigits' }),
    subject: required('subject'),
    message: required('message'),
    /** Honeypot: hidden from people, filled in by form-spamming robots. */
    website: z.string().max(500).optional(),
  })
  .openapi('ContactMessage');

const contactRoute = createRoute({
  method: 'post',
  path: '/contact',
  operationId: 'sendContactMessage',
  tags: ['contact'],
  summary: 'Send a message to the shop (stored, and e-mailed to the shop)',
  request: { body: { required: true, content: { 'application/json': { schema: ContactBody } } } },
  responses: {
    201: {
      description: 'Received',
      content: { 'application/json': { schema: z.object({ received: z.literal(true) }) } },
    },
    400: { description: 'A field is missing or invalid', content: { 'application/json': { schema: ErrorBodySchema } } },
  },
});

export function contactRoutes(services: Services) {
  return createRouter().openapi(contactRoute, async (c) => {
    const { website, ...form } = c.req.valid('json');
    // A filled honeypot is a robot: answer like a success so it learns nothing, store nothing.
    if (!website) await receiveContactMessage(services, form, requestLocale(c) ?? 'en');
    return c.json({ received: true as const }, 201);
  });
}
