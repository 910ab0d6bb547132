import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Services } from '../services.ts';
import { createRouter } from '../http/openapi-router.ts';
import { mailCounts } from '../mail/outbox.ts';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Answers 200 when the database answers, with how many mails wait to be sent and how many failed',
  responses: {
    200: {
      description: 'Healthy',
      content: {
        'application/json': {
          schema: z.object({
            status: z.literal('ok'),
            database: z.string(),
            mail: z.object({ waiting: z.number().int(), failed: z.number().int() }).openapi({ description: 'Outbox: waiting for delivery (or a retry), failed for good' }),
          }),
        },
      },
    },
    503: { description: 'Database unreachable', content: { 'application/json': { schema: z.object({ message: z.string() }) } } },
  },
});

export function healthRoutes({ database }: Services) {
  return createRouter().openapi(healthRoute, async (c) => {
    try {
      await database.db.execute(sql`select 1`);
      return c.json({ status: 'ok' as const, database: database.kind, mail: await mailCounts(database.db) }, 200);
    } catch {
      return c.json({ message: 'The database does not answer.' }, 503);
    }
  });
}
