import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discountCodes, discountRedemptions } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { problemMessage } from './messages.ts';
import { limitProblem } from '../../../lib/discounts/pricing.ts';

/**
 * A code's uses follow the order's stock hold: taken with the order (inside its transaction, under the code's row
 * lock, so two checkouts never both take the last use), given back when the unpaid order's stock goes back
 * (expiry, cancellation, denied payment), taken again when its payment is reopened or it is paid after all.
 */

export type CodeRow = typeof discountCodes.$inferSelect;

/** Uses held now (not given back), over all customers and for `userId`. */
export async function usesOf(db: Db, codeId: number, userId: number | null) {
  const held = and(eq(discountRedemptions.codeId, codeId), isNull(discountRedemptions.releasedAt));
  const [all] = await db.select({ n: count() }).from(discountRedemptions).where(held);
  if (userId === null) return { total: all?.n ?? 0, byCustomer: 0 };
  const [mine] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .where(and(held, eq(discountRedemptions.userId, userId)));
  return { total: all?.n ?? 0, byCustomer: mine?.n ?? 0 };
}

/** The code's row, locked until the transaction ends: every claim of one code takes its turn. */
export async function lockCode(tx: Db, codeId: number): Promise<CodeRow | undefined> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, codeId)).for('update');
  return row;
}

/** Records the order's use (the caller checked the limits under lockCode). */
export async function claimUse(tx: Db, codeId: number, orderId: string, userId: number, now: Date): Promise<void> {
  await tx.insert(discountRedemptions).values({ codeId, orderId, userId, createdAt: now });
}

/** Gives the order's use back, once; nothing when it has none. */
export async function releaseUse(tx: Db, orderId: string, now: Date): Promise<void> {
  await tx
    .update(discountRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(discountRedemptions.orderId, orderId), isNull(discountRedemptions.releasedAt)));
}

/**
 * Takes a given-back use again. `checked` (reopening a payment): the code's limits must still allow it, else 409
 * with the reason; unchecked (the money already came in): it is recorded whatever the limits say.
 */
export async function retakeUse(tx: Db, orderId: string, checked: boolean): Promise<void> {
  const [use] = await tx.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, orderId));
  if (!use || use.releasedAt === null) return;
  if (checked) {
    const code = await lockCode(tx, use.codeId);
    const problem = code ? limitProblem(code, await usesOf(tx, code.id, use.userId)) : null;
    if (problem) throw conflict(problemMessage(problem, code!));
  }
  await tx.update(discountRedemptions).set({ releasedAt: null }).where(eq(discountRedemptions.id, use.id));
}
