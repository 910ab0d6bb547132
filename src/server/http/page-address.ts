import type { Config } from '../config.ts';

/**
 * Where the API sends the browser back to a page (after a form post, a sign-in): the path itself when the pages
 * and the API share an origin, else that page on PUBLIC_SITE_URL (the API is on its own origin, PUBLIC_API_URL).
 */
export function pageAddress(config: Pick<Config, 'publicSiteUrl' | 'publicApiUrl'>, path: string): string {
  return config.publicApiUrl ? `${config.publicSiteUrl}${path}` : path;
}
