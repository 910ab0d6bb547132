import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { siteCors, siteCorsMiddleware } from './cors.ts';

describe('siteCors', () => {
  it("allows the site's origin only, with credentials, the islands' headers and the headers they read", () => {
    const options = siteCors('https://shop.example.com/');
    expect(options.origin).toBe('https://shop.example.com');
    expect(options.credentials).toBe(true);
    expect(options.allowHeaders).toEqual(
      expect.arrayContaining(['Content-Type', 'Idempotency-Key', 'Authorization', 'X-Current-Password', 'X-Password']),
    );
    expect(options.exposeHeaders).toEqual(expect.arrayContaining(['X-Total-Count', 'Retry-After']));
    expect(options.allowMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
  });
});

describe('siteCorsMiddleware', () => {
  const app = new Hono();
  app.use('*', siteCorsMiddleware('https://shop.example.com'));
  app.get('/x', (c) => c.json({ ok: true }));

  it('marks every answer Vary: Origin and adds CORS headers for the site only', async () => {
    const ours = await app.request('/x', { headers: { origin: 'https://shop.example.com' } });
    expect(ours.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    expect(ours.headers.get('vary')).toMatch(/Origin/);
    const theirs = await app.request('/x', { headers: { origin: 'https://shop.example.com.evil.net' } });
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
    expect(theirs.headers.get('access-control-allow-credentials')).toBeNull();
    expect(theirs.headers.get('vary')).toMatch(/Origin/);
  });
});
