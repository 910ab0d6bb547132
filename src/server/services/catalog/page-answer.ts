import crypto from 'node:crypto';
import { ReadyAnswer } from './ready-answer.ts';

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** One page of products as the API sends it, made once per cache entry, with how many products match in all. */
export class PageAnswer extends ReadyAnswer {
  readonly total: number;

  constructor(total: number, json: string | Buffer, etag?: string) {
    super(json, { 'x-total-count': String(total) }, etag);
    this.total = total;
  }

  /**
   * The page whose products' JSON these answers hold, in this order: a JSON array joined from their bytes. Its
   * bytes follow from its products' bytes, so its ETag is made from theirs (a few hundred bytes hashed, not the
   * whole page).
   */
  static of(total: number, products: readonly ReadyAnswer[]): PageAnswer {
    const parts: Buffer[] = [OPEN];
    for (const product of products) {
      if (parts.length > 1) parts.push(COMMA);
      parts.push(product.bytes);
    }
    parts.push(CLOSE);
    // Memory of its own, not a slice of Node's shared pool (see ownUtf8): the page is kept while it is fresh.
    const page = Buffer.allocUnsafeSlow(parts.reduce((sum, part) => sum + part.byteLength, 0));
    let offset = 0;
    for (const part of parts) offset += part.copy(page, offset);
    const etag = `"${crypto.hash('sha1', products.map((product) => product.etag).join(), 'base64url')}"`;
    return new PageAnswer(total, page, etag);
  }
}
