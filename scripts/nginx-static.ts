// Prints deploy/nginx-static.conf: the nginx site that serves `npm run build -- --out` folders as the shop, with
// /api and /media proxied to the API instances (src/server/site/nginx-static.ts; the e2e test serves through it).
//   node scripts/nginx-static.ts > deploy/nginx-static.conf
import { nginxStaticSite } from '../src/server/site/nginx-static.ts';
import { DEPLOYED_STATIC_SITE } from '../src/server/site/nginx-static-deploy.ts';

process.stdout.write(`# The shop as a CDN serves it, from one nginx: the static folder the catalog workflow deploys (or
# \`npm run build -- --out /srv/old-city-gifts/site\` writes), with /api/ and /media/ spread over the API instances.
# Each instance: the same DATABASE_URL, TRUST_PROXY=1, PUBLIC_SITE_URL=https://shop.example.com, and one media folder
# for all (README "Scaling out"). Replace the names, the folder and the instances' addresses; add your certificates
# (ssl_certificate, ssl_certificate_key) inside the server block, and a port-80 redirect as in deploy/nginx.conf.
# Made by \`node scripts/nginx-static.ts\`; a unit test keeps it equal to what the e2e test serves through.

${nginxStaticSite(DEPLOYED_STATIC_SITE)}`);
