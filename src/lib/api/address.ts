import { z } from '../zod.ts';

/** A saved or shipping address as the API answers it (what a customer may send is checked by lib/account/address.ts). */
export const AddressSchema = z
  .object({
    fullName: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string().optional(),
    zipCode: z.string(),
    country: z.string(),
    phone: z.string(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof AddressSchema>;
