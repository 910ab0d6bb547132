import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding, type Encoding } from '../../http/compression.ts';

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
 * One page of products as the API sends it, made once per cache entry: the JSON text, its ETag, and its brotli and
 * gzip encodings (each compressed on first demand, then reused). A cached search then costs no serialization and
 * no compression; the site's compression middleware passes an already encoded answer through.
 */
export class PageAnswer {
  readonly total: number;
  readonly json: string;
  readonly etag: string;
  #encoded = new Map<Encoding, Promise<Uint8Array<ArrayBuffer> | undefined>>();
  #wires = new Map<Encoding | 'identity', Promise<WireAnswer>>();

  constructor(total: number, json: string) {
    this.total = total;
    this.json = json;
    this.etag = `"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
  }

  /** The body in `encoding`, or undefined if compressing failed (then it goes out as it is). */
  encoded(encoding: Encoding): Promise<Uint8Array<ArrayBuffer> | undefined> {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      const text = Buffer.from(this.json);
      const compressing =
        encoding === 'br'
          ? brotli(text, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.byteLength,
              },
            })
          : gzip(text, { level: 6 });
      bytes = compressing.then(
        (buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength),
        () => undefined,
      );
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /** Body and headers for a client that sends `acceptEncoding`: compressed as it accepts, made once per encoding. */
  wire(acceptEncoding: string | undefined): Promise<WireAnswer> {
    const encoding = this.json.length >= COMPRESS_FROM ? chooseEncoding(acceptEncoding) : undefined;
    const key = encoding ?? 'identity';
    let wire = this.#wires.get(key);
    if (!wire) {
      wire = this.#makeWire(encoding);
      this.#wires.set(key, wire);
    }
    return wire;
  }

  async #makeWire(encoding: Encoding | undefined): Promise<WireAnswer> {
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=UTF-8',
      'x-total-count': String(this.total),
      // Stock moves: revalidate every time.
      'cache-control': 'no-cache',
      // The words follow the request's language.
      vary: 'Accept-Encoding, Accept-Language',
    };
    const bytes = encoding ? await this.encoded(encoding) : undefined;
    if (!encoding || !bytes) return { body: this.json, headers: Object.freeze({ ...headers, etag: this.etag }) };
    // Another representation of the same JSON: a weak validator, as the site's compression gives its own.
    return {
      body: bytes,
      headers: Object.freeze({ ...headers, etag: `W/${this.etag}`, 'content-encoding': encoding }),
    };
  }

  /** The answer for this request, through the app's middleware like any other. */
  async respond(c: Context): Promise<Response> {
    const { body, headers } = await this.wire(c.req.header('accept-encoding'));
    return c.body(body as string, 200, headers);
  }
}
