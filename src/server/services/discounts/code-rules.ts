import { eq } from 'drizzle-orm';
import {
  type DiscountLine,
  type DiscountProblem,
  type DiscountRule,
  normalizeCode,
  priceDiscount,
} from '../../../lib/discounts/pricing.ts';
import type { Db } from '../../db/client.ts';
import { discountCodes } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { said, sameInEvery } from '../../http/server-message.ts';
import { problemMessage } from './messages.ts';
import { type CodeRow, lockCode, usesOf } from './uses.ts';

export function discountRuleOf(row: CodeRow): DiscountRule {
  return { ...row, categories: row.categories ?? [] };
}

/** 409 when the uses ran out (someone else's order may give one back), 422 when the cart or the date is wrong. */
function problemError(problem: DiscountProblem, row: CodeRow): HttpError {
  const status = problem === 'usedUp' || problem === 'customerLimit' ? 409 : 422;
  return new HttpError(status, problemMessage(problem, row));
}

/**
 * Prices `code` for these lines and this customer now: the code's row and what it takes off each line, or a 4xx
 * saying why not (404 for an unknown code). `lock`: inside the order's transaction, the code's row stays locked
 * until it commits, so the uses counted here are the uses there are.
 */
export async function priceCode(
  db: Db,
  code: string,
  lines: readonly DiscountLine[],
  userId: number,
  now: Date,
  lock: boolean,
) {
  const wanted = normalizeCode(code);
  const [found] = await db.select().from(discountCodes).where(eq(discountCodes.code, wanted)).limit(1);
  const row = found && lock ? await lockCode(db, found.id) : found;
  if (!row) throw notFound(said('api.discount.unknown', { code: sameInEvery(wanted) }));
  const price = priceDiscount(discountRuleOf(row), lines, await usesOf(db, row.id, userId), now);
  if (!price.ok) throw problemError(price.problem, row);
  return { row, ...price };
}
