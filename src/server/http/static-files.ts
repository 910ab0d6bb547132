import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding } from './compression.ts';
import { hasMetaPolicy, type SecurityVariables } from './security-headers.ts';
import { DEFAULT_LOCALE, isLocale } from '../../lib/i18n/locales.ts';
import { pageSubject, type PageSubject } from '../site/page-subject.ts';
import { isSafeKey, MediaStorageUnavailable, type MediaStorage } from '../storage/media-storage.ts';

/**
 * The folder-relative path a URL path names, or null when it tries to leave the folder or reach a hidden file.
 * Percent-decoding happens here, once, so `%2e%2e` and `..%2f` are caught like `..`.
 */
export function safeRelativePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  for (const segment of segments) {
    if (segment === '.well-known') continue;
    if (segment.startsWith('.')) return null;
  }
  return segments.join('/') + (decoded.endsWith('/') && segments.length ? '/' : '');
}

interface FoundFile {
  file: string;
  stat: fs.Stats;
}

async function statFile(file: string): Promise<fs.Stats | null> {
  try {
    const stat = await fs.promises.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

async function firstFile(root: string, candidates: string[]): Promise<FoundFile | null> {
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file !== root && !file.startsWith(root + path.sep)) continue;
    const stat = await statFile(file);
    if (stat) return { file, stat };
  }
  return null;
}

/** Where a page path may live in an Astro `build.format: 'directory'` output. */
export function pageCandidates(relative: string): string[] {
  if (relative === '' || relative.endsWith('/')) return [`${relative}index.html`];
  return [relative, `${relative}.html`, `${relative}/index.html`];
}

/**
 * Client-rendered shells for pages with a parameter that was not pre-rendered (a product created after the last
 * build, an order, a reset token): a page built with the placeholder `_` for its last segment serves any value,
 * e.g. /product/123 → product/_/index.html.
 */
export function shellCandidates(relative: string): string[] {
  const segments = relative.replace(/\/$/, '').split('/');
  if (segments.length < 2 || segments.at(-1) === '_') return [];
  const parent = segments.slice(0, -1).join('/');
  return [`${parent}/_/index.html`, `${parent}/_.html`];
}

/**
 * The 404 page for a path: its language's (/hy/… → hy/404) when it has a language prefix, else the site's. Astro
 * writes a language's 404 as `hy/404/index.html` or `hy/404.html` depending on the route. Only a language folder
 * counts: /product/999999 must not find product 404's page.
 */
export function notFoundCandidates(relative: string | null): string[] {
  const first = relative?.split('/')[0];
  const local =
    isLocale(first) && first !== DEFAULT_LOCALE && relative!.includes('/')
      ? [`${first}/404.html`, `${first}/404/index.html`]
      : [];
  return [...local, '404.html'];
}

const streamAbove = 1024 * 1024;

/**
 * The precompressed siblings worth looking for, smallest first: brotli, then gzip (a file may have only one), each
 * only if the client accepts it.
 */
export function precompressedTries(acceptEncoding: string | undefined): Array<'br' | 'gzip'> {
  return (['br', 'gzip'] as const).filter((encoding) => chooseEncoding(acceptEncoding, [encoding]) === encoding);
}

/** A precompressed sibling (`x.js.br`, `x.js.gz`) written at build time, when the client accepts it. */
async function precompressed(c: Context, found: FoundFile): Promise<{ found: FoundFile; encoding: string } | null> {
  for (const enc of precompressedTries(c.req.header('accept-encoding'))) {
    const file = `${found.file}.${enc === 'br' ? 'br' : 'gz'}`;
    const stat = await statFile(file);
    if (stat) return { found: { file, stat }, encoding: enc };
  }
  return null;
}

/** Sends one file with type, length and validators; says whether an HTML page carries its own CSP. */
export async function sendFile(
  c: Context<{ Variables: SecurityVariables }>,
  found: FoundFile,
  status: 200 | 404 = 200,
): Promise<Response> {
  const type = getMimeType(found.file) ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'content-type': type,
    etag: `W/"${found.stat.size.toString(16)}-${Math.floor(found.stat.mtimeMs).toString(16)}"`,
    'last-modified': found.stat.mtime.toUTCString(),
  };
  if (type.startsWith('text/html')) {
    const html = await fs.promises.readFile(found.file, 'utf8');
    c.set('pageHasOwnPolicy', hasMetaPolicy(html));
    headers['content-length'] = String(Buffer.byteLength(html));
    return c.body(html, status, headers);
  }
  let body = found;
  const encoded = await precompressed(c, found);
  if (encoded) {
    body = encoded.found;
    headers['content-encoding'] = encoded.encoding;
    headers.vary = 'Accept-Encoding';
  }
  headers['content-length'] = String(body.stat.size);
  if (body.stat.size > streamAbove) {
    const stream = Readable.toWeb(fs.createReadStream(body.file)) as ReadableStream<Uint8Array>;
    return c.body(stream, status, headers);
  }
  return c.body(await fs.promises.readFile(body.file), status, headers);
}

function methodNotAllowed(c: Context): Response {
  return c.text('Method not allowed.', 405, { allow: 'GET, HEAD' });
}

export interface MediaOptions {
  /**
   * Called for a file that is missing, with its URL (`/media/seed/x-w320.webp`): draws it when it is a seed picture
   * not drawn yet and resolves true, else resolves false (404).
   */
  drawMissing?: (url: string) => Promise<boolean>;
}

/**
 * Uploaded and generated media from the shop's storage (the local folder, or streamed from the bucket): exact keys
 * only, never a listing or a fallback. A storage that does not answer is a 503, never a 404 a cache would keep.
 */
export function serveMedia(storage: MediaStorage, { drawMissing }: MediaOptions = {}) {
  return async (c: Context<{ Variables: SecurityVariables }>, prefix: string): Promise<Response> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return methodNotAllowed(c);
    const pathname = new URL(c.req.url).pathname;
    const relative = safeRelativePath(pathname.slice(prefix.length));
    if (!relative || !isSafeKey(relative)) return c.text('Not found.', 404);
    try {
      let found = await storage.read(relative);
      if (!found && drawMissing && (await drawMissing(`${prefix}/${relative}`))) found = await storage.read(relative);
      if (!found) return c.text('Not found.', 404);
      const headers: Record<string, string> = {
        'content-type': found.contentType ?? getMimeType(relative) ?? 'application/octet-stream',
        'content-length': String(found.bytes),
      };
      if (found.etag) headers.etag = found.etag;
      if (found.lastModified) headers['last-modified'] = found.lastModified.toUTCString();
      if (c.req.method === 'HEAD') {
        await found.body.cancel();
        return c.body(null, 200, headers);
      }
      return c.body(found.body, 200, headers);
    } catch (error) {
      if (!(error instanceof MediaStorageUnavailable)) throw error;
      return c.text('The picture storage does not answer.', 503, { 'retry-after': '30' });
    }
  };
}

export interface SiteOptions {
  /**
   * Whether the product or order a page is about exists (see page-subject.ts). A product deleted since the last build,
   * or an id the shell would serve, answers the language's 404 page with status 404, not a "not found" text with 200.
   */
  subjectExists?: (subject: PageSubject) => Promise<boolean>;
}

/**
 * The static site: `/x` is x, x.html or x/index.html; an unbuilt parameter page falls back to its `_` shell;
 * otherwise Astro's 404.html with status 404. `siteDir()` is read per request, so a swapped build serves at once.
 */
export function serveSite(siteDir: () => string, { subjectExists }: SiteOptions = {}) {
  return async (c: Context<{ Variables: SecurityVariables }>): Promise<Response> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return methodNotAllowed(c);
    const root = path.resolve(siteDir());
    const relative = safeRelativePath(new URL(c.req.url).pathname);
    if (relative !== null) {
      const found =
        (await firstFile(root, pageCandidates(relative))) ?? (await firstFile(root, shellCandidates(relative)));
      const subject = found && subjectExists ? pageSubject(relative) : null;
      if (found && (!subject || (await subjectExists!(subject)))) return sendFile(c, found);
    }
    const notFoundPage = await firstFile(root, notFoundCandidates(relative));
    if (notFoundPage) return sendFile(c, notFoundPage, 404);
    return c.text('Not found.', 404);
  };
}
