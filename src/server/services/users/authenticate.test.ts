import { describe, expect, it } from 'vitest';
import { addressMaxFailures, normalizeLogin } from './authenticate.ts';

describe('authenticate helpers', () => {
  it('allows 10 failures per address unless AUTH_IP_MAX_FAILURES raises it (never lowers it)', () => {
    expect(addressMaxFailures({})).toBe(10);
    expect(addressMaxFailures({ AUTH_IP_MAX_FAILURES: '200' })).toBe(200);
    expect(addressMaxFailures({ AUTH_IP_MAX_FAILURES: '3' })).toBe(10);
    expect(addressMaxFailures({ AUTH_IP_MAX_FAILURES: 'lots' })).toBe(10);
  });
  it('compares logins trimmed and lower-cased', () => {
    expect(normalizeLogin('  Ani@Example.COM ')).toBe('ani@example.com');
  });
});
