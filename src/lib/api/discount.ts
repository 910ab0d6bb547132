import { z } from '../zod.ts';
import { timestamp, usd } from './units.ts';

/** Discount codes: the owner's list and form, and the checkout summary's price of a code for the cart. */

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

const dollars = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6);
const limit = z.number().int().min(1).max(1_000_000).nullable().default(null);
const when = z.iso.datetime({ offset: true }).nullable().default(null);

/** What the owner writes: a percentage (1…100) or an amount in US dollars off; every limit may be left out (null). */
export const DiscountCodeInputSchema = z
  .object({
    code: z.string().trim().regex(DISCOUNT_CODE_PATTERN),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().positive().max(1_000_000).meta({ description: 'percent: 1…100 · fixed: US dollars, 2 decimals' }),
    minSubtotal: dollars.nullable().default(null).meta({ description: 'Least subtotal of goods; US dollars' }),
    startsAt: when,
    endsAt: when,
    maxUses: limit.meta({ description: 'Uses over all customers' }),
    maxUsesPerCustomer: limit,
    categories: z
      .array(z.string().trim().min(1).max(80))
      .max(50)
      .default([])
      .meta({ description: 'Category routes the code applies to; empty: every category' }),
    active: z.boolean().default(true),
  })
  .refine((d) => d.kind === 'fixed' || (Number.isInteger(d.value) && d.value <= 100), { path: ['value'] })
  .refine((d) => d.kind === 'percent' || dollars.safeParse(d.value).success, { path: ['value'] })
  .refine((d) => !d.startsAt || !d.endsAt || d.startsAt < d.endsAt, { path: ['endsAt'] })
  .meta({ id: 'DiscountCodeInput' });
export type DiscountCodeInput = z.input<typeof DiscountCodeInputSchema>;

export const DiscountCodeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().meta({ description: 'percent: 1…100 · fixed: US dollars, 2 decimals' }),
    minSubtotal: usd('Least subtotal of goods').nullable(),
    startsAt: timestamp().nullable(),
    endsAt: timestamp().nullable(),
    maxUses: z.number().int().nullable(),
    maxUsesPerCustomer: z.number().int().nullable(),
    categories: z.array(z.string()),
    active: z.boolean(),
    uses: z.number().int().meta({ description: 'Uses held now: paid orders and unpaid ones still holding stock' }),
    createdAt: timestamp(),
  })
  .meta({ id: 'DiscountCode' });
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;

export const DiscountCodeListSchema = z.array(DiscountCodeSchema).meta({ id: 'DiscountCodeList' });

/** The checkout summary asks what a code takes off the cart's lines (priced by the server, as at checkout). */
export const DiscountQuoteRequestSchema = z
  .object({
    code: z.string().trim().min(1).max(40),
    orderItems: z
      .array(
        z.object({
          productId: z.coerce.number().int().positive(),
          quantity: z.number().int().min(1).max(999),
          size: z.string().trim().min(1).max(60).optional(),
        }),
      )
      .min(1)
      .max(100),
  })
  .meta({ id: 'DiscountQuoteRequest' });
export type DiscountQuoteRequest = z.infer<typeof DiscountQuoteRequestSchema>;

export const DiscountQuoteSchema = z
  .object({
    code: z.string().meta({ description: 'The code as the shop keeps it (upper-case)' }),
    subtotal: usd('The goods before the discount'),
    discount: usd('What the code takes off'),
  })
  .meta({ id: 'DiscountQuote' });
export type DiscountQuote = z.infer<typeof DiscountQuoteSchema>;
