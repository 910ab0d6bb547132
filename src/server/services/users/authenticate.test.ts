import { describe, expect, it } from 'vitest';
import { addressMaxFailures, normalizeLogin } from './authenticate.ts';

describe('authenticate helpers', () => {
  it('allows 100 failures per address across accounts unless AUTH_IP_MAX_FAILURES raises it (never lowers it)', () => {
    expect(addressMaxFailures({})).toBe(100);
    expect(addressMaxFailures({ AUTH_IP_MAX_FAILURES: '200' })).toBe(200);
    expect(addressMaxFailures({ AUTH_IP_MAX_FAILURES: '10' })).toBe(100);
    expect(addressMaxFailures({ AUTH_IP_MAX_FAILURES: 'lots' })).toBe(100);
  });
  it('compares logins trimmed and lower-cased', () => {
    expect(normalizeLogin('  Ani@Example.COM ')).toBe('ani@example.com');
  });
});
