/**
 * The forms' own checks, before anything is sent. Answers are dictionary keys; inputs are trimmed.
 * Passwords are trimmed too, as the spec asks, and must then be 8 to 128 characters like the server wants.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Registration {
  login: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const trimAll = <T extends Record<string, string>>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as T;

function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'auth.validation.passwordTooShort';
  if (length > PASSWORD_MAX) return 'auth.validation.passwordTooLong';
  return null;
}

export function registrationProblem(fields: Registration, acceptedTerms: boolean): string | null {
  const f = trimAll({ ...fields });
  if (!f.login || !f.password || !f.firstName || !f.lastName) return 'auth.validation.allFieldsRequired';
  if (!acceptedTerms) return 'auth.validation.termsRequired';
  if (!EMAIL.test(f.login)) return 'auth.validation.emailInvalid';
  return passwordProblem(f.password);
}

/** Login: both fields or nothing is sent. */
export function loginProblem(email: string, password: string): string | null {
  return email.trim() && password.trim() ? null : 'auth.validation.fillAllFields';
}

export function forgotProblem(email: string): string | null {
  if (!email.trim()) return 'auth.validation.emailRequired';
  return EMAIL.test(email.trim()) ? null : 'auth.validation.emailInvalid';
}

export function resetProblem(token: string, password: string): string | null {
  if (!token.trim() || !password.trim()) return 'auth.validation.invalidTokenOrPassword';
  return passwordProblem(password.trim());
}

export function passwordChangeProblem(current: string, next: string, repeat: string): string | null {
  if (!current.trim() || !next.trim() || !repeat.trim()) return 'auth.validation.allFieldsRequired';
  if (next.trim() !== repeat.trim()) return 'auth.validation.passwordsDoNotMatch';
  return passwordProblem(next.trim());
}

export { safeNext } from '../../lib/account/next-path.ts';
