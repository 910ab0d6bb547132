/**
 * The shop's Content-Security-Policy, written once for both places that deliver it: every built page carries it in
 * a <meta> element (Astro's `security.csp`, which adds the hashes of the page's own inline scripts and styles), and
 * the Node server sends the directives a <meta> policy cannot carry as a header, or the whole policy on responses
 * that are not such a page. Nothing runs inline without its hash; nothing loads from another host but PayPal's SDK
 * (checkout) and the OpenStreetMap embed (contact).
 */

/** Hosts PayPal's JS SDK loads from, talks to and frames (developer.paypal.com/sdk/js/best-practices). */
export const PAYPAL_HOSTS = ['https://*.paypal.com', 'https://*.paypalobjects.com'] as const;
/** The OpenStreetMap embed on /contact. */
export const MAP_EMBED_HOST = 'https://www.openstreetmap.org';

/** Where scripts may come from, besides the page's inline scripts allowed by hash. Never 'unsafe-inline'. */
export const SCRIPT_SOURCES = ["'self'", ...PAYPAL_HOSTS];

/** Styles allow inline: islands and PayPal set style attributes, and style injection cannot run code. */
export const STYLE_SOURCES = ["'self'", "'unsafe-inline'"];

/**
 * MEDIA_PUBLIC_URL's origin, where pages link pictures when they are served from the bucket or its CDN; read from
 * the environment where the policy is made (the server, and Astro's build, which runs with the shop's environment).
 */
function mediaOrigin(): string[] {
  const url = typeof process === 'undefined' ? undefined : process.env.MEDIA_PUBLIC_URL?.trim();
  return url && URL.canParse(url) ? [new URL(url).origin] : [];
}

/**
 * Every other directive, the same on every page. `publicApiUrl` (PUBLIC_API_URL) is the API's own origin when the
 * pages call it there instead of their own /api: the islands fetch it and the no-JavaScript forms post to it.
 */
export function pageDirectives(publicApiUrl?: string | null) {
  const api = publicApiUrl ? ` ${new URL(publicApiUrl).origin}` : '';
  return [
    "default-src 'self'",
    `img-src 'self' data: blob: ${[...PAYPAL_HOSTS, ...mediaOrigin()].join(' ')}`,
    "font-src 'self' data:",
    // The map host too: /contact probes it before adding the embeds, so offline visitors keep the placeholder.
    `connect-src 'self'${api} ${PAYPAL_HOSTS.join(' ')} ${MAP_EMBED_HOST}`,
    `frame-src ${PAYPAL_HOSTS.join(' ')} ${MAP_EMBED_HOST}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${api}`,
  ] as const;
}

/** Directives browsers ignore in a <meta> policy: only a response header can carry them. */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/** Served over TLS: stray http:// subresources are upgraded (never over plain http, where it would break them). */
export const TLS_DIRECTIVES = ['upgrade-insecure-requests'];
