import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cameOverTls, contentSecurityPolicy, securityHeaders, type SecurityVariables } from './security-headers.ts';

function app() {
  const a = new Hono<{ Variables: SecurityVariables }>();
  a.use(securityHeaders());
  a.get('/page', (c) => {
    c.set('scriptHashes', ['sha256-abc=']);
    return c.html('<h1>hi</h1>');
  });
  a.get('/own', (c) => c.text('x', 200, { 'Content-Security-Policy': "default-src 'none'" }));
  a.get('/api', (c) => c.json({ ok: true }));
  return a;
}

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ scriptHashes: ['sha256-abc='] });
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows our scripts by hash, never unsafe-inline scripts', () => {
    expect(directive('script-src')).toContain("'self'");
    expect(directive('script-src')).toContain("'sha256-abc='");
    expect(directive('script-src')).not.toContain('unsafe-inline');
  });

  it('allows PayPal and the OpenStreetMap embed, forbids being framed', () => {
    expect(directive('script-src')).toContain('https://*.paypal.com');
    expect(directive('connect-src')).toContain('https://*.paypal.com');
    expect(directive('connect-src')).toContain('https://www.openstreetmap.org');
    expect(directive('frame-src')).toContain('https://www.openstreetmap.org');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it('upgrades insecure requests only over TLS', () => {
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ tls: true })).toContain('upgrade-insecure-requests');
  });
});

describe('securityHeaders middleware', () => {
  it('puts the headers on every response, with the page hashes in the CSP', async () => {
    const res = await app().request('http://shop.test/page');
    expect(res.headers.get('content-security-policy')).toContain("'sha256-abc='");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('covers 404s and API answers too', async () => {
    const missing = await app().request('http://shop.test/nothing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const api = await app().request('http://shop.test/api');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS over TLS or behind a proxy that says https', async () => {
    const direct = await app().request('https://shop.test/api');
    expect(direct.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const proxied = await app().request('http://shop.test/api', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('keeps a policy a route chose itself', async () => {
    const res = await app().request('http://shop.test/own');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
  });

  it('reads X-Forwarded-Proto leniently', () => {
    expect(cameOverTls('http://x/', 'https, http')).toBe(true);
    expect(cameOverTls('http://x/', 'http')).toBe(false);
    expect(cameOverTls('http://x/', undefined)).toBe(false);
  });
});
