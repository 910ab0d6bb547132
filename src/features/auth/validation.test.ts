import { describe, expect, it } from 'vitest';
import {
  forgotProblem,
  loginProblem,
  passwordChangeProblem,
  registrationProblem,
  resetProblem,
  safeNext,
} from './validation.ts';

const reg = { login: 'a@b.co', password: 'long enough', firstName: 'A', lastName: 'B' };

describe('form checks', () => {
  it('registration: all fields, then terms, then e-mail and password', () => {
    expect(registrationProblem({ ...reg, firstName: '   ' }, true)).toBe('auth.validation.allFieldsRequired');
    expect(registrationProblem(reg, false)).toBe('auth.validation.termsRequired');
    expect(registrationProblem({ ...reg, login: 'nope' }, true)).toBe('auth.validation.emailInvalid');
    expect(registrationProblem({ ...reg, password: ' short ' }, true)).toBe('auth.validation.passwordTooShort');
    expect(registrationProblem({ ...reg, login: '  a@b.co ' }, true)).toBeNull();
  });
  it('login needs both fields', () => {
    expect(loginProblem(' ', 'x')).toBe('auth.validation.fillAllFields');
    expect(loginProblem('a@b.co', 'x')).toBeNull();
  });
  it('forgot and reset', () => {
    expect(forgotProblem('')).toBe('auth.validation.emailRequired');
    expect(forgotProblem('a@b.co')).toBeNull();
    expect(resetProblem('', 'whatever1')).toBe('auth.validation.invalidTokenOrPassword');
    expect(resetProblem('tok', '  ')).toBe('auth.validation.invalidTokenOrPassword');
    expect(resetProblem('tok', 'good password')).toBeNull();
  });
  it('password change wants matching, trimmed passwords', () => {
    expect(passwordChangeProblem('old password', 'new password', 'new passw0rd')).toBe(
      'auth.validation.passwordsDoNotMatch',
    );
    expect(passwordChangeProblem('old password', ' new password', 'new password ')).toBeNull();
  });
  it('only follows same-site next paths', () => {
    expect(safeNext('/cart', '/')).toBe('/cart');
    expect(safeNext('//evil.example', '/')).toBe('/');
    expect(safeNext('https://evil.example', '/')).toBe('/');
    expect(safeNext(null, '/hy')).toBe('/hy');
  });
});
