import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../log/memory-logger.ts';
import { CATALOG_CHANGED_EVENT, ciRebuildHook, dispatchBody } from './ci-rebuild-hook.ts';

interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local stand-in for GitHub's dispatch endpoint: answers each request with the next status in `statuses`. */
async function dispatchServer(statuses: number[]) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 204, { 'content-type': 'application/json' });
      res.end(res.statusCode >= 400 ? '{"message":"Bad credentials"}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/repos/shop/site/dispatches`, received, close: () => server.close() };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('dispatchBody', () => {
  it("is GitHub's repository_dispatch with the reasons and the time", () => {
    expect(
      JSON.parse(dispatchBody(['product 3 updated', 'product 4 deleted'], new Date('2026-11-27T10:00:00Z'))),
    ).toEqual({
      event_type: CATALOG_CHANGED_EVENT,
      client_payload: { reasons: 'product 3 updated; product 4 deleted', at: '2026-11-27T10:00:00.000Z' },
    });
  });
});

describe('ciRebuildHook', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  it('asks once for a burst of changes, with the token, and again for a later change', async () => {
    const ci = await dispatchServer([204, 204]);
    close = ci.close;
    const hook = ciRebuildHook({ url: ci.url, token: 'ghp_secret', log: memoryLogger().logger, debounceMs: 50 });
    hook.request('product 1 updated');
    hook.request('product 2 created');
    await until(() => ci.received.length > 0);
    await hook.whenIdle();
    expect(ci.received).toHaveLength(1);
    const [first] = ci.received;
    expect(first!.method).toBe('POST');
    expect(first!.path).toBe('/repos/shop/site/dispatches');
    expect(first!.headers.authorization).toBe('Bearer ghp_secret');
    expect(first!.headers.accept).toBe('application/vnd.github+json');
    expect(JSON.parse(first!.body)).toMatchObject({
      event_type: 'catalog-changed',
      client_payload: { reasons: 'product 1 updated; product 2 created' },
    });
    expect(hook.status().lastError).toBeNull();

    hook.request('product 1 deleted');
    await until(() => ci.received.length > 1);
    expect(JSON.parse(ci.received[1]!.body).client_payload.reasons).toBe('product 1 deleted');
    await hook.stop();
  });

  it('keeps a refusal as its status and logs it, and the next change asks again', async () => {
    const ci = await dispatchServer([401, 204]);
    close = ci.close;
    const logs = memoryLogger();
    const hook = ciRebuildHook({ url: ci.url, token: 'wrong', log: logs.logger, debounceMs: 20 });
    hook.request('product 9 updated');
    await until(() => ci.received.length > 0);
    await hook.whenIdle();
    expect(hook.status().lastError).toMatch(/^CI answered 401 .*Bad credentials/);
    expect(logs.records().some((r) => r.level === 'error' && /CI was not reached/.test(r.msg))).toBe(true);

    hook.request('product 9 updated again');
    await until(() => ci.received.length > 1);
    await hook.whenIdle();
    expect(hook.status().lastError).toBeNull();
    expect(hook.status().lastAskedAt).not.toBeNull();
    await hook.stop();
  });
});
