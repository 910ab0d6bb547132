import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding, type Encoding } from '../../http/compression.ts';
import { linkMedia } from '../../http/media-links.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A ready answer: the bytes to send and every header that describes them. */
export interface WireAnswer {
  body: string | Uint8Array<ArrayBuffer>;
  headers: Readonly<Record<string, string>>;
}

/** Smaller answers go out as they are (the site's compression uses the same threshold). */
const COMPRESS_FROM = 1024;

/**
 * A JSON answer the API sends again and again (a cached page of products, a cached product), made once: its text,
 * its ETag, and per encoding and picture base (MEDIA_PUBLIC_URL) the body and headers, each made on first demand
 * and reused. A repeat then costs no serialization, no compression and no link rewriting; the site's compression
 * middleware passes an already encoded answer through.
 */
export class ReadyAnswer {
  /** The JSON as stored: pictures linked at /media. */
  readonly json: string;
  readonly etag: string;
  readonly #headers: Readonly<Record<string, string>>;
  #wires: Map<string, Promise<WireAnswer>> | undefined;

  constructor(json: string, headers: Readonly<Record<string, string>> = {}) {
    this.json = json;
    this.etag = `"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
    this.#headers = headers;
  }

  /**
   * Body and headers for a client that sends `acceptEncoding`, with pictures linked at `mediaBase` when one is set:
   * compressed as the client accepts, made once per encoding and base.
   */
  wire(acceptEncoding: string | undefined, mediaBase?: string): Promise<WireAnswer> {
    const size = this.json.length;
    const encoding = size >= COMPRESS_FROM ? chooseEncoding(acceptEncoding, preferredEncoding(size)) : undefined;
    const key = `${encoding ?? 'identity'} ${mediaBase ?? ''}`;
    this.#wires ??= new Map();
    let wire = this.#wires.get(key);
    if (!wire) {
      wire = this.#makeWire(encoding, mediaBase);
      this.#wires.set(key, wire);
    }
    return wire;
  }

  async #makeWire(encoding: Encoding | undefined, mediaBase: string | undefined): Promise<WireAnswer> {
    const json = linkMedia(this.json, mediaBase);
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=UTF-8',
      ...this.#headers,
      // Stock moves: revalidate every time.
      'cache-control': 'no-cache',
      // The words follow the request's language.
      vary: 'Accept-Encoding, Accept-Language',
    };
    const bytes = encoding ? await compress(json, encoding) : undefined;
    if (!encoding || !bytes) return { body: json, headers: Object.freeze({ ...headers, etag: this.etag }) };
    // Another representation of the same JSON: a weak validator, as the site's compression gives its own.
    return {
      body: bytes,
      headers: Object.freeze({ ...headers, etag: `W/${this.etag}`, 'content-encoding': encoding }),
    };
  }

  /** The answer for this request, through the app's middleware like any other. */
  async respond(c: Context, mediaBase?: string): Promise<Response> {
    const { body, headers } = await this.wire(c.req.header('accept-encoding'), mediaBase);
    return c.body(body as string, 200, headers);
  }
}

/**
 * The JSON in `encoding`, or undefined if compressing failed (then it goes out as it is). Synchronously: for an answer
 * of a few kilobytes the thread pool's hand-over and the stream machinery cost five times the compression itself
 * (about 560 against 100 µs for a page of 12 products); only a big answer goes to the pool.
 */
async function compress(json: string, encoding: Encoding): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const text = Buffer.from(json);
  const inline = text.byteLength <= COMPRESS_INLINE_UP_TO;
  try {
    const buffer =
      encoding === 'br'
        ? await (inline ? zlib.brotliCompressSync : brotli)(text, brotliOptions(text.byteLength))
        : await (inline ? zlib.gzipSync : gzip)(text, { level: 6 });
    return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
  } catch {
    return undefined;
  }
}

/** Up to this size an answer is compressed on the spot (about 0.5 ms of brotli at the most). */
const COMPRESS_INLINE_UP_TO = 64 * 1024;

/**
 * gzip for an answer compressed on the spot: for a page of 12 products (9 KB) it takes about 40 µs against brotli's
 * 75–230 µs (its encoder's set-up dominates at this size) and is only 6% larger. Most answers are made for one
 * request (a shopper's own filters), so the time counts more than the bytes. A bigger answer is compressed in the
 * thread pool, off the event loop, where brotli's smaller bytes win.
 */
function preferredEncoding(size: number): Encoding {
  return size <= COMPRESS_INLINE_UP_TO ? 'gzip' : 'br';
}

function brotliOptions(size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      // A window no larger than the answer: the same output, and the encoder allocates (and clears) far less.
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(Math.max(Math.ceil(Math.log2(size)), 16), 24),
    },
  };
}
