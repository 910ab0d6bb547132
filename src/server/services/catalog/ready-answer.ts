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
  body: Uint8Array<ArrayBuffer>;
  headers: Readonly<Record<string, string>>;
}

/** Smaller answers go out as they are (the site's compression uses the same threshold). */
const COMPRESS_FROM = 1024;

/**
 * A JSON answer the API sends again and again (a cached page of products, a cached product), made once: its bytes,
 * its ETag, and per encoding and picture base (MEDIA_PUBLIC_URL) the body and headers, each made on first demand
 * and reused. A repeat then costs no serialization, no compression and no link rewriting; the site's compression
 * middleware passes an already encoded answer through. The JSON is kept as UTF-8 bytes: it is sent, hashed and
 * compressed as bytes, and a page of products is joined from its products' bytes without text in between.
 */
export class ReadyAnswer {
  /** The JSON as stored (pictures linked at /media), in UTF-8. */
  readonly bytes: Buffer;
  readonly etag: string;
  readonly #headers: Readonly<Record<string, string>>;
  /** Per encoding and picture base (wireKey). */
  #wires: Map<string, Wire> | undefined;

  /** `etag` when the caller knows one for these bytes already (a page names its products' ETags). */
  constructor(json: string | Buffer, headers: Readonly<Record<string, string>> = {}, etag?: string) {
    this.bytes = typeof json === 'string' ? ownUtf8(json) : json;
    this.etag = etag ?? `"${crypto.hash('sha1', this.bytes, 'base64url')}"`;
    this.#headers = headers;
  }

  /** The JSON as text (for a reader; the answer itself goes out as bytes). */
  get json(): string {
    return this.bytes.toString();
  }

  /**
   * Body and headers for a client that sends `acceptEncoding`, with pictures linked at `mediaBase` when one is set:
   * compressed as the client accepts, made once per encoding and base.
   */
  wire(acceptEncoding: string | undefined, mediaBase?: string): Promise<WireAnswer> {
    const encoding = this.#encodingFor(acceptEncoding);
    const key = wireKey(encoding, mediaBase);
    this.#wires ??= new Map();
    let wire = this.#wires.get(key);
    if (!wire) {
      const entry: Wire = { making: this.#makeWire(encoding, mediaBase) };
      entry.making.then(
        (made) => {
          entry.made = made;
        },
        () => undefined,
      );
      this.#wires.set(key, (wire = entry));
    }
    return wire.making;
  }

  /** The body and headers `wire` gives, if they are made already; undefined while they are not. */
  wireIfMade(acceptEncoding: string | undefined, mediaBase?: string): WireAnswer | undefined {
    return this.#wires?.get(wireKey(this.#encodingFor(acceptEncoding), mediaBase))?.made;
  }

  #encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
    const size = this.bytes.byteLength;
    return size >= COMPRESS_FROM ? chooseEncoding(acceptEncoding, encodingOrder(size)) : undefined;
  }

  async #makeWire(encoding: Encoding | undefined, mediaBase: string | undefined): Promise<WireAnswer> {
    const body = mediaBase ? ownUtf8(linkMedia(this.json, mediaBase)) : this.bytes;
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=UTF-8',
      ...this.#headers,
      // Stock moves: revalidate every time.
      'cache-control': 'no-cache',
      // The words follow the request's language.
      vary: 'Accept-Encoding, Accept-Language',
    };
    const bytes = encoding ? await compressed(body, encoding) : undefined;
    if (!encoding || !bytes) return { body: asBytes(body), headers: Object.freeze({ ...headers, etag: this.etag }) };
    // Another representation of the same JSON: a weak validator, as the site's compression gives its own.
    return {
      body: bytes,
      headers: Object.freeze({ ...headers, etag: `W/${this.etag}`, 'content-encoding': encoding }),
    };
  }

  /** The answer for this request, through the app's middleware like any other. */
  async respond(c: Context, mediaBase?: string): Promise<Response> {
    const { body, headers } = await this.wire(c.req.header('accept-encoding'), mediaBase);
    return c.body(body, 200, headers);
  }
}

/** One of an answer's wires: its bytes being made, and once made the bytes themselves (a repeat takes them at once). */
interface Wire {
  making: Promise<WireAnswer>;
  made?: WireAnswer;
}

/** Which of an answer's wires a request takes: per encoding and picture base. */
const wireKey = (encoding: Encoding | undefined, mediaBase: string | undefined): string =>
  `${encoding ?? 'identity'} ${mediaBase ?? ''}`;

/** The JSON in `encoding`, or undefined if compressing failed (then it goes out as it is). */
async function compressed(json: Buffer, encoding: Encoding): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    return asBytes(ownCopy(await compress(json, encoding, false)));
  } catch {
    return undefined;
  }
}

const encoder = new TextEncoder();

/**
 * Kept bytes have memory of their own. Node hands out small buffers as slices of a shared 64 KB slab, and one slice
 * kept alive keeps its whole slab: a cache of thousands of answers made over hours, each made beside passing
 * buffers, could hold a slab per answer.
 */
function ownUtf8(text: string): Buffer {
  const bytes = encoder.encode(text);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A copy of `bytes` in memory of its own (see ownUtf8). */
function ownCopy(bytes: Uint8Array): Buffer {
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  own.set(bytes);
  return own;
}

/** A Buffer as the plain byte view Hono's body and Node's `end` take (the same memory). */
const asBytes = (buffer: Buffer): Uint8Array<ArrayBuffer> =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

/**
 * Most answers are made for one request (a shopper's own filters), so the time counts more than the bytes: the
 * cheapest encoding for an answer compressed on the event loop. A bigger one is compressed in the thread pool, off
 * the event loop, where brotli's smaller bytes win.
 */
function encodingOrder(size: number): readonly Encoding[] {
  return compressesInline(size) ? CHEAPEST_FIRST : SMALLEST_FIRST;
}
