import type { Content } from '../content/types.ts';
import type { ShippingTables } from './ems.ts';

/** The shipping inputs out of the shop's content: the destination list, the EMS tariff and the ILS rate. */
export function shippingTablesFrom(content: Pick<Content, 'countries' | 'shippingRates' | 'currency'>): ShippingTables {
  return {
    countries: content.countries,
    emsGroups: content.shippingRates.ems.groups,
    ilsPerUsd: content.currency.ilsPerUsd,
  };
}
