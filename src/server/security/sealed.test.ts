import { describe, expect, it } from 'vitest';
import { seal, sealingKey, unseal } from './sealed.ts';

const key = sealingKey('client secret', 'google sign-in flow');
const now = new Date('2026-11-27T12:00:00Z');
const inTenMinutes = new Date(now.getTime() + 10 * 60_000);

describe('sealed cookie values', () => {
  it('opens what it sealed, before the expiry only', () => {
    const sealed = seal(key, { state: 's', next: '/hy/cart' }, inTenMinutes);
    expect(unseal(key, sealed, now)).toEqual({ state: 's', next: '/hy/cart' });
    expect(unseal(key, sealed, inTenMinutes)).toBeNull();
  });

  it('hides the value from the browser', () => {
    const sealed = seal(key, { codeVerifier: 'the-verifier' }, inTenMinutes);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('the-verifier');
  });

  it('refuses a changed value, another key, and garbage', () => {
    const sealed = seal(key, { state: 's' }, inTenMinutes);
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1] ^= 1;
    expect(unseal(key, raw.toString('base64url'), now)).toBeNull();
    expect(unseal(sealingKey('client secret', 'another purpose'), sealed, now)).toBeNull();
    expect(unseal(sealingKey('other secret', 'google sign-in flow'), sealed, now)).toBeNull();
    expect(unseal(key, 'not-sealed', now)).toBeNull();
    expect(unseal(key, '', now)).toBeNull();
  });
});
