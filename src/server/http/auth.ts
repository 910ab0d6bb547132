/**
 * Who is calling. Mounted once for the whole API (src/server/app.ts: `api.use('*', authMiddleware(services))`).
 *
 * Exports:
 * - `authMiddleware(services)`: resolves the caller and sets `c.get('user')` (AuthUser | null). Sources, in order:
 *   1. `Authorization: Bearer <token>` (the X-Session-Token a login answered with);
 *   2. `Authorization: Basic login:password`, throttled like login (10 failures / 15 min per account and per
 *      address → 429 with Retry-After; wrong credentials → 401). Not evaluated on POST /users/login, which
 *      handles Basic itself to answer 404/403;
 *   3. the session cookie `SESSION_COOKIE` (HttpOnly, SameSite=Lax, Path=/, Secure on https). A write
 *      (POST/PUT/PATCH/DELETE) that carries the cookie from another origin is refused with 403 (CSRF).
 *   An unknown, expired or revoked token/cookie leaves the caller anonymous (null): public routes keep working.
 * - `requireUser(c)`: the AuthUser, or throws 401.
 * - `requireRole(c, ...roles)`: the AuthUser if they hold one of the roles; 401 anonymous, 403 otherwise.
 * - `requireSelfOrAdmin(c, login)`: the AuthUser if they are `login` or an ADMINISTRATOR; 401 / 403 otherwise.
 * - `requireOwner(c, login)`: the AuthUser if they are `login` (no administrator exception); 401 / 403 otherwise.
 * - `setSessionCookie(c, token)`, `clearSessionCookie(c)`: used by login, register, password change, logout.
 * - `clientIp(c, services)`: the socket address, or the client X-Forwarded-For names as TRUST_PROXY allows (counted
 *   from the right, see http/forwarded.ts); null in app.request tests (no socket) without a trusted proxy, where
 *   address throttling is skipped and only the account is throttled.
 * - types `AuthUser`, `AuthVia`.
 *
 * Route handlers use it like: `const me = requireSelfOrAdmin(c, c.req.valid('param').login);`
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_ABSOLUTE_MS } from '../security/sessions.ts';
import { hasRole, isSelfOrAdmin, sameLogin, type Role } from '../security/roles.ts';
import { cameOverTls, clientAddress } from './forwarded.ts';
import type { Services } from '../services.ts';
import { checkPassword } from '../services/users/authenticate.ts';
import { resolveSession, type SessionUser } from '../services/users/sessions.ts';
import { forbidden, HttpError, said, unauthorized } from './errors.ts';

export type AuthVia = 'cookie' | 'bearer' | 'basic';

export interface AuthUser extends SessionUser {
  via: AuthVia;
  /** SHA-256 of the session token (cookie or bearer); null for Basic, which has no session. */
  sessionTokenHash: string | null;
}

declare module 'hono' {
  interface ContextVariableMap {
    user: AuthUser | null;
  }
}

export const SESSION_COOKIE = 'shop_session';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Credentials from `Authorization: Basic`, or null when the header is not Basic or is malformed. */
export function parseBasic(header: string | undefined): { login: string; password: string } | null {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function parseBearer(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

/** The socket's peer: the client, or the proxy in front of the shop. */
export function peerAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // app.request in tests: no socket
  }
}

export function clientIp(c: Context, services: Pick<Services, 'config'>): string | null {
  return clientAddress(services.config.trustProxy, peerAddress(c), c.req.header('x-forwarded-for'));
}

/** Over TLS, directly or through a trusted proxy that says so: Secure cookies and HSTS follow from it. */
export function requestCameOverTls(c: Context, services: Pick<Services, 'config'>): boolean {
  return cameOverTls(services.config.trustProxy, c.req.url, peerAddress(c), c.req.header('x-forwarded-proto'));
}

/** Whether cookies this answer sets must be Secure: an https site, or a request that came over TLS. */
export function isHttps(c: Context, services: Pick<Services, 'config'>): boolean {
  return services.config.publicSiteUrl.startsWith('https:') || requestCameOverTls(c, services);
}

/** The origins a cookie-carrying write may come from: the public site and the host the request was sent to. */
function isSameOrigin(c: Context, services: Services): boolean {
  const allowed = new Set<string>([new URL(services.config.publicSiteUrl).origin, new URL(c.req.url).origin]);
  const host = c.req.header('host');
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  const origin = c.req.header('origin');
  if (origin) return allowed.has(origin);
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const referer = c.req.header('referer');
  if (referer) {
    try {
      return allowed.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }
  // No browser signal at all: not a browser, so not a forged browser request.
  return true;
}

const isLoginCall = (c: Context) => c.req.method === 'POST' && /\/users\/login\/?$/.test(c.req.path);

export function authMiddleware(services: Services): MiddlewareHandler {
  return async (c, next) => {
    c.set('user', null);
    const authorization = c.req.header('authorization');

    const bearer = parseBearer(authorization);
    if (bearer) {
      const found = await resolveSession(services, bearer);
      if (found) c.set('user', { ...found.user, via: 'bearer', sessionTokenHash: found.tokenHash });
      return next();
    }

    const basic = parseBasic(authorization);
    if (basic && !isLoginCall(c)) {
      const result = await checkPassword(services, basic.login, basic.password, clientIp(c, services));
      if (result.ok) {
        c.set('user', { ...result.user, via: 'basic', sessionTokenHash: null });
        return next();
      }
      if (result.reason === 'throttled') throw tooManyAttempts(result.retryAfterSeconds);
      throw unauthorized(said('api.invalidCredentials'));
    }

    const cookie = getCookie(c, SESSION_COOKIE);
    if (cookie) {
      if (UNSAFE_METHODS.has(c.req.method) && !isSameOrigin(c, services)) {
        throw forbidden(said('api.crossSite'));
      }
      const found = await resolveSession(services, cookie);
      if (found) c.set('user', { ...found.user, via: 'cookie', sessionTokenHash: found.tokenHash });
    }
    return next();
  };
}

/** 429 with a message the login page can show as is; Retry-After says the same whole minutes. */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(429, said('api.tooManyAttempts', { count: minutes }), {
    'Retry-After': String(minutes * 60),
  });
}

export function requireUser(c: Context): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

export function requireRole(c: Context, ...roles: Role[]): AuthUser {
  const user = requireUser(c);
  if (!hasRole(user, ...roles)) throw forbidden();
  return user;
}

export function requireSelfOrAdmin(c: Context, login: string): AuthUser {
  const user = requireUser(c);
  if (!isSelfOrAdmin(user, login)) throw forbidden();
  return user;
}

/** The caller, if `login` is theirs: a cart and a wishlist are personal, administrators included. */
export function requireOwner(c: Context, login: string): AuthUser {
  const user = requireUser(c);
  if (!sameLogin(user.login, login)) throw forbidden(said('api.ownCartOnly'));
  return user;
}

export function setSessionCookie(c: Context, token: string, services: Services): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, services),
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(c: Context, services: Services): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c, services), httpOnly: true, sameSite: 'Lax' });
}
