import { z } from '@hono/zod-openapi';

/** A numeric `{id}` in the path (a row's serial id): up to nine digits, handed to the route as a number. */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .openapi({ type: 'integer', param: { name: 'id', in: 'path' } }),
});
