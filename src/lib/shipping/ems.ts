/**
 * Shipping price: Israel Post EMS, the service the shop has always charged (see shared/reference/shipping-rates.json).
 * Tariffs are in ILS; the customer pays USD at the shop's configured rate, rounded up to the cent. Pure: the tables come in as arguments.
 */

export interface EmsGroupRate {
  group: number;
  /** ILS for a parcel up to 500 g. */
  upTo500g: number;
  /** ILS for a parcel up to 1000 g. */
  upTo1000g: number;
  /** ILS for every further 500 g or part of it. */
  eachAdditional500g: number;
}

export interface ShippingCountry {
  name: string;
  emsGroup: number | null;
}

export interface ShippingTables {
  countries: readonly ShippingCountry[];
  emsGroups: readonly EmsGroupRate[];
  /** How many shekels one US dollar buys (e.g. 3.7). */
  ilsPerUsd: number;
}

/** EMS takes parcels up to 30 kg (Israel Post's stated maximum); heavier carts are refused, not guessed. */
export const MAX_SHIPPING_WEIGHT_GRAMS = 30_000;

export type ShippingErrorCode = 'UNKNOWN_COUNTRY' | 'NO_SERVICE' | 'TOO_HEAVY' | 'INVALID_WEIGHT';

/** A shipping question with no answer; routes turn it into a 4xx with this message. */
export class ShippingError extends Error {
  readonly code: ShippingErrorCode;
  /** What the message names (the country asked for, the parcel's weight), for wording it in another language. */
  readonly facts: { country?: string; weightKg?: string; maxKg?: number };
  constructor(code: ShippingErrorCode, message: string, facts: ShippingError['facts'] = {}) {
    super(message);
    this.name = 'ShippingError';
    this.code = code;
    this.facts = facts;
  }
}

/** Finds a destination by its list name; exact first, then ignoring case and surrounding spaces. */
export function findShippingCountry(countries: readonly ShippingCountry[], name: string): ShippingCountry | undefined {
  const exact = countries.find((c) => c.name === name);
  if (exact) return exact;
  const wanted = name.trim().toLocaleLowerCase('en');
  return countries.find((c) => c.name.toLocaleLowerCase('en') === wanted);
}

/**
 * The EMS tariff in agorot (1/100 ILS) for a weight, integer arithmetic so the 0.1-shekel steps add up exactly.
 * Up to 500 g → first band (an empty or weightless parcel still ships as the smallest one); up to 1000 g → second;
 * beyond, every started 500 g adds one step.
 */
export function emsTariffAgorot(rate: EmsGroupRate, weightGrams: number): number {
  const first = Math.round(rate.upTo500g * 100);
  const second = Math.round(rate.upTo1000g * 100);
  const step = Math.round(rate.eachAdditional500g * 100);
  if (weightGrams <= 500) return first;
  if (weightGrams <= 1000) return second;
  return second + Math.ceil((weightGrams - 1000) / 500) * step;
}

/** Shipping to `country` for a parcel of `weightGrams`, in US cents. Throws ShippingError when it cannot be sent. */
export function shippingCostCents(country: string, weightGrams: number, tables: ShippingTables): number {
  if (!Number.isFinite(weightGrams) || weightGrams < 0) {
    throw new ShippingError('INVALID_WEIGHT', 'The weight must be a number of grams, 0 or more.');
  }
  const destination = findShippingCountry(tables.countries, country);
  if (!destination)
    throw new ShippingError('UNKNOWN_COUNTRY', `We do not ship to "${country}". Choose a country from the list.`, {
      country,
    });
  const rate =
    destination.emsGroup === null ? undefined : tables.emsGroups.find((g) => g.group === destination.emsGroup);
  if (!rate)
    throw new ShippingError('NO_SERVICE', `EMS does not deliver to ${destination.name}.`, {
      country: destination.name,
    });
  if (weightGrams > MAX_SHIPPING_WEIGHT_GRAMS) {
    throw new ShippingError(
      'TOO_HEAVY',
      `The parcel weighs ${(weightGrams / 1000).toFixed(2)} kg; EMS takes at most ${MAX_SHIPPING_WEIGHT_GRAMS / 1000} kg. Please split the order.`,
      { weightKg: (weightGrams / 1000).toFixed(2), maxKg: MAX_SHIPPING_WEIGHT_GRAMS / 1000 },
    );
  }
  if (!(tables.ilsPerUsd > 0)) throw new Error('The ILS per USD exchange rate must be above 0.');
  // Rounded up to the cent (content/currency.json): the shop never charges less than the post office does.
  // The small allowance keeps an exact quotient like 14400 / 4 from being pushed up by floating-point noise.
  return Math.ceil(emsTariffAgorot(rate, weightGrams) / tables.ilsPerUsd - 1e-9);
}
