import { describe, expect, it } from 'vitest';
import { paymentDraftProblems, showExpiry, thisMonth, type PaymentDraft } from './payment-draft.ts';

const now = new Date('2026-11-27T12:00:00Z');
const good: PaymentDraft = {
  cardType: 'Visa',
  cardName: 'Ani Petrosyan',
  cardNumber: '4111 1111 1111 1111',
  expiry: '2027-04',
  cvv: '123',
};

describe('payment form draft', () => {
  it('finds nothing wrong with a complete, valid card', () => {
    expect(paymentDraftProblems(good, now)).toEqual({});
  });

  it('names each empty required field', () => {
    const empty = { ...good, cardName: '  ', cardNumber: '', expiry: '', cvv: '' };
    expect(paymentDraftProblems(empty, now)).toEqual({
      cardName: 'account.validation.required',
      cardNumber: 'account.validation.required',
      expiry: 'account.validation.required',
      cvv: 'account.payment.cvvInvalid3',
    });
  });

  it('refuses a bad number, a past month and a 3-digit American Express CVV', () => {
    const bad = { ...good, cardType: 'American Express', cardNumber: '4111111111111112', expiry: '2026-10' };
    expect(paymentDraftProblems(bad, now)).toEqual({
      cardNumber: 'account.payment.numberInvalid',
      expiry: 'account.payment.expiryInvalid',
      cvv: 'account.payment.cvvInvalid4',
    });
  });

  it('shows an expiry as year/month and knows this month', () => {
    expect(showExpiry('2027-04')).toBe('2027/04');
    expect(thisMonth(now)).toBe('2026-11');
  });
});
