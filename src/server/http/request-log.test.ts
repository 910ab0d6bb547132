import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { redactPath, requestLog } from './request-log.ts';

function appWithLog(lines: string[]) {
  let t = 0;
  const app = new Hono();
  app.use(requestLog({ write: (l) => lines.push(l), clock: () => (t += 12.5) }));
  app.get('/ok', (c) => c.text('ok'));
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.onError((_e, c) => c.text('oops', 500));
  return app;
}

describe('requestLog', () => {
  it('logs method, path, status and duration once per request', async () => {
    const lines: string[] = [];
    const app = appWithLog(lines);
    await app.request('/ok?secret=1');
    await app.request('/missing', { method: 'POST' });
    expect(lines).toEqual(['GET /ok 200 13ms', 'POST /missing 404 13ms']);
  });

  it('logs failures with their final status', async () => {
    const lines: string[] = [];
    await appWithLog(lines).request('/boom');
    expect(lines).toEqual(['GET /boom 500 13ms']);
  });

  it('keeps reset tokens out of the log', () => {
    expect(redactPath('/api/users/password/recovery/abc123def')).toBe('/api/users/password/recovery/…');
    expect(redactPath('/reset-password/tok-en_1')).toBe('/reset-password/…');
    expect(redactPath('/product/42')).toBe('/product/42');
  });
});
