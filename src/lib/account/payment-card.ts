/**
 * Payment information rules, shared by the account page and the server. Only card type, holder, the last four
 * digits and the expiry month are ever stored; the number and CVV are checked and dropped.
 */

export const CARD_TYPES = ['American Express', 'Visa', 'MasterCard', 'Discover'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const digitsOnly = (s: string) => s.replace(/[\s-]/g, '');

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Prefix and length per brand (IIN ranges), so a Visa number is not saved as American Express. */
function matchesBrand(type: CardType, n: string): boolean {
  switch (type) {
    case 'American Express':
      return /^3[47]\d{13}$/.test(n);
    case 'Visa':
      return /^4(\d{12}|\d{15}|\d{18})$/.test(n);
    case 'MasterCard': {
      if (n.length !== 16) return false;
      const p2 = Number(n.slice(0, 2));
      const p4 = Number(n.slice(0, 4));
      return (p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720);
    }
    case 'Discover': {
      if (n.length < 16 || n.length > 19) return false;
      const p6 = Number(n.slice(0, 6));
      const p3 = Number(n.slice(0, 3));
      return n.startsWith('6011') || n.startsWith('65') || (p3 >= 644 && p3 <= 649) || (p6 >= 622126 && p6 <= 622925);
    }
  }
}

/** What is wrong with a card number, as a code (the API words it in the shopper's language); null when fine. */
export type CardNumberIssue = 'digits' | 'checksum' | 'brand';

export function cardNumberIssue(type: CardType, rawNumber: string): CardNumberIssue | null {
  const n = digitsOnly(rawNumber);
  if (!/^\d+$/.test(n)) return 'digits';
  if (!luhnValid(n)) return 'checksum';
  if (!matchesBrand(type, n)) return 'brand';
  return null;
}

export function cardNumberProblem(type: CardType, rawNumber: string): string | null {
  const issue = cardNumberIssue(type, rawNumber);
  if (issue === 'digits') return 'The card number may contain digits only.';
  if (issue === 'checksum') return 'The card number is not valid.';
  if (issue === 'brand') return `This is not a ${type} card number.`;
  return null;
}

/** How many digits the security code of a card type has. */
export const cvvDigits = (type: CardType) => (type === 'American Express' ? 4 : 3);

/** American Express uses 4 digits, the others 3. */
export function cvvProblem(type: CardType, cvv: string): string | null {
  const expected = type === 'American Express' ? 4 : 3;
  return new RegExp(`^\\d{${expected}}$`).test(cvv.trim()) ? null : `The security code must be ${expected} digits.`;
}

/** `YYYY-MM` (also accepts `YYYY/MM`), not before the current month. */
export function parseExpiry(value: string): { year: number; month: number } | null {
  const m = value.trim().match(/^(\d{4})[-/](\d{1,2})$/);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return null;
  return { year, month };
}

export type ExpiryIssue = 'format' | 'expired' | 'tooFar';

export function expiryIssue(value: string, now: Date): ExpiryIssue | null {
  const e = parseExpiry(value);
  if (!e) return 'format';
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (e.year * 12 + (e.month - 1) < current) return 'expired';
  if (e.year * 12 + (e.month - 1) > current + 20 * 12) return 'tooFar';
  return null;
}

const EXPIRY_PROBLEMS: Record<ExpiryIssue, string> = {
  format: 'The expiry must be a month such as 2027-04.',
  expired: 'The card has expired.',
  tooFar: 'The expiry is too far in the future.',
};

export function expiryProblem(value: string, now: Date): string | null {
  const issue = expiryIssue(value, now);
  return issue ? EXPIRY_PROBLEMS[issue] : null;
}

export const formatExpiry = (value: string) => {
  const e = parseExpiry(value);
  return e ? `${e.year}-${String(e.month).padStart(2, '0')}` : value;
};

/** How the stored card is shown: `Visa •••• 1111`. */
export const maskedCard = (type: string, last4: string) => `${type} •••• ${last4}`;
