import { OpenAPIHono } from '@hono/zod-openapi';
import { messageLocale } from './locale.ts';
import { wordsOf } from './server-message.ts';
import { validationMessage } from './validation-message.ts';

/** A router whose validation failures answer 400 `{message}` naming the field in words, in the request's language. */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json({ message: wordsOf(validationMessage(result.error), messageLocale(c)) }, 400);
      }
    },
  });
}
