import crypto from 'node:crypto';
import type { Context } from 'hono';
import {
  CHEAPEST_FIRST,
  chooseEncoding,
  compress,
  compressesInline,
  type Encoding,
  SMALLEST_FIRST,
} from '../../http/compression.ts';
import { linkMedia } from '../../http/media-links.ts';

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
    const encoding = size >= COMPRESS_FROM ? chooseEncoding(acceptEncoding, encodingOrder(size)) : undefined;
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
    const bytes = encoding ? await compressed(json, encoding) : undefined;
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

/** The JSON in `encoding`, or undefined if compressing failed (then it goes out as it is). */
async function compressed(json: string, encoding: Encoding): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    const buffer = await compress(Buffer.from(json), encoding, false);
    return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
  } catch {
    return undefined;
  }
}

/**
 * Most answers are made for one request (a shopper's own filters), so the time counts more than the bytes: the
 * cheapest encoding for an answer compressed on the event loop. A bigger one is compressed in the thread pool, off
 * the event loop, where brotli's smaller bytes win.
 */
function encodingOrder(size: number): readonly Encoding[] {
  return compressesInline(size) ? CHEAPEST_FIRST : SMALLEST_FIRST;
}
