import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { getPath, getQueryParam, getQueryParams } from 'hono/utils/url';

/**
 * The parts of a request that the answers kept in memory read. Hono's `c.req` has them; `NodeRequestView` reads the
 * same from Node's request, with Hono's own parsing, so both see the same path, texts and headers.
 */
export interface RequestView {
  readonly method: string;
  readonly path: string;
  /** A header by its lower-case name; repeated headers joined as Node joins them. */
  header(name: string): string | undefined;
  /** The first value of a query parameter, decoded. */
  query(name: string): string | undefined;
  /** Every value of a query parameter. */
  queries(name: string): string[] | undefined;
}

/** A Node request seen as a `RequestView`, for answers sent before the request reaches Hono. */
export class NodeRequestView implements RequestView {
  readonly method: string;
  readonly path: string;
  readonly incoming: IncomingMessage;
  readonly #url: string;

  constructor(incoming: IncomingMessage) {
    this.incoming = incoming;
    this.method = incoming.method ?? 'GET';
    // Hono's parsers take a whole URL; only the path and the query are read from it.
    this.#url = `http://x${incoming.url ?? '/'}`;
    this.path = getPath({ url: this.#url } as Request);
  }

  header(name: string): string | undefined {
    const value = this.incoming.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  query(name: string): string | undefined {
    return this.#url.includes('?') ? (getQueryParam(this.#url, name) as string | undefined) : undefined;
  }

  queries(name: string): string[] | undefined {
    return this.#url.includes('?') ? (getQueryParams(this.#url, name) as string[] | undefined) : undefined;
  }

  /** Whether the connection itself is TLS (the server was started with a certificate). */
  get encrypted(): boolean {
    return (this.incoming.socket as TLSSocket).encrypted === true;
  }

  /** The peer's address: a trusted proxy's, when one is in front. */
  get peer(): string | null {
    return this.incoming.socket.remoteAddress ?? null;
  }
}
