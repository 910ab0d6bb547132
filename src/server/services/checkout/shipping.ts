import { ShippingError, shippingCostCents } from '../../../lib/shipping/ems.ts';
import { shippingTablesFrom } from '../../../lib/shipping/tables.ts';
import { HttpError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { said, type LocalizedText } from '../../http/server-message.ts';
import { countryName } from '../../../lib/i18n/t.ts';

/** Shipping in cents from the shop's content; a destination or weight we cannot ship becomes a 4xx. */
export function quoteShippingCents(services: Pick<Services, 'content'>, country: string, weightGrams: number): number {
  try {
    return shippingCostCents(country, weightGrams, shippingTablesFrom(services.content));
  } catch (err) {
    if (err instanceof ShippingError) throw shippingHttpError(err);
    throw err;
  }
}

export function shippingHttpError(err: ShippingError): HttpError {
  switch (err.code) {
    case 'UNKNOWN_COUNTRY':
      return new HttpError(404, said('api.shippingUnknownCountry', { country: err.facts.country ?? '' }));
    case 'INVALID_WEIGHT':
      return new HttpError(400, said('api.shippingBadWeight'));
    case 'NO_SERVICE':
      return new HttpError(422, said('api.shippingNoService', { country: countryWords(err.facts.country ?? '') }));
    case 'TOO_HEAVY':
      return new HttpError(
        422,
        said('api.shippingTooHeavy', { weight: err.facts.weightKg ?? '', limit: err.facts.maxKg ?? 0 }),
      );
  }
}

/** A shop country in every language (the dictionaries' country names). */
function countryWords(country: string): LocalizedText {
  return { en: countryName('en', country), hy: countryName('hy', country), ru: countryName('ru', country) };
}
