import { addressSchema } from '../../lib/account/address.ts';
import type { Cart } from '../../lib/api/cart.ts';
import type { CheckoutRequest } from '../../lib/checkout/request.ts';
import { toCents } from '../../lib/money.ts';
import type { Address } from '../../lib/api/address.ts';

/** The checkout form's address fields as typed (all strings, state may stay empty). */
export type AddressDraft = { [Field in keyof Address]-?: string };

export const ADDRESS_FIELDS = ['fullName', 'street', 'city', 'state', 'zipCode', 'country', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Prefilled from the billing address the account keeps (the form starts from it). */
export function draftFrom(address: Partial<Address> | null | undefined, countries: readonly string[]): AddressDraft {
  const country = address?.country && countries.includes(address.country) ? address.country : '';
  return {
    fullName: address?.fullName ?? '',
    street: address?.street ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipCode: address?.zipCode ?? '',
    country,
    phone: address?.phone ?? '',
  };
}

/** Message keys (checkout.error.*) per invalid field; empty when the address can be sent. */
export function addressProblems(
  draft: AddressDraft,
  countries: readonly string[],
): Partial<Record<AddressField, string>> {
  const result = addressSchema(countries).safeParse(draft);
  if (result.success) return {};
  const problems: Partial<Record<AddressField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField;
    if (problems[field]) continue;
    const value = (draft[field] ?? '').trim();
    if (!value) problems[field] = field === 'country' ? 'checkout.error.country' : 'checkout.error.required';
    else if (field === 'zipCode') problems[field] = 'checkout.error.zipCode';
    else if (field === 'phone') problems[field] = 'checkout.error.phone';
    else if (field === 'country') problems[field] = 'checkout.error.country';
    else problems[field] = 'checkout.error.tooLong';
  }
  return problems;
}

/** The POST /checkOut body for this cart: unit prices are previews (the server prices every line itself). */
export function checkoutBody(login: string, cart: Cart, draft: AddressDraft, discountCode?: string): CheckoutRequest {
  const trimmed = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, draft[f].trim()])) as unknown as AddressDraft;
  return {
    userId: login,
    paymentMethod: 'PayPal',
    shippingAddress: { ...trimmed, state: trimmed.state || undefined },
    orderItems: cart.items.map((i) => ({
      productId: i.product.id,
      size: i.selectedSize,
      quantity: i.quantity,
      unitPrice: i.product.price,
    })),
    ...(discountCode ? { discountCode } : {}),
  };
}

/** What the checkout asks for, so a retry of the same checkout reuses its Idempotency-Key and a change gets a new one. */
export function checkoutFingerprint(body: CheckoutRequest): string {
  return JSON.stringify([
    body.shippingAddress,
    body.orderItems.map((i) => [i.productId, i.size, i.quantity]),
    body.discountCode ?? '',
  ]);
}

/** The summary's figures in cents and grams; shipping null until a country is chosen and quoted. */
export function summaryOf(cart: Cart, shipping: number | null) {
  const subtotalCents = cart.items.reduce((sum, i) => sum + toCents(i.product.price) * i.quantity, 0);
  const weightGrams = cart.items.reduce((sum, i) => sum + i.product.weight * i.quantity, 0);
  const shippingCents = shipping === null ? null : toCents(shipping);
  return { subtotalCents, weightGrams, shippingCents, grandTotalCents: subtotalCents + (shippingCents ?? 0) };
}
