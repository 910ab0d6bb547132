/**
 * Contact and newsletter form rules, shared by the API (zod schemas in src/server/routes) and the pages'
 * vanilla scripts (no zod in the browser). Contact fields are all required, phone digits and hyphens only.
 */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactForm = Record<ContactField, string>;
export type FieldProblem = 'required' | 'tooLong' | 'email' | 'phone';

export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
};

/** Digits and hyphens only, at least one digit: `054-716-2237`. */
export const PHONE_PATTERN = /^(?=.*\d)[\d-]+$/;
/** Deliberately loose (one @, a dot in the domain, no spaces); the mail server is the real judge. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Problems by field (empty object = valid). Values are trimmed before checking. */
export function contactFormProblems(form: Partial<ContactForm>): Partial<Record<ContactField, FieldProblem>> {
  const problems: Partial<Record<ContactField, FieldProblem>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = (form[field] ?? '').trim();
    if (!value) problems[field] = 'required';
    else if (value.length > CONTACT_MAX_LENGTH[field]) problems[field] = 'tooLong';
    else if (field === 'email' && !isEmail(value)) problems[field] = 'email';
    else if (field === 'phone' && !PHONE_PATTERN.test(value)) problems[field] = 'phone';
  }
  return problems;
}
