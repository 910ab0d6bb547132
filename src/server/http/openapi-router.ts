import { OpenAPIHono } from '@hono/zod-openapi';
import { describeIssues } from './errors.ts';
import { messageLocale } from './locale.ts';
import { said, wordsOf } from './server-message.ts';

/** A router whose validation failures answer 400 `{message}` naming the field, like every other refusal. */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issues = (result.error as { issues?: Array<{ path: PropertyKey[]; message: string }> }).issues ?? [];
        return c.json(
          { message: describeIssues(issues) || wordsOf(said('api.invalidRequest'), messageLocale(c)) },
          400,
        );
      }
    },
  });
}
