import type { DiscountProblem } from '../../../lib/discounts/pricing.ts';
import { formatUsd } from '../../../lib/money.ts';
import type { discountCodes } from '../../db/schema.ts';
import { said, sameInEvery, type ServerMessage, type ServerMessageKey } from '../../http/server-message.ts';

const PROBLEM_KEYS = {
  notStarted: 'api.discount.notStarted',
  expired: 'api.discount.expired',
  usedUp: 'api.discount.usedUp',
  customerLimit: 'api.discount.customerLimit',
  belowMinimum: 'api.discount.belowMinimum',
  notApplicable: 'api.discount.notApplicable',
} as const satisfies Record<DiscountProblem, ServerMessageKey>;

/** The shopper's sentence for a code that does not apply. */
export function problemMessage(
  problem: DiscountProblem,
  row: Pick<typeof discountCodes.$inferSelect, 'code' | 'minSubtotalCents'>,
): ServerMessage {
  const code = sameInEvery(row.code);
  if (problem === 'belowMinimum')
    return said('api.discount.belowMinimum', { code, amount: formatUsd(row.minSubtotalCents ?? 0) });
  return said(PROBLEM_KEYS[problem], { code });
}
