import { describe, expect, it } from 'vitest';
import { contactFormProblems, isEmail, PHONE_PATTERN } from './rules.ts';

const valid = {
  name: 'Ann',
  email: 'ann@example.com',
  phone: '054-716-2237',
  subject: 'Tiles',
  message: 'Do you ship tiles?',
};

describe('contact form rules', () => {
  it('accepts a complete form', () => {
    expect(contactFormProblems(valid)).toEqual({});
  });
  it('requires every field, trimmed', () => {
    expect(contactFormProblems({ ...valid, name: '  ', message: '' })).toEqual({
      name: 'required',
      message: 'required',
    });
    expect(contactFormProblems({})).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
      subject: 'required',
      message: 'required',
    });
  });
  it('allows digits and hyphens only in the phone', () => {
    for (const ok of ['0547162237', '054-716-2237', '972-54-71-62-237']) expect(PHONE_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['+972 54', '054 716', 'abc', '---', '(054)123'])
      expect(PHONE_PATTERN.test(bad), bad).toBe(false);
    expect(contactFormProblems({ ...valid, phone: '+972-54' })).toEqual({ phone: 'phone' });
  });
  it('checks the e-mail and the lengths', () => {
    expect(contactFormProblems({ ...valid, email: 'ann@' })).toEqual({ email: 'email' });
    expect(contactFormProblems({ ...valid, subject: 'x'.repeat(201) })).toEqual({ subject: 'tooLong' });
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a b@c.de')).toBe(false);
    expect(isEmail('a@localhost')).toBe(false);
  });
});
