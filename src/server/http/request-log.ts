import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { pinoLogger } from 'hono-pino';
import { routePath } from 'hono/route';
import type { Logger } from '../log/logger.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id, also sent back as X-Request-Id. */
    requestId: string;
  }
}

/** Path segments after these prefixes are secrets (reset tokens) and never reach the log. */
const secretAfter = /(\/(?:reset-password|password\/recovery)\/)[^/?#]+/gi;

export function redactPath(path: string): string {
  return path.replace(secretAfter, '$1…');
}

/**
 * A proxy's X-Request-Id is kept when it is short and plain, so one id follows the request through both logs; one
 * with spaces, quotes or control characters could forge log lines, and gets a fresh id instead.
 */
const plainId = /^[\w.:=+/-]{1,128}$/;

export function requestIdFor(header: string | undefined): string {
  return header !== undefined && plainId.test(header) ? header : crypto.randomUUID();
}

export interface RequestLogOptions {
  /** The root logger (see below); lines are named 'http'. */
  logger: Logger;
  /** A line for every request at the info level; false logs them at debug (benchmarks). Errors are always logged. */
  everyRequest?: boolean;
}

/** A request that threw and was answered with a 5xx: the line carries the error and its stack. */
const failed = (c: Context) => c.res.status >= 500 && c.error !== undefined;

/**
 * One JSON line per request: request id, method, path, the route pattern that answered, status, duration in ms and
 * the signed-in user's id. A request that threw is logged at the error level with the error and its stack, in that
 * same line; another 5xx (the "getting ready" page, a database that does not answer) at warn. Never a header, a
 * cookie or a body. Mount first: it sees the final status, and every response, however it was made, leaves with its
 * X-Request-Id.
 */
export function requestLog({ logger, everyRequest = true }: RequestLogOptions): MiddlewareHandler {
  const line = pinoLogger({
    // hono-pino writes the given logger's own bindings again on each line (pino keeps duplicate keys), so it gets
    // the root logger, and the area's name comes with the request's bindings.
    pino: logger,
    http: {
      // hono-pino adds `reqId` (from c.var.requestId) and `responseTime` to the response line.
      onReqBindings: (c) => ({ name: 'http', method: c.req.method, path: redactPath(c.req.path) }),
      onResBindings: (c) => ({ route: routePath(c), status: c.res.status, userId: c.get('user')?.id, err: failed(c) ? c.error : undefined }),
      onResLevel: (c) => (failed(c) ? 'error' : c.res.status >= 500 ? 'warn' : everyRequest ? 'info' : 'debug'),
      onResMessage: (c) => `${c.req.method} ${redactPath(c.req.path)} ${c.res.status}`,
    },
  });
  return async (c, next) => {
    const id = requestIdFor(c.req.header('x-request-id'));
    c.set('requestId', id);
    await line(c, next);
    // Set on the final response: a handler that returns a Response of its own would drop a header set earlier.
    c.header('X-Request-Id', id);
  };
}
