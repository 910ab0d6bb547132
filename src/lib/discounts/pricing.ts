/**
 * The discount code rules, pure: whether a code applies to a cart now, and how much it takes off which line. The
 * server prices with them at checkout (never the browser). Money is integer cents.
 */

export interface DiscountRule {
  kind: 'percent' | 'fixed';
  /** Percent (1…100) or cents off. */
  value: number;
  minSubtotalCents: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  /** Empty: every category. */
  categories: readonly string[];
  active: boolean;
}

export interface DiscountLine {
  category: string | null;
  unitPriceCents: number;
  quantity: number;
}

export interface DiscountUses {
  /** Uses held now (paid orders and unpaid ones still holding their stock). */
  total: number;
  /** Of those, this customer's. */
  byCustomer: number;
}

export type DiscountProblem = 'notStarted' | 'expired' | 'usedUp' | 'customerLimit' | 'belowMinimum' | 'notApplicable';

export type DiscountPrice =
  | { ok: true; discountCents: number; lineDiscounts: number[] }
  | { ok: false; problem: DiscountProblem };

/** What the code takes off each line now, or the first reason it does not apply. An inactive code counts as expired. */
export function priceDiscount(
  rule: DiscountRule,
  lines: readonly DiscountLine[],
  uses: DiscountUses,
  now: Date,
): DiscountPrice {
  if (rule.startsAt && now < rule.startsAt && rule.active) return { ok: false, problem: 'notStarted' };
  if (!rule.active || (rule.endsAt && now >= rule.endsAt)) return { ok: false, problem: 'expired' };
  const limited = limitProblem(rule, uses);
  if (limited) return { ok: false, problem: limited };
  const gross = lines.map((l) => l.unitPriceCents * l.quantity);
  const subtotal = gross.reduce((a, b) => a + b, 0);
  if (rule.minSubtotalCents !== null && subtotal < rule.minSubtotalCents) return { ok: false, problem: 'belowMinimum' };
  const eligible = lines.map((l, i) => (appliesTo(rule, l.category) ? gross[i]! : 0));
  const eligibleCents = eligible.reduce((a, b) => a + b, 0);
  if (eligibleCents <= 0) return { ok: false, problem: 'notApplicable' };
  const discountCents = Math.min(
    eligibleCents,
    rule.kind === 'percent' ? Math.round((eligibleCents * rule.value) / 100) : rule.value,
  );
  return { ok: true, discountCents, lineDiscounts: allocate(discountCents, eligible) };
}

/** Whether one more use fits the code's limits; null when it does. */
export function limitProblem(
  rule: Pick<DiscountRule, 'maxUses' | 'maxUsesPerCustomer'>,
  uses: DiscountUses,
): 'usedUp' | 'customerLimit' | null {
  if (rule.maxUses !== null && uses.total >= rule.maxUses) return 'usedUp';
  if (rule.maxUsesPerCustomer !== null && uses.byCustomer >= rule.maxUsesPerCustomer) return 'customerLimit';
  return null;
}

function appliesTo(rule: DiscountRule, category: string | null): boolean {
  return rule.categories.length === 0 || (category !== null && rule.categories.includes(category));
}

/**
 * Splits `total` cents over lines in proportion to `weights` (largest remainder, earlier lines first on ties), so
 * the shares add up to the total exactly and no line gets more than its weight.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i]! < weights[i]!) {
      shares[i] = shares[i]! + 1;
      left--;
    }
  }
  return shares;
}

/**
 * A line's share of the discount after an administrator changes its quantity or unit price: the same fraction of
 * the line's new amount as of its old one (rounded to the cent, never more than the new amount). So a refund for
 * fewer units returns what those units cost after the discount.
 */
export function lineDiscountAfterEdit(
  line: { unitPriceCents: number; quantity: number; discountCents: number },
  change: { unitPriceCents: number; quantity: number },
): number {
  const before = line.unitPriceCents * line.quantity;
  const after = change.unitPriceCents * change.quantity;
  if (before <= 0 || line.discountCents <= 0) return 0;
  return Math.min(after, Math.round((line.discountCents * after) / before));
}

/** Codes are typed in any case and with stray spaces; they are kept and compared upper-case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}
