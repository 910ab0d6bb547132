import type { MiddlewareHandler } from 'hono';

/** Path segments after these prefixes are secrets (reset tokens) and never reach the log. */
const secretAfter = /(\/(?:reset-password|password\/recovery)\/)[^/?#]+/gi;

export function redactPath(path: string): string {
  return path.replace(secretAfter, '$1…');
}

export interface RequestLogOptions {
  /** Where lines go; default stdout. */
  write?: (line: string) => void;
  /** Monotonic clock in ms; injected by tests. */
  clock?: () => number;
}

/** One line per request: `GET /shop/armenian-ceramics 200 3.1ms`. Mount first so it sees the final status. */
export function requestLog({ write = (line) => process.stdout.write(`${line}\n`), clock = () => performance.now() }: RequestLogOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const started = clock();
    try {
      await next();
    } finally {
      const ms = clock() - started;
      write(`${c.req.method} ${redactPath(c.req.path)} ${c.res.status} ${ms < 10 ? ms.toFixed(1) : Math.round(ms)}ms`);
    }
  };
}
