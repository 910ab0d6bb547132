import { z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { requireRole } from './auth.ts';
import { errorResponse } from './openapi-answers.ts';

/** What the administrator-only routes share: the guard (before validation: 401/403, never 400) and their schemas. */

export const administrators = createMiddleware(async (c, next) => {
  requireRole(c, 'ADMINISTRATOR');
  await next();
});

export const guarded = { 401: errorResponse('Not signed in'), 403: errorResponse('Not an administrator') };

/** A page number or page size in the query: 1…max, `fallback` when absent. */
export const pageNumber = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
    .optional()
    .transform((n) => n ?? fallback)
    .openapi({ type: 'integer', minimum: 1, maximum: max });
