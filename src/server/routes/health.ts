import { createRoute, z } from '@hono/zod-openapi';
import type { Services } from '../services.ts';
import { createRouter } from '../http/openapi-router.ts';
import { checkHealth } from '../services/health/health.ts';
import { messageFor, said } from '../http/errors.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string().openapi({ description: 'The shop’s version (package.json).' }),
  startedAt: z.string().openapi({ description: 'When this process started (ISO 8601).' }),
  uptimeSeconds: z.number().int(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    answers: z.boolean(),
    ms: z.number().nullable().openapi({ description: 'Time `select 1` took; null when it failed or took over 3 s.' }),
  }),
  site: z
    .object({
      build: z
        .string()
        .nullable()
        .openapi({ description: 'The build being served (a folder under .builds/); null while the first build runs.' }),
      builtAt: z.string().nullable(),
      building: z.boolean(),
      lastBuildFailed: z.boolean().openapi({
        description: 'The last build failed; the previous build (if any) is still served. The log says why.',
      }),
    })
    .nullable(),
  media: z
    .object({
      storage: z.enum(['folder', 's3']),
      answers: z.boolean(),
      ms: z.number().nullable().openapi({ description: 'Time the check took; null when it failed or took over 3 s.' }),
    })
    .nullable()
    .openapi({
      description:
        'The picture storage (the bucket with MEDIA_STORAGE=s3, checked with HeadBucket). A bucket that does not answer does not make the status unavailable: pages and the API still serve; uploads answer 503. Null in processes without media.',
    }),
  mail: z.object({ waiting: z.number().int(), failed: z.number().int() }).nullable().openapi({
    description:
      'Outbox: mails waiting for delivery (or a retry), and those that failed for good; null when the database does not answer.',
  }),
  productCache: z
    .object({
      entries: z.number().int(),
      bytes: z.number().int().openapi({ description: 'JSON text held' }),
      hits: z.number().int(),
      misses: z.number().int(),
      hitRate: z.number().openapi({ description: 'hits / (hits + misses) since start, 0 to 1' }),
    })
    .openapi({ description: 'Single-product answers held in memory (GET /post/{id}, carts, wishlists).' }),
  searchIndex: z
    .object({
      products: z.number().int().nullable().openapi({ description: 'Products indexed; null while none is current' }),
      builds: z.number().int().openapi({ description: 'Indexes built since start (one after every catalog change)' }),
    })
    .openapi({ description: 'The catalog search index in memory (searches and the type-ahead answer from it).' }),
});

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'getHealth',
  tags: ['system'],
  summary: 'Whether the shop can serve: 200 when the database answers, 503 when it does not',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: healthSchema } } },
    503: {
      description: 'The database does not answer',
      content: { 'application/json': { schema: healthSchema.extend({ message: z.string() }) } },
    },
  },
});

export function healthRoutes(services: Services) {
  return createRouter().openapi(healthRoute, async (c) => {
    const health = await checkHealth(services);
    // Never cached: a load balancer must see the state of now.
    c.header('Cache-Control', 'no-store');
    if (health.status === 'ok') return c.json(health, 200);
    return c.json({ ...health, message: messageFor(c, said('api.databaseDown')) }, 503);
  });
}
