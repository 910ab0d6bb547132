import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** Which encodings an Accept-Encoding value accepts. */
interface Accepted {
  br: boolean;
  gzip: boolean;
}

/** Browsers send one of a handful of Accept-Encoding values: each is parsed once. */
const parsed = new Map<string, Accepted>();
const MAX_REMEMBERED = 64;

/**
 * The encoding to send to a client that sends `acceptEncoding`: `preferred` when it accepts it, else the other one,
 * else undefined (identity). Brotli by default (smaller); gzip where the cost of compressing matters more.
 */
export function chooseEncoding(acceptEncoding: string | undefined, preferred: Encoding = 'br'): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  let accepted = parsed.get(acceptEncoding);
  if (!accepted) {
    accepted = parseAcceptEncoding(acceptEncoding);
    if (parsed.size >= MAX_REMEMBERED) parsed.clear();
    parsed.set(acceptEncoding, accepted);
  }
  const other: Encoding = preferred === 'br' ? 'gzip' : 'br';
  return accepted[preferred] ? preferred : accepted[other] ? other : undefined;
}

function parseAcceptEncoding(acceptEncoding: string): Accepted {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepted = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return { br: accepted('br'), gzip: accepted('gzip') };
}

/** Files we serve again and again (they carry an ETag) get stronger, cached compression. */
async function compressBody(body: Uint8Array, encoding: Encoding, reused: boolean): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: reused ? 9 : 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzip(body, { level: reused ? 9 : 6 });
}

/** Least-recently-used byte-bounded cache of compressed static files. */
class CompressedCache {
  readonly #entries = new Map<string, Buffer>();
  readonly #limit: number;
  #bytes = 0;
  constructor(limit: number) {
    this.#limit = limit;
  }
  get(key: string): Buffer | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: Buffer): void {
    if (value.byteLength > this.#limit / 4) return;
    this.#entries.set(key, value);
    this.#bytes += value.byteLength;
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.#limit) break;
      this.#entries.delete(oldKey);
      this.#bytes -= old.byteLength;
    }
  }
}

export interface CompressionOptions {
  /** Smaller bodies go out as they are (default 1 KB). */
  threshold?: number;
  /** Bytes of compressed static files kept in memory (default 64 MB). */
  cacheBytes?: number;
}

const maxBodyBytes = 16 * 1024 * 1024;

/**
 * Compresses text responses (HTML, JSON, JS, CSS, SVG, XML) with brotli or gzip as the client prefers.
 * Responses that are already encoded (precompressed files) pass through untouched.
 */
export function compression({
  threshold = 1024,
  cacheBytes = 64 * 1024 * 1024,
}: CompressionOptions = {}): MiddlewareHandler {
  const cache = new CompressedCache(cacheBytes);
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type');
    // `res.body` is read only once compression is decided: touching it turns @hono/node-server's light response
    // into a full web Response and costs ~90 µs per API answer (measured by bench:api).
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (res.status === 204 || res.status === 206 || res.status === 304) return;
    if (
      res.headers.has('content-encoding') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')
    )
      return;
    const vary = res.headers.get('vary');
    if (!vary) res.headers.set('vary', 'Accept-Encoding');
    else if (vary !== '*' && !/accept-encoding/i.test(vary)) res.headers.set('vary', `${vary}, Accept-Encoding`);

    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const length = Number(res.headers.get('content-length') ?? NaN);
    if (!encoding || length < threshold || length > maxBodyBytes || !res.body) return;

    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < threshold) {
      c.res = new Response(body, res);
      return;
    }
    const etag = res.headers.get('etag');
    const key = etag ? `${c.req.path}|${etag}|${encoding}` : undefined;
    let compressed = key ? cache.get(key) : undefined;
    if (!compressed) {
      compressed = await compressBody(body, encoding, Boolean(key));
      if (key) cache.set(key, compressed);
    }
    // Hono copies the old response's headers onto a new one, so adjust them after the swap.
    c.res = new Response(compressed as Uint8Array<ArrayBuffer>, res);
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.set('content-length', String(compressed.byteLength));
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
}
