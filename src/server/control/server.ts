import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createControlApp, type ControlDeps } from './app.ts';

export interface ControlServer {
  url: string;
  secret: string;
  close(): Promise<void>;
}

/** The control server listens on the loopback interface only, on a port the system picks. */
export async function startControlServer(deps: ControlDeps): Promise<ControlServer> {
  const secret = crypto.randomBytes(32).toString('base64url');
  const app = createControlApp(deps, secret);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secret,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
