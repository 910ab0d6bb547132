import { type Config, loadConfig } from '../../src/server/config.ts';

/** Where the static pages are, and the API on its own origin (PUBLIC_API_URL). */
export const SITE = 'https://shop.example.com';
export const API = 'https://api.shop.example.com';

/** The shop's configuration with its pages at SITE and the API at API, as a static host in front has it. */
export function ownOriginConfig(): Config {
  return loadConfig({
    DATA_DIR: `/tmp/shop-test-${process.pid}`,
    PUBLIC_SITE_URL: SITE,
    PUBLIC_API_URL: API,
  } as NodeJS.ProcessEnv);
}
