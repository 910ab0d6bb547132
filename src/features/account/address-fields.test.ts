import { describe, expect, it } from 'vitest';
import { addressFieldMessage } from './address-fields.ts';

describe('addressFieldMessage', () => {
  it('says "required" for an empty field', () => {
    expect(addressFieldMessage('zipCode', ' ')).toBe('account.validation.required');
    expect(addressFieldMessage('fullName', '')).toBe('account.validation.required');
  });

  it("names each field's own rule when it is filled but wrong", () => {
    expect(addressFieldMessage('zipCode', '12a')).toBe('account.address.zipDigits');
    expect(addressFieldMessage('phone', 'call me')).toBe('account.address.phoneInvalid');
    expect(addressFieldMessage('country', 'Atlantis')).toBe('account.address.chooseCountry');
  });
});
