import { z } from '../zod.ts';
import { formatUsd, toCents } from '../money.ts';

/**
 * Refunds of a paid order, shared by the All Orders screen and the API. A refund counts against what was captured
 * from the moment it is asked for (REQUESTED) until the provider refuses it (FAILED, CANCELLED).
 */

/** Refund states the order JSON lists; refused ones live only in the order's history. */
export const LISTED_REFUND_STATUSES = ['REQUESTED', 'PENDING', 'COMPLETED'] as const;
export type ListedRefundStatus = (typeof LISTED_REFUND_STATUSES)[number];

export interface RefundLedgerLine {
  amountCents: number;
  status: string;
}

/** Whether a refund in this state holds (or may hold) money going back to the buyer. */
export function refundCounts(status: string): boolean {
  return (LISTED_REFUND_STATUSES as readonly string[]).includes(status);
}

/** What is left to send back: the capture less every refund that counts. Never below 0. */
export function refundableCents(capturedCents: number | null, refunds: readonly RefundLedgerLine[]): number {
  if (capturedCents === null) return 0;
  const sent = refunds.filter((r) => refundCounts(r.status)).reduce((sum, r) => sum + r.amountCents, 0);
  return Math.max(0, capturedCents - sent);
}

export const REFUND_MESSAGES = {
  positive: 'The refund amount must be more than $0.00',
  step: 'The refund amount must be in steps of 0.01',
} as const;

/** POST /order/{orderId}/refund: `amount` in dollars; none means everything that is left. */
export const refundRequestSchema = z.object({
  amount: z
    .number({ error: REFUND_MESSAGES.positive })
    .positive(REFUND_MESSAGES.positive)
    .max(1_000_000)
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, REFUND_MESSAGES.step)
    .optional(),
});

export type RefundAmountIssue = 'nothing-left' | 'positive' | 'step' | 'over';

/** What is wrong with an amount (dollars, or undefined for the rest) against what is left; null when fine. */
export function refundAmountIssue(amount: unknown, leftCents: number): RefundAmountIssue | null {
  if (leftCents <= 0) return 'nothing-left';
  const parsed = refundRequestSchema.safeParse({ amount });
  if (!parsed.success) return parsed.error.issues[0]?.message === REFUND_MESSAGES.step ? 'step' : 'positive';
  if (parsed.data.amount !== undefined && toCents(parsed.data.amount) > leftCents) return 'over';
  return null;
}

/** The same problem in the API's words; null when fine. */
export function refundAmountProblem(amount: unknown, leftCents: number): string | null {
  const issue = refundAmountIssue(amount, leftCents);
  if (issue === 'nothing-left') return 'Nothing is left to refund on this order.';
  if (issue === 'over') return `At most ${formatUsd(leftCents)} is left to refund.`;
  return issue ? REFUND_MESSAGES[issue] : null;
}
