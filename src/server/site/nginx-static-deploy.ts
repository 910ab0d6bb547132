import { headersFile } from './headers-file.ts';
import type { StaticSiteOptions } from './nginx-static.ts';

/**
 * The production values of deploy/nginx-static.conf: the folder the catalog workflow (or `npm run build -- --out`)
 * deploys, TLS on 443, two instances on the private network. `node scripts/nginx-static.ts` prints the file.
 */
export const DEPLOYED_STATIC_SITE: StaticSiteOptions = {
  root: '/srv/old-city-gifts/site',
  listen: '443 ssl http2',
  serverName: 'shop.example.com',
  instances: ['10.0.0.11:4321', '10.0.0.12:4321'],
  headersFile: headersFile('https://shop.example.com'),
};
