import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { z } from '../../../lib/zod.ts';
import type { DiscountCode, DiscountCodeInputSchema } from '../../../lib/api/discount.ts';
import { normalizeCode } from '../../../lib/discounts/pricing.ts';
import { fromCents, toCents } from '../../../lib/money.ts';
import type { Db } from '../../db/client.ts';
import { discountCodes, discountRedemptions } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { said, sameInEvery } from '../../http/server-message.ts';
import { isUniqueViolation } from '../checkout/place-order.ts';
import type { CodeRow } from './uses.ts';

/** The owner's discount codes: list with the uses they hold, create, edit (and so deactivate). */

type Input = z.output<typeof DiscountCodeInputSchema>;

function toApi(row: CodeRow, uses: number): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'fixed' ? fromCents(row.value) : row.value,
    minSubtotal: row.minSubtotalCents === null ? null : fromCents(row.minSubtotalCents),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    categories: row.categories,
    active: row.active,
    uses,
    createdAt: row.createdAt.toISOString(),
  };
}

function columnsOf(input: Input, now: Date) {
  return {
    code: normalizeCode(input.code),
    kind: input.kind,
    value: input.kind === 'fixed' ? toCents(input.value) : input.value,
    minSubtotalCents: input.minSubtotal === null ? null : toCents(input.minSubtotal),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    categories: [...new Set(input.categories)],
    active: input.active,
    updatedAt: now,
  };
}

async function heldUses(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ codeId: discountRedemptions.codeId, n: count() })
    .from(discountRedemptions)
    .where(isNull(discountRedemptions.releasedAt))
    .groupBy(discountRedemptions.codeId);
  return new Map(rows.map((r) => [r.codeId, r.n]));
}

export async function listCodes(db: Db): Promise<DiscountCode[]> {
  const [rows, uses] = await Promise.all([
    db.select().from(discountCodes).orderBy(asc(discountCodes.code)),
    heldUses(db),
  ]);
  return rows.map((row) => toApi(row, uses.get(row.id) ?? 0));
}

async function saved(db: Db, write: () => Promise<CodeRow[]>, code: string): Promise<DiscountCode> {
  let rows: CodeRow[];
  try {
    rows = await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(said('api.discount.codeTaken', { code: sameInEvery(code) }));
    throw err;
  }
  const row = rows[0];
  if (!row) throw notFound(said('api.discount.notFound'));
  return toApi(row, (await heldUses(db)).get(row.id) ?? 0);
}

export function createCode(db: Db, input: Input, now: Date): Promise<DiscountCode> {
  const values = { ...columnsOf(input, now), createdAt: now };
  return saved(db, () => db.insert(discountCodes).values(values).returning(), values.code);
}

/** Every field is replaced; a code's uses stay with it (renaming the code keeps them). */
export function updateCode(db: Db, id: number, input: Input, now: Date): Promise<DiscountCode> {
  const values = columnsOf(input, now);
  return saved(
    db,
    () =>
      db
        .update(discountCodes)
        .set(values)
        .where(and(eq(discountCodes.id, id)))
        .returning(),
    values.code,
  );
}
