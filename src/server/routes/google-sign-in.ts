import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { GOOGLE_ERROR_PARAM, type GoogleSignInErrorCode } from '../../lib/account/google-sign-in.ts';
import { safeNext } from '../../lib/account/next-path.ts';
import { SignInOptionsSchema } from '../../lib/api/sign-in.ts';
import { isLocale, localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { isHttps, setSessionCookie } from '../http/auth.ts';
import { messageLocale } from '../http/locale.ts';
import { noStore } from '../http/no-store.ts';
import { createRouter } from '../http/openapi-router.ts';
import { pageAddress } from '../http/page-address.ts';
import { GoogleSignInError, googleSignInFor, type SignInChecks } from '../oidc/google.ts';
import { seal, sealingKey, unseal } from '../security/sealed.ts';
import type { Services } from '../services.ts';
import { accountForGoogle } from '../services/users/google-accounts.ts';
import { createSession } from '../services/users/sessions.ts';

/**
 * Sign in with Google: the login page asks whether it is on (/auth/options), its button leads to /auth/google,
 * which sends the browser to the provider; the provider sends it back to /auth/google/callback, which signs in
 * with the shop's own session cookie and goes on to `next`. Every failure lands on the login page in the page's
 * language with `?google_error=<reason>`, never on an error page.
 */

/** The flow's checks, the page's language and `next`, sealed in a cookie for the round trip (10 minutes). */
const FLOW_COOKIE = 'shop_google_flow';
const FLOW_PATH = '/api/auth/google';
const FLOW_TTL_MS = 10 * 60_000;

interface Flow {
  checks: SignInChecks;
  locale: Locale;
  /** The shopper's own `next`, if any (the failure's login page keeps it; success defaults to the home page). */
  next: string | null;
}

const isFlow = (value: unknown): value is Flow => {
  const v = value as Flow | null;
  return (
    typeof v?.checks?.state === 'string' &&
    typeof v.checks.nonce === 'string' &&
    typeof v.checks.codeVerifier === 'string' &&
    isLocale(v.locale) &&
    (v.next === null || typeof v.next === 'string')
  );
};

const optionsRoute = createRoute({
  method: 'get',
  path: '/auth/options',
  operationId: 'getSignInOptions',
  tags: ['users'],
  summary: 'The ways to sign in besides the password (the login page shows the Google button when `google` is true)',
  responses: {
    200: { description: 'Sign-in options', content: { 'application/json': { schema: SignInOptionsSchema } } },
  },
});

const redirectAnswer = (description: string) => ({
  description,
  headers: { Location: { description: 'Where the browser goes', schema: { type: 'string' as const } } },
});

const startRoute = createRoute({
  method: 'get',
  path: '/auth/google',
  operationId: 'startGoogleSignIn',
  tags: ['users'],
  summary: "A browser navigation: sends the shopper to Google's sign-in (authorization code flow with PKCE)",
  request: {
    query: z.object({
      next: z.string().max(2000).optional().openapi({ description: 'A same-site path to go to after signing in' }),
      locale: z.string().max(10).optional().openapi({ description: "The login page's language: en, hy or ru" }),
    }),
  },
  responses: {
    302: redirectAnswer('To the provider; or back to the login page with `google_error` when it is off or unreachable'),
  },
});

const callbackRoute = createRoute({
  method: 'get',
  path: '/auth/google/callback',
  operationId: 'finishGoogleSignIn',
  tags: ['users'],
  summary: "Google's redirect back: checks state, PKCE and the ID token, then signs in with the session cookie",
  responses: {
    302: redirectAnswer(
      'Signed in: to `next`. Otherwise to the login page with `google_error` = cancelled, state, failed, unavailable or unverified',
    ),
  },
});

export function googleSignInRoutes(services: Services) {
  const log = services.log.child({ name: 'google-sign-in' });
  const flowKey = () => sealingKey(services.config.google!.clientSecret, 'google sign-in flow');

  const backToLogin = (c: Context, locale: Locale, next: string | null, reason: GoogleSignInErrorCode) => {
    const query = new URLSearchParams({ [GOOGLE_ERROR_PARAM]: reason });
    if (next) query.set('next', next);
    return c.redirect(pageAddress(services.config, `${localizePath('/login', locale)}?${query}`), 302);
  };

  const router = createRouter();
  router.use('/auth/*', noStore);
  return router
    .openapi(optionsRoute, (c) => c.json({ google: services.config.google !== undefined }, 200))
    .openapi(startRoute, async (c) => {
      const query = c.req.valid('query');
      const locale = isLocale(query.locale) ? query.locale : messageLocale(c);
      const next = safeNext(query.next, '') || null;
      const client = googleSignInFor(services.config);
      if (!client) return backToLogin(c, locale, next, 'unavailable');
      try {
        const { url, checks } = await client.start();
        const expiresAt = new Date(services.now().getTime() + FLOW_TTL_MS);
        const flow: Flow = { checks, locale, next };
        setCookie(c, FLOW_COOKIE, seal(flowKey(), flow, expiresAt), {
          httpOnly: true,
          // Lax: the provider's redirect back is a top-level GET from another site, which Lax lets through.
          sameSite: 'Lax',
          secure: isHttps(c, services),
          path: FLOW_PATH,
          maxAge: FLOW_TTL_MS / 1000,
        });
        return c.redirect(url.href, 302);
      } catch (error) {
        log.warn({ err: error }, 'the OpenID provider could not be reached');
        return backToLogin(c, locale, next, 'unavailable');
      }
    })
    .openapi(callbackRoute, async (c) => {
      const sealed = getCookie(c, FLOW_COOKIE);
      // One use: whatever happens next, this browser's flow is over.
      deleteCookie(c, FLOW_COOKIE, { path: FLOW_PATH, secure: isHttps(c, services), httpOnly: true, sameSite: 'Lax' });
      const client = googleSignInFor(services.config);
      const opened = client && sealed ? unseal(flowKey(), sealed, services.now()) : null;
      if (!client) return backToLogin(c, messageLocale(c), null, 'unavailable');
      // No flow: it expired, began in another browser, or was already used.
      if (!isFlow(opened)) return backToLogin(c, messageLocale(c), null, 'state');
      const flow = opened;
      try {
        const identity = await client.finish(new URL(c.req.url).searchParams, flow.checks);
        const account = await accountForGoogle(services, identity, flow.locale);
        if (!account.ok) return backToLogin(c, flow.locale, flow.next, account.reason);
        setSessionCookie(c, await createSession(services, account.userId), services);
        log.info({ userId: account.userId, created: account.created }, 'signed in with Google');
        return c.redirect(pageAddress(services.config, flow.next ?? localizePath('/', flow.locale)), 302);
      } catch (error) {
        const reason = error instanceof GoogleSignInError ? error.reason : 'failed';
        log.warn({ err: error instanceof GoogleSignInError ? error.cause : error, reason }, 'a Google sign-in failed');
        return backToLogin(c, flow.locale, flow.next, reason);
      }
    });
}
