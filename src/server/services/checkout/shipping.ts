import { ShippingError, shippingCostCents } from '../../../lib/shipping/ems.ts';
import { shippingTablesFrom } from '../../../lib/shipping/tables.ts';
import { HttpError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';

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
      return new HttpError(404, err.message);
    case 'INVALID_WEIGHT':
      return new HttpError(400, err.message);
    default:
      return new HttpError(422, err.message);
  }
}
