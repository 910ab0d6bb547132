import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Services } from '../services.ts';
import type { ReadyAnswer, WireAnswer } from '../services/catalog/ready-answer.ts';
import { SESSION_COOKIE } from './auth.ts';
import { productFromMemory } from './cached-products.ts';
import { suggestionsFromMemory } from './cached-suggestions.ts';
import { corsAnswerHeaders, siteCors } from './cors.ts';
import { cameOverTls } from './forwarded.ts';
import { isJsonContentType } from './json-body.ts';
import { requestIdFor, requestLogger, writeRequestLine } from './request-log.ts';
import { NodeRequestView } from './request-view.ts';
import { MAX_REPEAT_BODY, searchFromMemory } from './search-repeats.ts';
import { securityHeaderRecord } from './security-headers.ts';

export interface FrontDoorOptions {
  /** A log line for every request at the info level, as the request log writes them; false: at debug. */
  logRequests: boolean;
}

/** What the front door may answer, by the route that would answer it otherwise (named so in the log). */
const PRODUCT_ROUTE = '/api/post/:id';
const SUGGEST_ROUTE = '/api/posts/suggest';
const SEARCH_ROUTE = '/api/posts/search';

const textDecoder = new TextDecoder();

/**
 * The shop's hottest answers sent from memory before the request reaches Hono: a product read (GET /api/post/{id}),
 * the type-ahead (GET /api/posts/suggest) and an anonymous search (POST /api/posts/search). Each is a ready answer
 * (bytes per encoding made once) sent with the headers the site's middleware would give it: security headers,
 * CORS for the site's origin when the API has its own (PUBLIC_API_URL), the request id, and the request log's line.
 * Skipping the framework's request and response objects, routing and middleware halves the cost of such a request.
 *
 * Everything else goes on to `next` (the Hono app) untouched: another route, a HEAD or conditional request, any
 * caller with credentials (whose checks must run: Basic throttling, the cookie's origin check), an answer not in
 * memory, a search the route would refuse (it words the refusal). A search's body, once read here, is handed on
 * as `rawBody`, which @hono/node-server reads instead of the spent stream.
 */
export function frontDoor(services: Services, opts: FrontDoorOptions, next: RequestListener): RequestListener {
  const product = productFromMemory(services);
  const suggestions = suggestionsFromMemory(services);
  const search = searchFromMemory(services);
  const log = requestLogger(services.log);
  const { trustProxy, publicApiUrl, publicSiteUrl, mediaPublicUrl } = services.config;
  const cors = publicApiUrl ? siteCors(publicSiteUrl) : undefined;

  /**
   * Sends `answer`: at once when its bytes for this request are made (a repeat), else once they are. If they cannot
   * be made or sent, the route answers instead.
   */
  function send(req: NodeRequestView, res: ServerResponse, answer: ReadyAnswer, route: string, started: number) {
    const acceptEncoding = req.header('accept-encoding');
    const made = answer.wireIfMade(acceptEncoding, mediaPublicUrl);
    if (made) return write(req, res, made, route, started);
    answer.wire(acceptEncoding, mediaPublicUrl).then(
      (wire) => write(req, res, wire, route, started),
      () => next(req.incoming, res),
    );
  }

  /** Writes the answer with its headers and the log line; if that fails before the headers went, the route answers. */
  function write(req: NodeRequestView, res: ServerResponse, wire: WireAnswer, route: string, started: number) {
    try {
      const reqId = requestIdFor(req.header('x-request-id'));
      const tls = cameOverTls(
        trustProxy,
        req.encrypted ? 'https:' : 'http:',
        req.peer,
        req.header('x-forwarded-proto'),
      );
      res.writeHead(200, [...head(wire, tls, req.header('origin')), 'x-request-id', reqId]);
      res.end(wire.body);
      writeRequestLine(log, opts.logRequests, {
        reqId,
        method: req.method,
        path: req.path,
        route,
        status: 200,
        started,
      });
    } catch {
      if (!res.headersSent) next(req.incoming, res);
    }
  }

  /** Per answer, transport and caller's origin: every header as a flat list, content length included. */
  const heads = new WeakMap<WireAnswer, Map<string, readonly string[]>>();
  function head(wire: WireAnswer, tls: boolean, origin: string | undefined): readonly string[] {
    const fromSite = cors !== undefined && origin === cors.origin;
    let made = heads.get(wire);
    if (!made) heads.set(wire, (made = new Map()));
    const key = `${tls}/${fromSite}`;
    let list = made.get(key);
    if (!list) {
      // The answer's own headers (type, encoding, ETag, caching) and the security headers of every JSON answer.
      const headers: Record<string, string> = {
        ...wire.headers,
        ...securityHeaderRecord({ tls, publicApiUrl, data: true }),
      };
      if (cors) {
        Object.assign(headers, corsAnswerHeaders(cors, fromSite ? origin : undefined));
        headers.vary = headers.vary ? `${headers.vary}, Origin` : 'Origin';
      }
      headers['content-length'] = String(wire.body.byteLength);
      list = Object.freeze(Object.entries(headers).flat());
      made.set(key, list);
    }
    return list;
  }

  /** Whether a GET was answered from memory (or will be, once its answer is made). */
  function answerGet(req: NodeRequestView, res: ServerResponse, route: string, started: number): boolean {
    const found = route === PRODUCT_ROUTE ? product(req) : suggestions(req);
    if (!found) return false;
    if (found instanceof Promise)
      found.then(
        (answer) => send(req, res, answer, route, started),
        () => next(req.incoming, res),
      );
    else send(req, res, found, route, started);
    return true;
  }

  /** Reads the search's body; answers it from memory, or hands it on to the route with the body read. */
  function answerSearch(req: NodeRequestView, res: ServerResponse, started: number): void {
    const incoming: IncomingMessage & { rawBody?: Buffer } = req.incoming;
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => {
      const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      // Wherever the route takes over, it reads the body from here.
      incoming.rawBody = bytes;
      const toRoute = () => next(incoming, res);
      const found = search(req, textDecoder.decode(bytes));
      if (!(found instanceof Promise)) return send(req, res, found, SEARCH_ROUTE, started);
      found.then((answer) => (answer ? send(req, res, answer, SEARCH_ROUTE, started) : toRoute()), toRoute);
    });
  }

  return (incoming, res) => {
    const started = performance.now();
    const url = incoming.url ?? '';
    if (incoming.method === 'GET') {
      const route = url.startsWith('/api/post/')
        ? PRODUCT_ROUTE
        : url.startsWith('/api/posts/suggest?')
          ? SUGGEST_ROUTE
          : undefined;
      const h = incoming.headers;
      if (route && h.authorization === undefined && h['if-none-match'] === undefined) {
        if (answerGet(new NodeRequestView(incoming), res, route, started)) return;
      }
    } else if (incoming.method === 'POST' && (url === SEARCH_ROUTE || url.startsWith(`${SEARCH_ROUTE}?`))) {
      const h = incoming.headers;
      if (
        Number(h['content-length']) <= MAX_REPEAT_BODY &&
        h['transfer-encoding'] === undefined &&
        isJsonContentType(h['content-type']) &&
        h.authorization === undefined &&
        !h.cookie?.includes(`${SESSION_COOKIE}=`)
      ) {
        answerSearch(new NodeRequestView(incoming), res, started);
        return;
      }
    }
    next(incoming, res);
  };
}
