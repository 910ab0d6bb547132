// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';

const site = process.env.PUBLIC_SITE_URL || 'http://localhost:4321';
/** Pages that are not for search engines: error pages and client-only shells. */
const noIndexPaths =
  /^\/(?:(?:hy|ru)\/)?(?:404|cart|wishList|account|new|all-orders|login|register|signup|forgot-password|reset-password|orders?|product\/(?:edit|_))(?:\/|$)/;

export default defineConfig({
  site,
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  i18n: {
    locales: ['en', 'hy', 'ru'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    sitemap({
      // Client-only shells and error pages stay out of the sitemap (their pages say noindex too).
      filter: (page) => !noIndexPaths.test(new URL(page).pathname),
      // Page URLs have no trailing slash (canonical links match); the site root keeps its slash. Every page exists
      // in en/hy/ru, so its alternates follow from its own URL. (The plugin's `i18n` option finds them by scanning
      // every URL for every page: minutes of build time with 30,000 product pages.)
      serialize: (item) => {
        const strip = (url) => url.replace(/(?<=[^/])\/$/, '').replace(/^(https?:\/\/[^/]+)$/, '$1/');
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
  telemetry: false,
});
