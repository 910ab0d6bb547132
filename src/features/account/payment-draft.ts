import { cardNumberProblem, cvvProblem, expiryProblem, type CardType } from '../../lib/account/payment-card.ts';

export type PaymentField = 'cardType' | 'cardName' | 'cardNumber' | 'expiry' | 'cvv';
export type PaymentDraft = Record<PaymentField, string>;
/** A dictionary key per field that is wrong. */
export type PaymentProblems = Partial<Record<PaymentField, string>>;

/** The current month as `YYYY-MM` (UTC), the earliest expiry the month picker offers. */
export const thisMonth = (now = new Date()) =>
  `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/** `2027-04` shown as `2027/04` (an expiry is a month, shown as year/month). */
export const showExpiry = (expiry: string) => expiry.replace('-', '/');

/** What is wrong with a card form before it is sent: holder, number and expiry required; number, expiry and CVV valid. */
export function paymentDraftProblems(draft: PaymentDraft, now: Date): PaymentProblems {
  const type = draft.cardType as CardType;
  const found: PaymentProblems = {};
  if (!draft.cardName.trim()) found.cardName = 'account.validation.required';
  if (!draft.cardNumber.trim()) found.cardNumber = 'account.validation.required';
  else if (cardNumberProblem(type, draft.cardNumber)) found.cardNumber = 'account.payment.numberInvalid';
  if (!draft.expiry.trim()) found.expiry = 'account.validation.required';
  else if (expiryProblem(draft.expiry, now)) found.expiry = 'account.payment.expiryInvalid';
  if (cvvProblem(type, draft.cvv))
    found.cvv = type === 'American Express' ? 'account.payment.cvvInvalid4' : 'account.payment.cvvInvalid3';
  return found;
}
