import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createApi } from './app.ts';
import { caching } from './http/caching.ts';
import { compression } from './http/compression.ts';
import { siteCorsMiddleware } from './http/cors.ts';
import { frontDoor } from './http/front-door.ts';
import { contactFormPost, newsletterFormPost } from './http/form-posts.ts';
import { gettingReady } from './http/getting-ready.ts';
import { requestCameOverTls } from './http/auth.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders, type SecurityVariables } from './http/security-headers.ts';
import { serveMedia, serveSite } from './http/static-files.ts';
import type { Services } from './services.ts';
import { mediaStorageFor } from './storage/default-storage.ts';
import { localFolderStorage } from './storage/local-folder.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import { pageSubjectExists } from './site/page-exists.ts';
import { messageFor, said } from './http/errors.ts';

export interface SiteAppOptions {
  /** The built site folder being served, or null while the very first build runs. Read on every page request. */
  siteDir: () => string | null;
  /** True when the first build failed (no site yet): the waiting page says so instead of "getting ready". */
  buildFailed?: () => boolean;
  /** Uploaded and generated images; default the configured storage (`mediaStorageFor(services)`). */
  mediaStorage?: MediaStorage;
  /** A local media folder instead (tests). */
  mediaDir?: string;
  /** Draws a seed picture asked for before the background drawing reached it (the shop's SeedPictureDrawer). */
  drawMissingMedia?: (url: string) => Promise<boolean>;
  /** One log line per request at the info level (default on); off, they go to debug. Errors are always logged. */
  logRequests?: boolean;
}

/**
 * The whole shop on one origin: the API under /api, media under /media, the static site for everything else,
 * with request logging, security headers, compression and caching around all of it.
 */
export function createSiteApp(services: Services, opts: SiteAppOptions) {
  const app = new Hono<{ Variables: SecurityVariables }>();
  app.use(requestLog({ logger: services.log, everyRequest: opts.logRequests !== false }));
  // With PUBLIC_API_URL the site's pages call the API from their own origin: CORS for it.
  if (services.config.publicApiUrl) app.use('/api/*', siteCorsMiddleware(services.config.publicSiteUrl));
  app.use(securityHeaders((c) => requestCameOverTls(c, services), services.config.publicApiUrl));
  app.use(compression());
  app.use(caching());

  // The forms' own posts without JavaScript; JSON goes on to the API.
  app.post('/api/contact', contactFormPost(services, opts.siteDir));
  app.post('/api/newsletter', newsletterFormPost(services));
  app.route('/api', createApi(services));
  app.all('/api/*', (c) =>
    c.json({ message: messageFor(c, said('api.noRoute', { method: c.req.method, path: c.req.path })) }, 404),
  );

  const media = serveMedia(
    opts.mediaStorage ?? (opts.mediaDir ? localFolderStorage(opts.mediaDir) : mediaStorageFor(services)),
    {
      drawMissing: opts.drawMissingMedia,
    },
  );
  app.all('/media/*', (c) => media(c, '/media'));

  const site = serveSite(() => opts.siteDir() ?? '', {
    subjectExists: (subject) => pageSubjectExists(services.database.db, subject),
  });
  app.all('*', (c) => (opts.siteDir() === null ? gettingReady(c, opts.buildFailed?.() ?? false) : site(c)));

  // The request log writes the error with its stack, in the request's own line.
  app.onError((_error, c) => c.text('Something went wrong.', 500));
  return app;
}

/**
 * The shop for Node's HTTP server: the front door (answers kept in memory, sent before the framework), then `app`
 * (the site app) for everything else.
 */
export function siteListener(
  services: Services,
  app: { fetch: (request: Request) => Response | Promise<Response> },
  opts: { logRequests: boolean },
): RequestListener {
  return frontDoor(services, opts, getRequestListener(app.fetch));
}
