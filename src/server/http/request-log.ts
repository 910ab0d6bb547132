import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
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
  /** Lines are written by its child named 'http'. */
  logger: Logger;
  /** A line for every request at the info level; false logs them at debug (benchmarks). Errors are always logged. */
  everyRequest?: boolean;
}

/** A request that threw and was answered with a 5xx: the line carries the error and its stack. */
const failed = (c: Context) => c.res.status >= 500 && c.error !== undefined;

/** What one request's line says. */
export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  /** The route pattern that answered. */
  route: string;
  status: number;
  /** `performance.now()` when the request came in. */
  started: number;
  userId?: number;
  /** The error a request threw (answered with a 5xx). */
  err?: unknown;
}

/** The log the request lines go to: the logger's child named 'http'. */
export const requestLogger = (logger: Logger): Logger => logger.child({ name: 'http' });

/**
 * Writes one request's line: at error for a request that threw, warn for another 5xx, else info (debug when
 * `everyRequest` is off). Secrets in the path (reset tokens) are cut out.
 */
export function writeRequestLine(log: Logger, everyRequest: boolean, line: RequestLine): void {
  const { status, err, started, ...rest } = line;
  const level = err !== undefined ? 'error' : status >= 500 ? 'warn' : everyRequest ? 'info' : 'debug';
  if (!log.isLevelEnabled(level)) return;
  const path = redactPath(line.path);
  log[level](
    { ...rest, path, status, responseTime: Math.round((performance.now() - started) * 10) / 10, err },
    `${line.method} ${path} ${status}`,
  );
}

/**
 * One JSON line per request: request id, method, path, the route pattern that answered, status, duration in ms and
 * the signed-in user's id. A request that threw is logged at the error level with the error and its stack, in that
 * same line; another 5xx (the "getting ready" page, a database that does not answer) at warn. Never a header, a
 * cookie or a body. Mount first: it sees the final status, and every response, however it was made, leaves with its
 * X-Request-Id. (The front door writes the same line for the answers it sends itself.)
 *
 * Written on pino directly rather than through hono-pino, which makes two child loggers per request (about 100 µs
 * a request here, against 30 µs for the line itself) and writes a child logger's bindings twice.
 */
export function requestLog({ logger, everyRequest = true }: RequestLogOptions): MiddlewareHandler {
  const log = requestLogger(logger);
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdFor(c.req.header('x-request-id'));
    c.set('requestId', reqId);
    await next();
    // On the final response: a handler that returns a Response of its own drops a header set earlier. In place,
    // not with c.header(), which would copy the response into a slower, streamed one.
    c.res.headers.set('X-Request-Id', reqId);
    writeRequestLine(log, everyRequest, {
      reqId,
      method: c.req.method,
      path: c.req.path,
      route: routePath(c),
      status: c.res.status,
      started,
      userId: c.get('user')?.id,
      err: failed(c) ? c.error : undefined,
    });
  };
}
