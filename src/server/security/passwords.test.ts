import { describe, expect, it } from 'vitest';
import {
  defaultScryptCost,
  hashPassword,
  needsRehash,
  OWASP_SCRYPT_COST,
  passwordProblem,
  verifyPassword,
} from './passwords.ts';
import { said } from '../http/server-message.ts';

const cheap = { logN: 10, r: 8, p: 1 };

describe('passwords', () => {
  it('defaults to OWASP scrypt cost unless PASSWORD_SCRYPT_LOG_N lowers it', () => {
    expect(defaultScryptCost({})).toEqual({ logN: 17, r: 8, p: 1 });
    expect(defaultScryptCost({ PASSWORD_SCRYPT_LOG_N: '12' })).toEqual({ logN: 12, r: 8, p: 1 });
    expect(defaultScryptCost({ PASSWORD_SCRYPT_LOG_N: 'nonsense' })).toEqual(OWASP_SCRYPT_COST);
  });

  it('accepts 8 to 128 characters', () => {
    expect(passwordProblem('1234567')).toEqual(said('api.passwordTooShort', { count: 8 }));
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toEqual(said('api.passwordTooLong', { count: 128 }));
    expect(passwordProblem('пароль12')).toBeNull();
  });

  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('correct horse', cheap);
    const b = await hashPassword('correct horse', cheap);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(a).not.toContain('correct');
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('correct horse', 'garbage')).toBe(false);
  });

  it('really runs at the OWASP cost (memory limit raised)', async () => {
    const hash = await hashPassword('correct horse', OWASP_SCRYPT_COST);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
  });

  it('asks for a re-hash when the stored cost differs', async () => {
    const hash = await hashPassword('correct horse', cheap);
    expect(needsRehash(hash, cheap)).toBe(false);
    expect(needsRehash(hash, OWASP_SCRYPT_COST)).toBe(true);
  });
});
