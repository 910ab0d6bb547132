import { describe, expect, it } from 'vitest';
import { apiSiteProblem, isBareOrigin, isSameSiteHost } from './api-origin.ts';

describe('isBareOrigin', () => {
  it('takes an origin with or without its slash, and nothing more', () => {
    expect(isBareOrigin('https://api.shop.example.com')).toBe(true);
    expect(isBareOrigin('https://api.shop.example.com/')).toBe(true);
    expect(isBareOrigin('http://127.0.0.1:4761')).toBe(true);
    expect(isBareOrigin('https://shop.example.com/api')).toBe(false);
    expect(isBareOrigin('https://api.example.com/?x=1')).toBe(false);
    expect(isBareOrigin('https://user:pw@api.example.com')).toBe(false);
    expect(isBareOrigin('api.example.com')).toBe(false);
  });
});

describe('isSameSiteHost', () => {
  it('accepts the host itself, its subdomains and its siblings under the parent domain', () => {
    expect(isSameSiteHost('shop.com', 'shop.com')).toBe(true);
    expect(isSameSiteHost('shop.com', 'api.shop.com')).toBe(true);
    expect(isSameSiteHost('www.shop.com', 'api.shop.com')).toBe(true);
    expect(isSameSiteHost('www.shop.com', 'shop.com')).toBe(true);
    expect(isSameSiteHost('127.0.0.1', '127.0.0.1')).toBe(true);
  });
  it('refuses other sites and other addresses', () => {
    expect(isSameSiteHost('shop.com', 'api.othershop.com')).toBe(false);
    expect(isSameSiteHost('shop.com', 'shop.com.evil.net')).toBe(false);
    expect(isSameSiteHost('www.shop.com', 'api.other.com')).toBe(false);
    expect(isSameSiteHost('127.0.0.1', '127.0.0.2')).toBe(false);
    expect(isSameSiteHost('localhost', '127.0.0.1')).toBe(false);
  });
});

describe('apiSiteProblem', () => {
  it('is null for a same-site API, ports apart', () => {
    expect(apiSiteProblem('https://shop.example.com', 'https://api.shop.example.com')).toBeNull();
    expect(apiSiteProblem('http://127.0.0.1:4760', 'http://127.0.0.1:4761')).toBeNull();
  });
  it('names the scheme or the site that differs', () => {
    expect(apiSiteProblem('https://shop.example.com', 'http://api.shop.example.com')).toMatch(/same scheme/);
    expect(apiSiteProblem('https://shop.example.com', 'https://api.elsewhere.net')).toMatch(/same site.*SameSite=Lax/);
  });
});
