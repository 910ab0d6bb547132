import type { Context, MiddlewareHandler } from 'hono';
import type { Services } from '../services.ts';
import type { ReadyAnswer, WireAnswer } from '../services/catalog/ready-answer.ts';
import { requestCameOverTls } from './auth.ts';
import { securityHeaderRecord } from './security-headers.ts';

/** A wire answer with the security headers added, made once per answer and transport. */
const secured = new WeakMap<WireAnswer, { plain?: Record<string, string>; tls?: Record<string, string> }>();

function securedHeaders(wire: WireAnswer, tls: boolean, publicApiUrl: string | undefined): Record<string, string> {
  let made = secured.get(wire);
  if (!made) secured.set(wire, (made = {}));
  const slot = tls ? 'tls' : 'plain';
  return (made[slot] ??= { ...wire.headers, ...securityHeaderRecord({ tls, publicApiUrl, data: true }) });
}

/**
 * Sends a ready answer ahead of the site's middleware (repeated searches, cached products, cached type-ahead) with
 * every header that middleware would add, made once: the same bytes, pictures linked and security headers as the
 * route would give, and the request id the request log gives every answer.
 */
export async function sendReady(answer: ReadyAnswer, c: Context, services: Services): Promise<Response> {
  const wire = await answer.wire(c.req.header('accept-encoding'), services.config.mediaPublicUrl);
  const tls = requestCameOverTls(c, services);
  const headers = securedHeaders(wire, tls, services.config.publicApiUrl);
  const requestId = c.get('requestId');
  if (requestId === undefined) return new Response(wire.body, { status: 200, headers });
  c.set('requestIdSent', true);
  return new Response(wire.body, { status: 200, headers: { ...headers, 'x-request-id': requestId } });
}

/**
 * A fast path for GET answers held in memory: `lookup` finds the ready answer for this request (or undefined, and
 * the request goes on to its route). The answer must be the same for every caller, so a session cookie does not
 * matter; Basic credentials do (a wrong password answers 401 and counts towards throttling), so any Authorization
 * goes on to the route, as does a conditional request (the route's middleware answers 304).
 */
export function answerFromMemory(
  services: Services,
  lookup: (c: Context) => ReadyAnswer | Promise<ReadyAnswer> | undefined,
): MiddlewareHandler {
  return async (c, next) => {
    if (
      c.req.method !== 'GET' ||
      c.req.header('authorization') !== undefined ||
      c.req.header('if-none-match') !== undefined
    )
      return next();
    const found = lookup(c);
    return found ? sendReady(await found, c, services) : next();
  };
}
