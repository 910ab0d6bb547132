import { describe, expect, it } from 'vitest';
import { errorFor, minutesToWait } from './errors.ts';

describe('errorFor', () => {
  it('maps login statuses to their texts', () => {
    expect(errorFor('login', 404, null).message).toBe('auth.error.accountNotFound');
    expect(errorFor('login', 403, null).message).toBe('auth.error.invalidCredentials');
    expect(errorFor('login', 500, null).message).toBe('auth.error.loginFailed');
  });
  it('says how long to wait after too many attempts', () => {
    expect(errorFor('login', 429, null, '61')).toEqual({ message: 'auth.error.tooManyAttempts', vars: { count: 2 } });
    expect(minutesToWait(null)).toBe(15);
  });
  it('keeps the login of an `already exists` conflict', () => {
    expect(errorFor('register', 409, { message: 'already exists (a@b.co)' })).toEqual({
      message: 'auth.error.alreadyExists',
      vars: { login: 'a@b.co' },
    });
    expect(errorFor('register', 500, null).message).toBe('auth.error.generic');
  });
  it('shows a 400 message as is and falls back per call', () => {
    expect(errorFor('payment', 400, { message: 'The card number is not valid.' }).message).toBe(
      'The card number is not valid.',
    );
    expect(errorFor('payment', 500, null).message).toBe('auth.error.paymentFailed');
    expect(errorFor('address', 502, null).message).toBe('auth.error.addressFailed');
    expect(errorFor('update', 401, null).message).toBe('auth.error.signedOut');
  });
});
