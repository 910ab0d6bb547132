import { z } from '../zod.ts';
import { ProductSchema } from './product.ts';
import { grams, usd } from './units.ts';

/** One line of the cart, priced from the catalog now. */
export const CartItemSchema = z
  .object({
    cartItemId: z.string().meta({ description: 'The product id and the size joined by a hyphen, e.g. 12-7.5' }),
    product: ProductSchema,
    selectedSize: z.string(),
    quantity: z.number().int(),
    available: z
      .number()
      .int()
      .meta({ description: 'Units of the selected size on the shelf now: the most the line may hold' }),
    lineTotal: usd('price × quantity'),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z
  .object({
    items: z.array(CartItemSchema),
    totalPrice: usd('Sum of the line totals'),
    totalWeight: grams('Sum of weight × quantity'),
    count: z.number().int().meta({ description: 'Units in the cart' }),
    shippingPrice: usd("EMS to the saved address's country; null without one or when it cannot be quoted").nullable(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof CartSchema>;

const size = z.string().trim().min(1).max(60);
const productRef = z.object({ id: z.coerce.number().int().positive() }).loose();

/** Adding to the cart: a product in a size. Older clients send the whole cart item, so `product.id` is read too. */
export const CartLineInputSchema = z
  .object({
    productId: z.coerce.number().int().positive().optional(),
    product: productRef.optional(),
    selectedSize: size,
    quantity: z.number().int().min(1, 'Quantity must be at least 1.').max(999).default(1),
  })
  .meta({ id: 'CartLineInput' });
export type CartLineInput = z.input<typeof CartLineInputSchema>;

/** Removing from the cart: the line, by cartItemId or by product and size. */
export const CartLineRefSchema = z
  .object({
    cartItemId: z.string().max(100).optional(),
    productId: z.coerce.number().int().positive().optional(),
    product: productRef.optional(),
    selectedSize: size.optional(),
  })
  .loose()
  .meta({ id: 'CartLineRef' });
export type CartLineRef = z.input<typeof CartLineRefSchema>;
