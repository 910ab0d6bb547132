import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cameOverTls } from './forwarded.ts';
import { contentSecurityPolicy, hasMetaPolicy, securityHeaders, type SecurityVariables } from './security-headers.ts';

function app() {
  const a = new Hono<{ Variables: SecurityVariables }>();
  // As behind one trusted proxy.
  a.use(securityHeaders((c) => cameOverTls({ hops: 1 }, c.req.url, '127.0.0.1', c.req.header('x-forwarded-proto'))));
  a.get('/page', (c) => {
    c.set('pageHasOwnPolicy', true);
    return c.html('<h1>hi</h1>');
  });
  a.get('/own', (c) => c.text('x', 200, { 'Content-Security-Policy': "default-src 'none'" }));
  a.get('/api', (c) => c.json({ ok: true }));
  return a;
}

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d]));

describe('contentSecurityPolicy', () => {
  const whole = directives(contentSecurityPolicy());

  it('allows our scripts and PayPal, never inline scripts, on a response without its own policy', () => {
    expect(whole.get('script-src')).toBe("script-src 'self' https://*.paypal.com https://*.paypalobjects.com");
    expect(whole.get('default-src')).toBe("default-src 'self'");
  });

  it('allows PayPal and the OpenStreetMap embed, forbids being framed and plugins', () => {
    expect(whole.get('connect-src')).toContain('https://*.paypal.com');
    expect(whole.get('connect-src')).toContain('https://www.openstreetmap.org');
    expect(whole.get('frame-src')).toContain('https://www.openstreetmap.org');
    expect(whole.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(whole.get('object-src')).toBe("object-src 'none'");
  });

  it('sends a page that carries its own <meta> policy only what a <meta> cannot say', () => {
    expect(contentSecurityPolicy({ pageHasOwnPolicy: true })).toBe("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ pageHasOwnPolicy: true, tls: true })).toBe(
      "frame-ancestors 'none'; upgrade-insecure-requests",
    );
  });

  it('lets a JSON answer load, run and be framed by nothing, over TLS too', () => {
    expect(contentSecurityPolicy({ data: true })).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(contentSecurityPolicy({ data: true, tls: true, publicApiUrl: 'https://api.example.com' })).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('upgrades insecure requests only over TLS', () => {
    expect(whole.has('upgrade-insecure-requests')).toBe(false);
    expect(contentSecurityPolicy({ tls: true })).toContain('upgrade-insecure-requests');
  });
});

describe('hasMetaPolicy', () => {
  it("finds a CSP <meta> in the page's head, however it is quoted", () => {
    expect(
      hasMetaPolicy(`<html><head><meta http-equiv="content-security-policy" content="script-src 'self'"></head>`),
    ).toBe(true);
    expect(
      hasMetaPolicy(`<head><meta charset="utf-8"><meta http-equiv=Content-Security-Policy content="x"></head>`),
    ).toBe(true);
  });

  it('ignores other meta elements, the report-only variant and text in the body', () => {
    expect(hasMetaPolicy('<head><meta http-equiv="refresh" content="5"></head>')).toBe(false);
    expect(hasMetaPolicy('<head><meta http-equiv="content-security-policy-report-only" content="x"></head>')).toBe(
      false,
    );
    expect(hasMetaPolicy('<head></head><body><meta http-equiv="content-security-policy" content="x"></body>')).toBe(
      false,
    );
  });
});

describe('securityHeaders middleware', () => {
  it('puts the headers on every response, only the header-only directives on a page with its own policy', async () => {
    const res = await app().request('http://shop.test/page');
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('covers 404s with the whole policy, and gives JSON answers the policy for data', async () => {
    const missing = await app().request('http://shop.test/nothing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(missing.headers.get('permissions-policy')).toContain('camera=()');
    const api = await app().request('http://shop.test/api');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    // These govern documents only.
    expect(api.headers.get('permissions-policy')).toBeNull();
    expect(api.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('sends HSTS over TLS or behind a proxy that says https', async () => {
    const direct = await app().request('https://shop.test/api');
    expect(direct.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const proxied = await app().request('http://shop.test/page', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(proxied.headers.get('content-security-policy')).toBe("frame-ancestors 'none'; upgrade-insecure-requests");
  });

  it('keeps a policy a route chose itself', async () => {
    const res = await app().request('http://shop.test/own');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
  });
});
