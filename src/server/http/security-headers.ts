import type { Context, MiddlewareHandler } from 'hono';
import {
  HEADER_ONLY_DIRECTIVES,
  pageDirectives,
  SCRIPT_SOURCES,
  STYLE_SOURCES,
  TLS_DIRECTIVES,
} from '../../lib/security/content-security-policy.ts';

export interface PolicyInput {
  /** The response is a built page that carries the policy in its own <meta> element, with its script hashes. */
  pageHasOwnPolicy?: boolean;
  /** Served over TLS: ask browsers to upgrade stray http:// subresources. */
  tls?: boolean;
  /** PUBLIC_API_URL: the API's own origin, which pages may call and post forms to. */
  publicApiUrl?: string;
  /** The response is data (JSON), never rendered as a document. */
  data?: boolean;
}

/** A data answer loads and runs nothing, and no page may frame it. */
const DATA_DIRECTIVES = ["default-src 'none'", ...HEADER_ONLY_DIRECTIVES];

/**
 * The Content-Security-Policy header. A built page already carries the shop's policy in a <meta> element (with
 * the hashes of its inline scripts, written by Astro), and a browser enforces every policy it is given, so such a
 * page gets only what a <meta> cannot say: frame-ancestors (and the TLS upgrade). A JSON answer gets the policy
 * for data: nothing at all. Any other response (media, the "getting ready" page) gets the whole policy, with no
 * inline script allowed.
 */
export function contentSecurityPolicy({
  pageHasOwnPolicy = false,
  tls = false,
  publicApiUrl,
  data = false,
}: PolicyInput = {}): string {
  if (data) return DATA_DIRECTIVES.join('; ');
  const directives = pageHasOwnPolicy
    ? [...HEADER_ONLY_DIRECTIVES]
    : [
        ...pageDirectives(publicApiUrl),
        `script-src ${SCRIPT_SOURCES.join(' ')}`,
        `style-src ${STYLE_SOURCES.join(' ')}`,
        ...HEADER_ONLY_DIRECTIVES,
      ];
  if (tls) directives.push(...TLS_DIRECTIVES);
  return directives.join('; ');
}

const metaPolicy = /<meta\s[^>]*http-equiv\s*=\s*["']?content-security-policy["'\s>]/i;

/** True when the page's <head> holds a Content-Security-Policy <meta> element. */
export function hasMetaPolicy(html: string): boolean {
  const headEnd = html.search(/<\/head\s*>/i);
  return metaPolicy.test(headEnd === -1 ? html : html.slice(0, headEnd));
}

export type SecurityVariables = { pageHasOwnPolicy: boolean | undefined };

// Each set of headers is made once: there are four per API origin.
const records = new Map<string, Readonly<Record<string, string>>>();

/** Every security header for one response, by lower-case name. */
export function securityHeaderRecord({
  pageHasOwnPolicy = false,
  tls = false,
  publicApiUrl,
  data = false,
}: PolicyInput = {}): Readonly<Record<string, string>> {
  const key = `${pageHasOwnPolicy}/${tls}/${publicApiUrl ?? ''}/${data}`;
  let record = records.get(key);
  if (!record) records.set(key, (record = buildRecord({ pageHasOwnPolicy, tls, publicApiUrl, data })));
  return record;
}

function buildRecord(input: PolicyInput): Readonly<Record<string, string>> {
  const record: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(input),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  // Headers that govern a document: a JSON answer (a third of its bytes were headers) goes without them.
  if (!input.data) {
    // PayPal's checkout opens a popup that must be able to talk back to the page.
    record['cross-origin-opener-policy'] = 'same-origin-allow-popups';
    record['permissions-policy'] = 'camera=(), microphone=(), geolocation=()';
  }
  if (input.tls) record['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return Object.freeze(record);
}

/** application/json, or a type that is JSON underneath (application/problem+json). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Security headers on every response. A handler that serves a built page with its own <meta> policy says so with
 * `c.set('pageHasOwnPolicy', true)`. A header the handler set itself is kept. `overTls` says whether the browser
 * came over TLS (directly, or through a proxy TRUST_PROXY believes): only then is HSTS sent.
 */
export function securityHeaders(
  overTls: (c: Context) => boolean,
  publicApiUrl?: string,
): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    await next();
    const tls = overTls(c);
    const headers = c.res.headers;
    const data = JSON_TYPE.test(headers.get('content-type') ?? '');
    for (const [name, value] of Object.entries(
      securityHeaderRecord({ pageHasOwnPolicy: c.get('pageHasOwnPolicy'), tls, publicApiUrl, data }),
    )) {
      if (!headers.has(name)) headers.set(name, value);
    }
  };
}
