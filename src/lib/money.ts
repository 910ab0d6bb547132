/** Money is integer cents everywhere except at the edges (API JSON and display), where it is dollars. */

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * `$12.34`, `$1,234.50`, `-$5.00`: what Intl's en-US currency format prints, written out by hand. Building an
 * Intl currency formatter loads ICU's currency data, tens of milliseconds on a phone, in the task that hydrates
 * a listing; this is the same text for a few string operations.
 */
export function formatUsd(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
