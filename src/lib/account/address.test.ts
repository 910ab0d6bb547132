import { describe, expect, it } from 'vitest';
import { addressSchema } from './address.ts';

const schema = addressSchema(['Armenia', 'France']);
const good = {
  fullName: ' Ani Sargsyan ',
  street: '1 Abovyan',
  city: 'Yerevan',
  zipCode: '0010',
  country: 'Armenia',
  phone: '+374 10 123456',
};

describe('addressSchema', () => {
  it('trims and drops an empty state', () => {
    const parsed = schema.parse({ ...good, state: '  ' });
    expect(parsed.fullName).toBe('Ani Sargsyan');
    expect(parsed.state).toBeUndefined();
  });
  it('wants digits in the zip code, a known country and a phone number', () => {
    expect(schema.safeParse({ ...good, zipCode: '12-34' }).success).toBe(false);
    expect(schema.safeParse({ ...good, country: 'Atlantis' }).success).toBe(false);
    expect(schema.safeParse({ ...good, phone: 'call me' }).success).toBe(false);
    expect(schema.safeParse({ ...good, city: '' }).success).toBe(false);
  });
});
