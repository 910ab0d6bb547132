import { z } from '../zod.ts';
import { toCents } from '../money.ts';

/** An administrator's correction of one order line, shared by the All Orders screen and the API. */
export const ORDER_ITEM_MESSAGES = {
  quantity: 'Quantity must be at least 1',
  unitPrice: 'Unit price must be >= 0',
  unitPriceStep: 'Unit price must be in steps of 0.01',
} as const;

export const orderItemEditSchema = z.object({
  quantity: z
    .number({ error: ORDER_ITEM_MESSAGES.quantity })
    .int(ORDER_ITEM_MESSAGES.quantity)
    .min(1, ORDER_ITEM_MESSAGES.quantity)
    .max(10_000),
  /** Dollars. */
  unitPrice: z
    .number({ error: ORDER_ITEM_MESSAGES.unitPrice })
    .min(0, ORDER_ITEM_MESSAGES.unitPrice)
    .max(1_000_000)
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, ORDER_ITEM_MESSAGES.unitPriceStep),
  /** Needed only when the product appears in the order in more than one size. */
  size: z.string().max(40).optional(),
});

export type OrderItemEdit = z.output<typeof orderItemEditSchema>;

/** The first problem with an edit, as the screen shows it; null when it is fine. */
export function orderItemEditProblem(edit: unknown): string | null {
  const result = orderItemEditSchema.safeParse(edit);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid order item.');
}

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
  weightGrams: number;
  /** The line's share of a discount code's discount (none: 0). */
  discountCents?: number;
}

/** Subtotal, discount, weight and total of an order from its lines; shipping is kept as it was charged. */
export function orderTotals(lines: readonly PricedLine[], shippingCents: number) {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const discountCents = lines.reduce((sum, l) => sum + (l.discountCents ?? 0), 0);
  const weightGrams = lines.reduce((sum, l) => sum + l.weightGrams * l.quantity, 0);
  return { subtotalCents, discountCents, weightGrams, totalCents: subtotalCents - discountCents + shippingCents };
}

export function unitPriceCents(edit: OrderItemEdit): number {
  return toCents(edit.unitPrice);
}
