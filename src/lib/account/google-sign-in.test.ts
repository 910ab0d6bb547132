import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json' with { type: 'json' };
import hy from '../../i18n/hy.json' with { type: 'json' };
import ru from '../../i18n/ru.json' with { type: 'json' };
import { GOOGLE_SIGN_IN_ERRORS, googleErrorKey, isGoogleSignInError } from './google-sign-in.ts';

describe('Sign in with Google reasons', () => {
  it('names each reason a dictionary key, and an unknown one a failure', () => {
    expect(googleErrorKey('unverified')).toBe('auth.google.error.unverified');
    expect(googleErrorKey('<script>')).toBe('auth.google.error.failed');
    expect(isGoogleSignInError('state')).toBe(true);
    expect(isGoogleSignInError(null)).toBe(false);
  });

  it('has words for every reason in English, Armenian and Russian, each its own', () => {
    for (const reason of GOOGLE_SIGN_IN_ERRORS) {
      const key = googleErrorKey(reason);
      const words = [en, hy, ru].map((d) => (d as Record<string, string>)[key]);
      expect(
        words.every((w) => typeof w === 'string' && w.length > 20),
        key,
      ).toBe(true);
      expect(new Set(words).size, key).toBe(3);
    }
  });
});
