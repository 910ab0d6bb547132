import { describe, expect, it } from 'vitest';
import { namesFromGoogle } from './google-accounts.ts';

const none = { givenName: null, familyName: null, name: null, email: null };

describe('names from a Google ID token', () => {
  it('takes the given and family names', () => {
    expect(namesFromGoogle({ ...none, givenName: 'Անի', familyName: 'Սարգսյան', name: 'x y' })).toEqual({
      firstName: 'Անի',
      lastName: 'Սարգսյան',
    });
    expect(namesFromGoogle({ ...none, givenName: 'Ani' })).toEqual({ firstName: 'Ani', lastName: '' });
  });

  it('splits the full name once when the parts are missing', () => {
    expect(namesFromGoogle({ ...none, name: 'Анна Мария Петрова' })).toEqual({
      firstName: 'Анна',
      lastName: 'Мария Петрова',
    });
  });

  it('falls back to the address and keeps names at 100 characters', () => {
    expect(namesFromGoogle({ ...none, email: 'ani.s@example.com' })).toEqual({ firstName: 'ani.s', lastName: '' });
    expect([...namesFromGoogle({ ...none, givenName: 'Ա'.repeat(150) }).firstName]).toHaveLength(100);
  });
});
