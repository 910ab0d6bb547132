import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Locale } from '../../lib/i18n/locales.ts';
import { messageLocale } from './locale.ts';
import { said, wordsOf, type ServerMessage } from './server-message.ts';

export { said };

/**
 * Every refusal the API gives: a status and a message a person can read, always a dictionary message (never a
 * literal), worded in the request's language when the answer is written; `message` holds its English, for logs.
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string> | undefined;
  readonly said: ServerMessage;
  constructor(status: ContentfulStatusCode, message: ServerMessage, headers?: Record<string, string>) {
    super(wordsOf(message, 'en'));
    this.status = status;
    this.headers = headers;
    this.said = message;
  }

  messageIn(locale: Locale): string {
    return wordsOf(this.said, locale);
  }
}

type Message = ServerMessage;

/** A message for this request's caller, in its language (answers that are not refusals: "Signed out."). */
export const messageFor = (c: Context, message: ServerMessage): string => wordsOf(message, messageLocale(c));

export const badRequest = (message: Message) => new HttpError(400, message);
export const unauthorized = (message: Message = said('api.signIn')) => new HttpError(401, message);
export const forbidden = (message: Message = said('api.notAllowed')) => new HttpError(403, message);
export const notFound = (message: Message = said('api.notFound')) => new HttpError(404, message);
export const conflict = (message: Message) => new HttpError(409, message);

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
