import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every refusal the API gives: a status and a message a person can read. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string> | undefined;
  constructor(status: ContentfulStatusCode, message: string, headers?: Record<string, string>) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

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
  if (err instanceof HttpError) {
    return c.json({ message: err.message }, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const message = err.status === 400 && /json/i.test(err.message) ? 'The request body is not valid JSON.' : err.message || 'Bad request.';
    return c.json({ message }, err.status as ContentfulStatusCode);
  }
  return c.json({ message: 'Something went wrong.' }, 500);
}
