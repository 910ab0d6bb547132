import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../log/memory-logger.ts';
import { redactPath, requestIdFor, requestLog } from './request-log.ts';

function appWithLog(everyRequest = true) {
  const log = memoryLogger('info');
  const app = new Hono();
  app.use(requestLog({ logger: log.logger, everyRequest }));
  app.get('/products/:id', (c) => c.text(`product ${c.req.param('id')}`));
  app.get('/own-response', () => new Response('made by hand'));
  app.get('/signed-in', (c) => {
    c.set('user', {
      id: 42,
      login: 'ani@example.com',
      firstName: 'Ani',
      lastName: 'T',
      roles: ['USER'],
      via: 'cookie',
      sessionTokenHash: null,
    });
    return c.text('hello');
  });
  app.get('/unavailable', (c) => c.text('later', 503));
  app.get('/boom', () => {
    throw new Error('the disk is full');
  });
  app.onError((_e, c) => c.text('oops', 500));
  return { app, ...log };
}

describe('requestLog', () => {
  it('writes one line per request with id, method, path, route pattern, status and duration', async () => {
    const { app, records } = appWithLog();
    const res = await app.request('/products/7?secret=1');
    expect(await res.text()).toBe('product 7');
    const [line, ...rest] = records();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      name: 'http',
      reqId: res.headers.get('x-request-id'),
      method: 'GET',
      path: '/products/7',
      route: '/products/:id',
      status: 200,
      responseTime: expect.any(Number),
      msg: 'GET /products/7 200',
    });
    expect(line).not.toHaveProperty('userId');
    expect(JSON.stringify(line)).not.toContain('secret');
  });

  it('writes each field once (JSON.parse would hide a duplicate key)', async () => {
    const { app, lines } = appWithLog();
    await app.request('/products/7');
    await app.request('/boom');
    for (const raw of lines) {
      const keys = [...raw.matchAll(/"(\w+)":/g)]
        .map((m) => m[1])
        .filter((k) => !['type', 'message', 'stack'].includes(k!));
      expect(keys, raw).toEqual([...new Set(keys)]);
    }
  });

  it('names the signed-in user by id', async () => {
    const { app, records } = appWithLog();
    await app.request('/signed-in');
    expect(records()[0]).toMatchObject({ userId: 42, status: 200 });
    expect(JSON.stringify(records())).not.toContain('ani@example.com');
  });

  it('logs a failed request once, at the error level, with the error and its stack', async () => {
    const { app, lines, records } = appWithLog();
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(records()[0]).toMatchObject({
      level: 'error',
      status: 500,
      route: '/boom',
      err: { message: 'the disk is full' },
    });
    expect(String(records()[0].err && (records()[0].err as { stack: string }).stack)).toMatch(
      /^Error: the disk is full\n\s+at /,
    );
  });

  it('logs another 5xx at warn, without an error', async () => {
    const { app, records } = appWithLog();
    await app.request('/unavailable');
    expect(records()[0]).toMatchObject({ level: 'warn', status: 503 });
    expect(records()[0]).not.toHaveProperty('err');
  });

  it('sends X-Request-Id on every response, even one a handler made itself', async () => {
    const { app } = appWithLog();
    for (const path of ['/products/1', '/own-response', '/boom', '/nowhere']) {
      const id = (await app.request(path)).headers.get('x-request-id');
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("keeps the proxy's request id when it is plain, and replaces one that could forge a log line", async () => {
    const { app, records } = appWithLog();
    const kept = await app.request('/products/1', { headers: { 'x-request-id': 'nginx-7f3a9c.1' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-7f3a9c.1');
    const forged = await app.request('/products/1', { headers: { 'x-request-id': 'x" "level":"fatal' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(records().map((r) => r.reqId)).toEqual(['nginx-7f3a9c.1', forged.headers.get('x-request-id')]);
  });

  it('moves request lines to debug when every-request logging is off, and still logs errors', async () => {
    const { app, records } = appWithLog(false);
    await app.request('/products/1');
    await app.request('/boom');
    expect(records().map((r) => [r.level, r.status])).toEqual([['error', 500]]);
  });
});

describe('requestIdFor', () => {
  it('keeps short plain ids and makes a fresh one otherwise', () => {
    expect(requestIdFor('abc-123_=./:+')).toBe('abc-123_=./:+');
    expect(requestIdFor(undefined)).toMatch(/^[0-9a-f]{8}-/);
    expect(requestIdFor('')).not.toBe('');
    expect(requestIdFor('a'.repeat(129))).not.toBe('a'.repeat(129));
    expect(requestIdFor('line\nbreak')).not.toContain('\n');
  });
});

describe('redactPath', () => {
  it('keeps reset tokens out of the log', () => {
    expect(redactPath('/api/users/password/recovery/abc123def')).toBe('/api/users/password/recovery/…');
    expect(redactPath('/reset-password/tok-en_1')).toBe('/reset-password/…');
    expect(redactPath('/product/42')).toBe('/product/42');
  });
});
