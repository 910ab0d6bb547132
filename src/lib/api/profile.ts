import { z } from '../zod.ts';
import { AddressSchema } from './address.ts';
import { CartItemSchema, CartSchema } from './cart.ts';
import { OrderSchema } from './order.ts';
import { ProductSchema } from './product.ts';

export const ROLES = ['USER', 'MODERATOR', 'ADMINISTRATOR'] as const;
export const RoleSchema = z.enum(ROLES).meta({ id: 'Role' });
export type Role = z.infer<typeof RoleSchema>;

/** What a payment method looks like to anyone, the owner included: never the number or CVV. */
export const MaskedPaymentMethodSchema = z
  .object({
    cardType: z.string(),
    cardName: z.string(),
    last4: z.string(),
    expiry: z.string().meta({ description: 'YYYY-MM', example: '2027-04' }),
    masked: z.string().meta({ example: '•••• •••• •••• 1111' }),
  })
  .meta({ id: 'MaskedPaymentMethod' });
export type MaskedPaymentMethod = z.infer<typeof MaskedPaymentMethodSchema>;

/** The saved products, newest first. */
export const WishListSchema = z.array(ProductSchema).meta({ id: 'WishList' });

/** The account as every /api/users, cart and wishlist call answers it. Never a hash, token or card number. */
export const ProfileSchema = z
  .object({
    login: z.string().meta({ example: 'ani@example.com' }),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(RoleSchema),
    address: AddressSchema.nullable(),
    paymentMethod: MaskedPaymentMethodSchema.nullable(),
    wishList: WishListSchema,
    cart: CartSchema,
    cartList: z.array(CartItemSchema).meta({ description: "The cart's items again, for older clients" }),
    orders: z.array(OrderSchema).meta({ description: 'Newest first' }),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

/** A row of the administrators' user list. */
export const UserListItemSchema = z
  .object({
    login: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(RoleSchema),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'UserListItem' });
export type UserListItem = z.infer<typeof UserListItemSchema>;

export const UserPageSchema = z
  .object({
    users: z.array(UserListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'UserPage' });
export type UserPage = z.infer<typeof UserPageSchema>;
