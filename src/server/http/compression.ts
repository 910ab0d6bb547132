import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type Encoding = 'br' | 'zstd' | 'gzip';

/**
 * For a body compressed once and sent again and again (a file with an ETag): the smallest first. Brotli at high
 * quality is slow to make and smallest; zstd and gzip follow for clients without it.
 */
export const SMALLEST_FIRST: readonly Encoding[] = ['br', 'zstd', 'gzip'];

/**
 * For a body compressed on the spot for one answer (a shopper's own search): the cheapest to make first. For an
 * API answer of 8–12 KB, zstd at level 3 takes a third of gzip's time at level 6 for 4–7% more bytes, and both fit
 * in the first round trip; brotli's encoder set-up costs most at this size.
 */
export const CHEAPEST_FIRST: readonly Encoding[] = ['zstd', 'gzip', 'br'];

/** Which encodings an Accept-Encoding value accepts. */
type Accepted = Record<Encoding, boolean>;

/** Browsers send one of a handful of Accept-Encoding values: each is parsed once. */
const parsed = new Map<string, Accepted>();
const MAX_REMEMBERED = 64;

/** The first encoding of `order` that a client sending `acceptEncoding` accepts, or undefined (identity). */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  order: readonly Encoding[] = SMALLEST_FIRST,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  let accepted = parsed.get(acceptEncoding);
  if (!accepted) {
    accepted = parseAcceptEncoding(acceptEncoding);
    if (parsed.size >= MAX_REMEMBERED) parsed.clear();
    parsed.set(acceptEncoding, accepted);
  }
  for (const encoding of order) if (accepted[encoding]) return encoding;
  return undefined;
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
  return { br: accepted('br'), zstd: accepted('zstd'), gzip: accepted('gzip') };
}

/**
 * Up to this size a body is compressed on the event loop (about 0.5 ms of brotli at the most): for a few kilobytes
 * the thread pool's hand-over and the stream machinery cost five times the compression itself (about 560 against
 * 100 µs for a page of 12 products). A bigger body is compressed in the pool.
 */
const COMPRESS_INLINE_UP_TO = 64 * 1024;

/** True when a body of `size` bytes is compressed on the event loop (`compress` below). */
export const compressesInline = (size: number) => size <= COMPRESS_INLINE_UP_TO;

const brotliInPool = promisify(zlib.brotliCompress);
const zstdInPool = promisify(zlib.zstdCompress);
const gzipInPool = promisify(zlib.gzip);

/**
 * `body` in `encoding`. A `kept` body (sent again and again) is compressed harder; one made for a single answer at
 * the level whose time is worth its bytes.
 */
export async function compress(body: Uint8Array, encoding: Encoding, kept: boolean): Promise<Buffer> {
  const size = body.byteLength;
  const inline = compressesInline(size);
  if (encoding === 'br') {
    const options: zlib.BrotliOptions = {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: kept ? 9 : 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
        // A window no larger than the body: the same output, and the encoder allocates (and clears) far less.
        [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(Math.max(Math.ceil(Math.log2(size)), 16), 24),
      },
    };
    return inline ? zlib.brotliCompressSync(body, options) : brotliInPool(body, options);
  }
  if (encoding === 'zstd') {
    // The size told in advance lets zstd size its tables to the body (a third less time for a page of products).
    const options: zlib.ZstdOptions = {
      pledgedSrcSize: size,
      params: { [zlib.constants.ZSTD_c_compressionLevel]: kept ? 12 : 3 },
    };
    return inline ? zlib.zstdCompressSync(body, options) : zstdInPool(body, options);
  }
  const options: zlib.ZlibOptions = { level: kept ? 9 : 6 };
  return inline ? zlib.gzipSync(body, options) : gzipInPool(body, options);
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
 * Compresses text responses (HTML, JSON, JS, CSS, SVG, XML) in an encoding the client accepts: files (with an
 * ETag) the smallest, cached; answers made once the cheapest to make.
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

    const etag = res.headers.get('etag');
    const encoding = chooseEncoding(c.req.header('accept-encoding'), etag ? SMALLEST_FIRST : CHEAPEST_FIRST);
    const length = Number(res.headers.get('content-length') ?? NaN);
    if (!encoding || length < threshold || length > maxBodyBytes || !res.body) return;

    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < threshold) {
      c.res = new Response(body, res);
      return;
    }
    const key = etag ? `${c.req.path}|${etag}|${encoding}` : undefined;
    let compressed = key ? cache.get(key) : undefined;
    if (!compressed) {
      compressed = await compress(body, encoding, Boolean(key));
      if (key) cache.set(key, compressed);
    }
    // Hono copies the old response's headers onto a new one, so adjust them after the swap.
    c.res = new Response(compressed as Uint8Array<ArrayBuffer>, res);
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.set('content-length', String(compressed.byteLength));
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
}
