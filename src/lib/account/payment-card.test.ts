import { describe, expect, it } from 'vitest';
import { cardNumberProblem, cvvProblem, expiryProblem, formatExpiry, luhnValid } from './payment-card.ts';

describe('payment card rules', () => {
  it('checks the Luhn sum', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('41111')).toBe(false);
  });

  it('accepts the usual test numbers of each brand, with spaces', () => {
    expect(cardNumberProblem('Visa', '4111 1111 1111 1111')).toBeNull();
    expect(cardNumberProblem('MasterCard', '5555-5555-5555-4444')).toBeNull();
    expect(cardNumberProblem('MasterCard', '2223003122003222')).toBeNull();
    expect(cardNumberProblem('American Express', '378282246310005')).toBeNull();
    expect(cardNumberProblem('Discover', '6011111111111117')).toBeNull();
  });

  it('refuses a number of another brand or with letters', () => {
    expect(cardNumberProblem('American Express', '4111111111111111')).toMatch(/not a American Express/);
    expect(cardNumberProblem('Visa', '4111abcd11111111')).toMatch(/digits/);
    expect(cardNumberProblem('Visa', '4111111111111112')).toMatch(/not valid/);
  });

  it('wants 4 CVV digits for American Express, 3 otherwise', () => {
    expect(cvvProblem('American Express', '1234')).toBeNull();
    expect(cvvProblem('American Express', '123')).not.toBeNull();
    expect(cvvProblem('Visa', '123')).toBeNull();
    expect(cvvProblem('Visa', '12a')).not.toBeNull();
  });

  it('refuses an expiry month in the past, accepts this month', () => {
    const now = new Date('2026-05-15T00:00:00Z');
    expect(expiryProblem('2026-05', now)).toBeNull();
    expect(expiryProblem('2026/6', now)).toBeNull();
    expect(expiryProblem('2026-04', now)).toMatch(/expired/);
    expect(expiryProblem('2026-13', now)).toMatch(/month/);
    expect(formatExpiry('2026/6')).toBe('2026-06');
  });
});
