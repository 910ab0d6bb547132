import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../log/logger.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id, also sent back as X-Request-Id. */
    requestId: string;
    /** Set by a handler whose response already carries X-Request-Id (made with its headers as a plain record). */
    requestIdSent: boolean;
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
  /** Lines are written by its child named 'http'. */
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
 *
 * Written on pino directly rather than through hono-pino, which makes two child loggers per request (about 100 µs
 * a request here, against 30 µs for the line itself) and writes a child logger's bindings twice.
 */
export function requestLog({ logger, everyRequest = true }: RequestLogOptions): MiddlewareHandler {
  const log = logger.child({ name: 'http' });
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdFor(c.req.header('x-request-id'));
    c.set('requestId', reqId);
    await next();
    // On the final response: a handler that returns a Response of its own drops a header set earlier. In place,
    // not with c.header(), which would copy the response into a slower, streamed one.
    // Touching the headers turns @hono/node-server's light response into a full one (about 40 µs): a fast path
    // that sent the id itself says so.
    if (!c.get('requestIdSent')) c.res.headers.set('X-Request-Id', reqId);
    const { status } = c.res;
    const level = failed(c) ? 'error' : status >= 500 ? 'warn' : everyRequest ? 'info' : 'debug';
    if (!log.isLevelEnabled(level)) return;
    const path = redactPath(c.req.path);
    log[level](
      {
        reqId,
        method: c.req.method,
        path,
        route: routePath(c),
        status,
        responseTime: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get('user')?.id,
        err: failed(c) ? c.error : undefined,
      },
      `${c.req.method} ${path} ${status}`,
    );
  };
}
