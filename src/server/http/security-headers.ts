import type { MiddlewareHandler } from 'hono';

/** Hosts PayPal's JS SDK loads from, talks to and frames (developer.paypal.com/sdk/js/best-practices). */
const paypalHosts = ['https://*.paypal.com', 'https://*.paypalobjects.com'];
/** The OpenStreetMap embed on /contact. */
const mapEmbedHost = 'https://www.openstreetmap.org';

export interface PolicyInput {
  /** `sha256-…` sources for the inline scripts of the page being served (see inline-script-hashes.ts). */
  scriptHashes?: readonly string[];
  /** Served over TLS: ask browsers to upgrade stray http:// subresources. */
  tls?: boolean;
}

/**
 * The shop's Content-Security-Policy. Scripts: our own files, the exact inline scripts Astro emitted for this page
 * (by hash, never 'unsafe-inline'), and PayPal's SDK. Styles allow inline because islands and PayPal set style
 * attributes; style injection cannot run code.
 */
export function contentSecurityPolicy({ scriptHashes = [], tls = false }: PolicyInput = {}): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes.map((h) => `'${h}'`), ...paypalHosts]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...paypalHosts]],
    ['font-src', ["'self'", 'data:']],
    // The map host too: /contact probes it before adding the embeds, so offline visitors keep the placeholder.
    ['connect-src', ["'self'", ...paypalHosts, mapEmbedHost]],
    ['frame-src', [...paypalHosts, mapEmbedHost]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  if (tls) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** True when the browser reached us over TLS, directly or through a proxy that says so. */
export function cameOverTls(url: string, forwardedProto: string | undefined): boolean {
  if (url.startsWith('https:')) return true;
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

export type SecurityVariables = { scriptHashes: readonly string[] | undefined };

/** Every security header for one response, by lower-case name. */
export function securityHeaderRecord({ scriptHashes, tls = false }: PolicyInput = {}): Readonly<Record<string, string>> {
  if (!scriptHashes?.length) return tls ? withoutHashesTls : withoutHashes;
  return buildRecord({ scriptHashes, tls });
}

function buildRecord(input: PolicyInput): Readonly<Record<string, string>> {
  const record: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(input),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // PayPal's checkout opens a popup that must be able to talk back to the page.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (input.tls) record['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return Object.freeze(record);
}

// API answers, media and most files carry no inline script: their headers are the same every time.
const withoutHashes = buildRecord({ tls: false });
const withoutHashesTls = buildRecord({ tls: true });

/**
 * Security headers on every response. A handler that serves HTML puts the page's inline-script hashes in
 * `c.set('scriptHashes', …)` so the policy lets exactly those run. A header the handler set itself is kept.
 */
export function securityHeaders(): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    await next();
    const tls = cameOverTls(c.req.url, c.req.header('x-forwarded-proto'));
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(securityHeaderRecord({ scriptHashes: c.get('scriptHashes'), tls }))) {
      if (!headers.has(name)) headers.set(name, value);
    }
  };
}
