import * as oidc from 'openid-client';
import type { Config } from '../config.ts';

/**
 * Sign in with Google through OpenID Connect (openid-client): the authorization code flow with PKCE, state and
 * nonce. The library checks the answer's state and issuer, the token endpoint's answer, and the ID token's
 * signature (the provider's published keys), issuer, audience, expiry and nonce. The same code talks to a local
 * provider in tests (GOOGLE_ISSUER_URL); plain http is allowed for it only, and config.ts allows http only on
 * this machine.
 */

export type GoogleConfig = NonNullable<Config['google']>;

/** What the callback must check, kept in a sealed cookie between the two legs. */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The person the provider vouches for, from the validated ID token. */
export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

/** Why a sign-in did not finish; each has its own words on the login page. */
export type GoogleFailure = 'cancelled' | 'state' | 'failed' | 'unavailable';

export class GoogleSignInError extends Error {
  readonly reason: GoogleFailure;
  constructor(reason: GoogleFailure, options?: { cause?: unknown }) {
    super(`Sign in with Google: ${reason}`, options);
    this.reason = reason;
  }
}

export interface GoogleSignIn {
  /** The provider's authorization URL for this browser, and the checks its callback needs. */
  start(): Promise<{ url: URL; checks: SignInChecks }>;
  /** Redeems the code of the callback's query once; throws GoogleSignInError. */
  finish(query: URLSearchParams, checks: SignInChecks): Promise<GoogleIdentity>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function createGoogleSignIn(google: GoogleConfig, redirectUri: string): GoogleSignIn {
  let discovered: Promise<oidc.Configuration> | undefined;
  // Discovery once, on first use; a failure is forgotten so the next sign-in asks again.
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(google.issuerUrl),
        google.clientId,
        { client_secret: google.clientSecret, redirect_uris: [redirectUri] },
        oidc.ClientSecretPost(google.clientSecret),
        new URL(google.issuerUrl).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw new GoogleSignInError('unavailable', { cause: error });
      });
    return discovered;
  };

  return {
    async start() {
      const config = await configuration();
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },

    async finish(query, checks) {
      if (query.get('error') === 'access_denied') throw new GoogleSignInError('cancelled');
      if (query.get('state') !== checks.state) throw new GoogleSignInError('state');
      const config = await configuration();
      // The registered redirect URI with the provider's answer: the library sends it back to the token endpoint.
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = query.toString();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new GoogleSignInError('failed');
        return {
          subject: claims.sub,
          email: text(claims.email)?.toLowerCase() ?? null,
          // Google sends a boolean; anything else is not a verification.
          emailVerified: claims.email_verified === true,
          givenName: text(claims.given_name),
          familyName: text(claims.family_name),
          name: text(claims.name),
        };
      } catch (error) {
        if (error instanceof GoogleSignInError) throw error;
        if (error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied')
          throw new GoogleSignInError('cancelled', { cause: error });
        throw new GoogleSignInError('failed', { cause: error });
      }
    },
  };
}

const clients = new WeakMap<GoogleConfig, GoogleSignIn>();

/** One client per configuration (its discovery is cached), or null when Google is not configured. */
export function googleSignInFor(
  config: Pick<Config, 'google' | 'publicSiteUrl' | 'publicApiUrl'>,
): GoogleSignIn | null {
  if (!config.google) return null;
  let client = clients.get(config.google);
  if (!client) {
    client = createGoogleSignIn(config.google, googleCallbackUrl(config.publicApiUrl ?? config.publicSiteUrl));
    clients.set(config.google, client);
  }
  return client;
}

/**
 * The redirect URI registered with Google: built from PUBLIC_SITE_URL (or PUBLIC_API_URL, when the API has its own
 * origin), never from the request's Host.
 */
export const googleCallbackUrl = (apiOrigin: string) => `${apiOrigin}/api/auth/google/callback`;
