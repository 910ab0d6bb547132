import { describe, expect, it } from 'vitest';
import { cameOverTls, clientAddress, parseTrustProxy } from './forwarded.ts';

describe('TRUST_PROXY values', () => {
  it('reads off, on, a number of hops and a list of addresses or ranges', () => {
    expect(parseTrustProxy('off')).toEqual({ hops: 0 });
    expect(parseTrustProxy('0')).toEqual({ hops: 0 });
    expect(parseTrustProxy('on')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8, ::1, fd00::/8')).toEqual({
      proxies: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'],
    });
  });

  it('refuses what is neither', () => {
    for (const bad of ['nginx', '10.0.0.0/33', '10.0.0.1/8/2', '300.1.1.1', '', ' , ', '-1', '1.5'])
      expect(parseTrustProxy(bad), bad).toBeNull();
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For without a trusted proxy', () => {
    expect(clientAddress({ hops: 0 }, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(clientAddress({ proxies: ['127.0.0.1'] }, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });

  it('with one hop takes the entry our proxy appended, not a forged one to its left', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; nginx appended the address it saw.
    expect(clientAddress({ hops: 1 }, '127.0.0.1', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress({ hops: 1 }, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('with two hops (CDN, then nginx) counts two from the right', () => {
    expect(clientAddress({ hops: 2 }, '127.0.0.1', '1.2.3.4, 203.0.113.9, 198.51.100.20')).toBe('203.0.113.9');
    // Fewer entries than hops: the leftmost is all there is.
    expect(clientAddress({ hops: 2 }, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('with listed proxies walks from the right past them, whatever the client wrote to their left', () => {
    const trust = { proxies: ['127.0.0.1', '10.0.0.0/8'] };
    expect(clientAddress(trust, '::ffff:127.0.0.1', '1.2.3.4, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    expect(clientAddress(trust, '127.0.0.1', '10.0.0.5')).toBe('10.0.0.5');
    expect(clientAddress(trust, '127.0.0.1', undefined)).toBe('127.0.0.1');
  });
});

describe('https from a proxy', () => {
  it('is believed only from a trusted proxy, by the entry the nearest one wrote', () => {
    expect(cameOverTls({ hops: 0 }, 'http://shop/', '127.0.0.1', 'https')).toBe(false);
    expect(cameOverTls({ hops: 1 }, 'http://shop/', '127.0.0.1', 'https')).toBe(true);
    expect(cameOverTls({ hops: 1 }, 'http://shop/', '127.0.0.1', 'https, http')).toBe(false);
    expect(cameOverTls({ proxies: ['127.0.0.1'] }, 'http://shop/', '198.51.100.7', 'https')).toBe(false);
    expect(cameOverTls({ proxies: ['127.0.0.1'] }, 'http://shop/', '127.0.0.1', 'https')).toBe(true);
    expect(cameOverTls({ hops: 0 }, 'https://shop/', null, undefined)).toBe(true);
  });
});
