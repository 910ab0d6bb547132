/**
 * Rules for an API on its own origin (PUBLIC_API_URL): the pages on PUBLIC_SITE_URL call it with the session cookie.
 * The cookie stays SameSite=Lax, so the API must be on the same site as the pages (same scheme, and the same host,
 * a subdomain of it, or a sibling under its parent: api.shop.com beside shop.com or www.shop.com). A cross-site API
 * would need SameSite=None cookies, which browsers increasingly block as third-party: refused instead.
 */

/** An origin and nothing more: no path (but "/"), query, fragment or credentials. */
export function isBareOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !value.endsWith('#');
}

const isIpAddress = (host: string) => /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.startsWith('[');

/** The domain whose subdomains count as the same site: the host itself when it has two labels, else its parent. */
function siteDomain(host: string): string {
  const labels = host.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : host;
}

/** Whether a cookie set by `apiHost` is sent with the pages' requests as SameSite=Lax (schemes checked apart). */
export function isSameSiteHost(siteHost: string, apiHost: string): boolean {
  if (siteHost === apiHost) return true;
  if (isIpAddress(siteHost) || isIpAddress(apiHost) || !siteHost.includes('.')) return false;
  const domain = siteDomain(siteHost);
  return apiHost === domain || apiHost.endsWith(`.${domain}`);
}

/** Why PUBLIC_API_URL cannot serve the pages of PUBLIC_SITE_URL, or null when it can. */
export function apiSiteProblem(siteUrl: string, apiUrl: string): string | null {
  const site = new URL(siteUrl);
  const api = new URL(apiUrl);
  if (site.protocol !== api.protocol)
    return `must use the same scheme as PUBLIC_SITE_URL (${site.protocol}//): browsers treat another scheme as another site`;
  if (!isSameSiteHost(site.hostname, api.hostname))
    return `must be on the same site as PUBLIC_SITE_URL (${site.hostname}), e.g. api.${siteDomain(site.hostname)}: the session cookie is SameSite=Lax`;
  return null;
}
