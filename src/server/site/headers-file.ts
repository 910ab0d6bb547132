import { securityHeaderRecord } from '../http/security-headers.ts';

/**
 * The `_headers` file static hosts and CDNs read (Netlify, Cloudflare Pages and others): the security headers the
 * Node server adds to a built page, for a folder served without it. Each page carries its own CSP <meta> (with its
 * script hashes); this adds what a <meta> cannot say (frame-ancestors) and the rest of the headers, plus HSTS and
 * the TLS upgrade when the public address is https. Hashed assets under /_astro never change, so they are cached
 * for a year.
 */
export function headersFile(publicSiteUrl: string): string {
  const tls = publicSiteUrl.startsWith('https:');
  const headers = securityHeaderRecord({ pageHasOwnPolicy: true, tls });
  const lines = [
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '',
    '/_astro/*',
    '  cache-control: public, max-age=31536000, immutable',
    '',
  ];
  return lines.join('\n');
}
