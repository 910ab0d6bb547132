import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSiteApp, siteListener, type SiteAppOptions } from '../../src/server/server.ts';
import type { Services } from '../../src/server/services.ts';

/** The site served as `npm start` serves it (front door, then the app) on a loopback port, for tests. */
export interface SiteServer {
  url: string;
  /** Sends a request and gives the answer as it came: compressed bodies are not decoded. */
  request(path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Response>;
  /** How many requests went past the front door to the app so far. */
  readonly reachedApp: number;
  close(): Promise<void>;
}

/**
 * An answer's headers as two answers to the same request must share them: all but the request id and the date,
 * which each answer has its own.
 */
export const headersOf = (res: Response): Record<string, string> =>
  Object.fromEntries([...res.headers].filter(([name]) => !['x-request-id', 'date'].includes(name)));

export async function serveSite(services: Services, opts: Partial<SiteAppOptions> = {}): Promise<SiteServer> {
  const app = createSiteApp(services, { siteDir: () => null, logRequests: false, ...opts });
  let reachedApp = 0;
  const counted = {
    fetch: (request: Request) => {
      reachedApp++;
      return app.fetch(request);
    },
  };
  const server = http.createServer(siteListener(services, counted, { logRequests: opts.logRequests ?? false }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get reachedApp() {
      return reachedApp;
    },
    request(path, init = {}) {
      return new Promise((resolve, reject) => {
        const req = http.request(`${url}${path}`, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
            const status = res.statusCode ?? 500;
            const bodyless = status === 204 || status === 304;
            resolve(new Response(bodyless ? null : Buffer.concat(chunks), { status, headers }));
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(init.body);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
