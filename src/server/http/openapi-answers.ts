import { z } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/api/error.ts';
import { ProfileSchema } from '../../lib/api/profile.ts';
import { SESSION_COOKIE } from './auth.ts';

/** The pieces the routes' OpenAPI descriptions share: answers, refusals, the `login` parameter, who may call. */

export const jsonAnswer = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorResponse = (description: string) => jsonAnswer(description, ErrorBodySchema);

export const loginParam = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .openapi({ param: { name: 'login', in: 'path' }, example: 'ani@example.com' });

/** Every account, cart and wishlist call answers the whole profile. */
export const profileAnswer = jsonAnswer('The profile, with its cart, wishlist and orders', ProfileSchema);

/** The refusals every cart and wishlist call may answer. */
export const shoppingRefusals = {
  400: errorResponse('Invalid input (names the field)'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not your cart'),
  404: errorResponse('No such product, size or cart line'),
  409: errorResponse('More than the stock of that size'),
};

/** The ways a caller may prove who they are; any one will do (see auth.ts). Writes with the cookie must be same-origin. */
export const anySignIn: Array<Record<string, string[]>> = [{ session: [] }, { bearer: [] }, { basic: [] }];

/** The OpenAPI security schemes `anySignIn` names. */
export const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The HttpOnly session cookie set by register and login',
  },
  bearer: { type: 'http', scheme: 'bearer', description: 'The X-Session-Token a login or registration answered with' },
  basic: { type: 'http', scheme: 'basic', description: 'login:password on any call, throttled like login' },
} as const;
