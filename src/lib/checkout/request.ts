import { z } from '../zod.ts';
import { addressSchema } from '../account/address.ts';

/** The most units of one line and lines of one order the shop takes in a single checkout. */
export const MAX_LINE_QUANTITY = 999;
export const MAX_ORDER_LINES = 100;

export const CHECKOUT_MESSAGES = {
  terms: 'Please accept the terms to proceed.',
  failed: 'Order creation failed.',
  problem: 'There was a problem placing your order.',
  placed: 'Your order(s) have been successfully placed!',
  paypalError: 'An error occurred with PayPal checkout.',
} as const;

/** The request rules' own sentences (the server words each in the shopper's language). */
export const CHECKOUT_ITEM_MESSAGES = {
  paymentMethod: "paymentMethod must be 'PayPal'.",
  quantity: 'Quantity must be at least 1.',
  noItems: 'The order has no items.',
} as const;

/**
 * POST /checkOut's body. unitPrice, and any total or weight the browser adds, are accepted and ignored:
 * the server prices every line from the database.
 */
export function checkoutRequestSchema(countryNames: readonly string[]) {
  return z.object({
    /** The caller's login or numeric id; when given it must be the caller. */
    userId: z.union([z.string().trim().min(1).max(200), z.number().int().positive()]).optional(),
    paymentMethod: z.literal('PayPal', { error: CHECKOUT_ITEM_MESSAGES.paymentMethod }),
    shippingAddress: addressSchema(countryNames),
    orderItems: z
      .array(
        z.object({
          productId: z.coerce.number().int().positive(),
          quantity: z.number().int().min(1, CHECKOUT_ITEM_MESSAGES.quantity).max(MAX_LINE_QUANTITY),
          unitPrice: z.unknown().optional().meta({
            description: "Ignored: the browser's preview in US dollars; the server prices every line from the database",
          }),
          /** Needed when the product comes in more than one size. */
          size: z.string().trim().min(1).max(60).optional(),
        }),
      )
      .min(1, CHECKOUT_ITEM_MESSAGES.noItems)
      .max(MAX_ORDER_LINES),
    /** A discount code the shopper typed; the server checks and prices it, and takes one of its uses. */
    discountCode: z.string().trim().max(40).optional(),
  });
}

export type CheckoutRequest = z.output<ReturnType<typeof checkoutRequestSchema>>;
