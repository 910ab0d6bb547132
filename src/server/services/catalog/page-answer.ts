import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding, type Encoding } from '../../http/compression.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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
  #encoded = new Map<Encoding, Promise<Uint8Array | undefined>>();

  constructor(total: number, json: string) {
    this.total = total;
    this.json = json;
    this.etag = `"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
  }

  /** The body in `encoding`, or undefined if compressing failed (then it goes out as it is). */
  encoded(encoding: Encoding): Promise<Uint8Array | undefined> {
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
        (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
        () => undefined,
      );
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /** The answer for this request: compressed as the client accepts, revalidated by ETag (stock moves: no-cache). */
  async respond(c: Context): Promise<Response> {
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=UTF-8',
      'x-total-count': String(this.total),
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    };
    const encoding = this.json.length >= COMPRESS_FROM ? chooseEncoding(c.req.header('accept-encoding')) : undefined;
    const bytes = encoding ? await this.encoded(encoding) : undefined;
    if (!encoding || !bytes) return c.body(this.json, 200, { ...headers, etag: this.etag });
    // Another representation of the same JSON: a weak validator, as the site's compression gives its own.
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, etag: `W/${this.etag}`, 'content-encoding': encoding });
  }
}
