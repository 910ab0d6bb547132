import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Locale } from '../../lib/i18n/locales.ts';
import { messageLocale } from './locale.ts';
import { said, wordsOf, type ServerMessage } from './server-message.ts';

export { said };

/**
 * Every refusal the API gives: a status and a message a person can read. A ServerMessage is worded in the
 * request's language when the answer is written (`message` holds its English, for logs); a plain string is
 * sent as it is.
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string> | undefined;
  readonly said: ServerMessage | undefined;
  constructor(status: ContentfulStatusCode, message: string | ServerMessage, headers?: Record<string, string>) {
    super(typeof message === 'string' ? message : wordsOf(message, 'en'));
    this.status = status;
    this.headers = headers;
    this.said = typeof message === 'string' ? undefined : message;
  }

  messageIn(locale: Locale): string {
    return this.said ? wordsOf(this.said, locale) : this.message;
  }
}

type Message = string | ServerMessage;

export const badRequest = (message: Message) => new HttpError(400, message);
export const unauthorized = (message: Message = said('api.signIn')) => new HttpError(401, message);
export const forbidden = (message: Message = said('api.notAllowed')) => new HttpError(403, message);
export const notFound = (message: Message = said('api.notFound')) => new HttpError(404, message);
export const conflict = (message: Message) => new HttpError(409, message);

/** A zod issue list as one sentence that names the field: `price: Too small: expected number to be >0`. */
export function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/**
 * The single error handler: known errors keep their status; anything unexpected becomes a plain 500, which the
 * request log writes with the error's stack.
 */
export function handleError(err: Error, c: Context): Response {
  const locale = messageLocale(c);
  if (err instanceof HttpError) {
    return c.json({ message: err.messageIn(locale) }, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const message =
      err.status === 400 && /json/i.test(err.message)
        ? wordsOf(said('api.badJson'), locale)
        : err.message || wordsOf(said('api.badRequest'), locale);
    return c.json({ message }, err.status as ContentfulStatusCode);
  }
  return c.json({ message: wordsOf(said('api.unexpected'), locale) }, 500);
}
