// A local OpenID provider standing in for Google in tests (oidc-provider, the certified implementation): the real
// protocol on 127.0.0.1 — discovery, the authorization endpoint with PKCE required, a login page, the token
// endpoint (each code redeemable once) and signed ID tokens carrying the address and names, as Google's do.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface GoogleTestAccount {
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface LocalGoogle {
  /** The issuer, for GOOGLE_ISSUER_URL. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in with an address the page is given; an unknown address is a verified "Test Shopper". */
  addAccount(account: GoogleTestAccount): void;
  close(): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The provider's sign-in page: an address, "Sign in" and "Cancel" (the shopper backing out). */
function loginPage(uid: string, clientName: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in - Test Google</title></head>
<body><main><h1>Sign in to continue to ${escapeHtml(clientName)}</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="username" required>
<button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/cancel"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

async function formBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the provider on 127.0.0.1 (port 0: any free one) for one client whose redirect URIs are given. */
export async function startLocalGoogle(redirectUris: string[], port = 0): Promise<LocalGoogle> {
  const accounts = new Map<string, GoogleTestAccount>();
  const clientId = 'shop-test.apps.googleusercontent.com';
  const clientSecret = crypto.randomBytes(24).toString('base64url');
  const signingKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Old City Gifts',
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [crypto.randomBytes(32).toString('base64url')] },
    // Google answers without PKCE too; this one refuses, so the shop's PKCE is really checked.
    pkce: { required: () => true },
    // Like Google: the address and names are in the ID token itself.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id) ?? { email: id, emailVerified: true, givenName: 'Test', familyName: 'Shopper' };
      return {
        accountId: id,
        claims: () => ({
          sub: `google-${crypto.createHash('sha256').update(id).digest('hex').slice(0, 21)}`,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const providerHandler = provider.callback();

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|cancel))?$/.exec(req.url ?? '');
    if (!match) {
      providerHandler(req, res);
      return;
    }
    const [, uid, action] = match;
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== uid) throw new Error('interaction mismatch');
      if (!action && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(uid, 'Old City Gifts'));
        return;
      }
      if (action === 'cancel') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'End-User aborted interaction' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const email = (await formBody(req)).get('email')?.trim().toLowerCase() ?? '';
      const grant = new provider.Grant({ accountId: email, clientId: String(details.params.client_id) });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: email }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount(account) {
      accounts.set(account.email.toLowerCase(), account);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
