/** Money is integer cents everywhere except at the edges (API JSON and display), where it is dollars. */

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** `$12.34` */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}
