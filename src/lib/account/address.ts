import { z } from '../zod.ts';

/**
 * The billing / shipping address: fullName, street, city, zipCode (digits only), country from the
 * shop's list, phone; state optional. Shared by the account page, checkout and the server.
 */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,24}$/;
export const ZIP_PATTERN = /^\d{3,10}$/;

/** The address rules' own sentences (the server words each in the shopper's language). */
export const ADDRESS_MESSAGES = {
  required: 'Required.',
  zipDigits: 'Digits only.',
  country: 'Choose a country from the list.',
  phone: 'A phone number: digits, spaces, +, - and brackets.',
} as const;

const text = (max: number) => z.string().trim().min(1, ADDRESS_MESSAGES.required).max(max);

export function addressSchema(countryNames: readonly string[]) {
  const countries = new Set(countryNames);
  return z.object({
    fullName: text(120),
    street: text(200),
    city: text(100),
    state: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((s) => (s ? s : undefined)),
    zipCode: z.string().trim().regex(ZIP_PATTERN, ADDRESS_MESSAGES.zipDigits),
    country: z
      .string()
      .trim()
      .refine((c) => countries.has(c), ADDRESS_MESSAGES.country),
    phone: z.string().trim().regex(PHONE_PATTERN, ADDRESS_MESSAGES.phone),
  });
}

export type AddressInput = z.input<ReturnType<typeof addressSchema>>;
