// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { duplicateListingPaths } from './src/features/catalog/listing-routes.ts';
import { pageDirectives, SCRIPT_SOURCES, STYLE_SOURCES } from './src/lib/security/content-security-policy.ts';

const site = process.env.PUBLIC_SITE_URL || 'http://localhost:4321';
/** Pages that are not for search engines: error pages and client-only shells. */
const noIndexPaths =
  /^\/(?:(?:hy|ru)\/)?(?:404|cart|wishList|account|new|all-orders|login|register|signup|forgot-password|reset-password|newsletter|orders?|product\/(?:edit|_))(?:\/|$)/;
/** /category/{category}/{sub} pages whose canonical is /shop/{sub}: the sitemap lists the canonical page only. */
const duplicateListings = duplicateListingPaths(
  JSON.parse(fs.readFileSync(new URL('./content/categories.json', import.meta.url), 'utf8')).categories,
);
/** Whether a built page belongs in the sitemap. @param {string} page absolute URL */
function inSitemap(page) {
  const path = new URL(page).pathname.replace(/(?<=.)\/$/, '');
  const bare = path.replace(/^\/(?:hy|ru)(?=\/|$)/, '') || '/';
  return !noIndexPaths.test(path) && !duplicateListings.has(bare);
}

export default defineConfig({
  site,
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  trailingSlash: 'ignore',
  // Inline CSS: no render-blocking stylesheet request before the first paint (Lighthouse LCP/FCP on mobile).
  build: { format: 'directory', inlineStylesheets: 'always' },
  // Every page carries the shop's Content-Security-Policy in a <meta> element, with the hashes of the scripts Astro
  // emits (island loader, inlined page scripts), so the files keep their policy on any static host. The server adds
  // the directives a <meta> cannot carry (frame-ancestors) as a header.
  security: {
    csp: {
      // With PUBLIC_API_URL the islands and forms talk to the API's own origin: the policy allows it.
      directives: [...pageDirectives(process.env.PUBLIC_API_URL)],
      scriptDirective: { resources: SCRIPT_SOURCES },
      styleDirective: { resources: STYLE_SOURCES },
    },
  },
  i18n: {
    locales: ['en', 'hy', 'ru'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    {
      // client:intent: an island that hydrates when the visitor reaches for it (src/lib/islands/intent-directive.ts).
      name: 'intent-directive',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({
            name: 'intent',
            entrypoint: fileURLToPath(new URL('./src/lib/islands/intent-directive.ts', import.meta.url)),
          }),
      },
    },
    sitemap({
      // Client-only shells and error pages stay out (their pages say noindex too), and so do listing pages whose
      // canonical link names another page.
      filter: inSitemap,
      // Page URLs have no trailing slash (canonical links match); the site root keeps its slash. Every page exists
      // in en/hy/ru, so its alternates follow from its own URL. (The plugin's `i18n` option finds them by scanning
      // every URL for every page: minutes of build time with 30,000 product pages.)
      serialize: (item) => {
        const strip = (/** @type {string} */ url) =>
          url.replace(/(?<=[^/])\/$/, '').replace(/^(https?:\/\/[^/]+)$/, '$1/');
        const url = new URL(strip(item.url));
        const bare = url.pathname.replace(/^\/(?:hy|ru)(?=\/|$)/, '') || '/';
        item.url = url.href;
        item.links = ['en', 'hy', 'ru'].map((lang) => ({
          lang,
          url: strip(new URL(lang === 'en' ? bare : `/${lang}${bare === '/' ? '' : bare}`, url).href),
        }));
        return item;
      },
    }),
  ],
  // `npm run dev` (scripts/dev.ts) runs the API beside `astro dev`; the dev server forwards /api and /media to it.
  vite: process.env.DEV_API_ORIGIN
    ? { server: { proxy: { '/api': process.env.DEV_API_ORIGIN, '/media': process.env.DEV_API_ORIGIN } } }
    : {},
});
