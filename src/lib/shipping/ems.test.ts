import { describe, expect, it } from 'vitest';
import {
  emsTariffAgorot,
  MAX_SHIPPING_WEIGHT_GRAMS,
  ShippingError,
  shippingCostCents,
  type ShippingTables,
} from './ems.ts';

// Group 1 and 3 as in shared/reference/shipping-rates.json; a round rate of 4 ILS per USD keeps the sums by hand easy.
const tables: ShippingTables = {
  countries: [
    { name: 'Australia', emsGroup: 1 },
    { name: 'Aruba (Isle)', emsGroup: 3 },
    { name: 'Nowhere Land', emsGroup: null },
  ],
  emsGroups: [
    { group: 1, upTo500g: 144.0, upTo1000g: 168.0, eachAdditional500g: 27.9 },
    { group: 3, upTo500g: 143.0, upTo1000g: 151.0, eachAdditional500g: 9.5 },
  ],
  ilsPerUsd: 4,
};

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof ShippingError ? e.code : 'not a ShippingError';
  }
  return undefined;
}

describe('EMS tariff in agorot', () => {
  const g1 = tables.emsGroups[0]!;
  it('charges the 500 g band up to and including 500 g, and for a weightless parcel', () => {
    expect(emsTariffAgorot(g1, 0)).toBe(14_400);
    expect(emsTariffAgorot(g1, 500)).toBe(14_400);
  });
  it('charges the 1000 g band from 501 g to 1000 g', () => {
    expect(emsTariffAgorot(g1, 501)).toBe(16_800);
    expect(emsTariffAgorot(g1, 1000)).toBe(16_800);
  });
  it('adds one step for every started 500 g above 1000 g', () => {
    expect(emsTariffAgorot(g1, 1001)).toBe(16_800 + 2_790); // 195.90 ₪
    expect(emsTariffAgorot(g1, 1500)).toBe(19_590);
    expect(emsTariffAgorot(g1, 1501)).toBe(16_800 + 2 * 2_790); // 223.80 ₪
    expect(emsTariffAgorot(g1, 30_000)).toBe(16_800 + 58 * 2_790); // 1786.20 ₪
  });
});

describe('shippingCostCents', () => {
  it('converts the tariff to US cents at the configured rate', () => {
    expect(shippingCostCents('Australia', 300, tables)).toBe(3_600); // 144 ₪ / 4 = $36.00
    expect(shippingCostCents('Australia', 800, tables)).toBe(4_200); // 168 ₪ / 4 = $42.00
    expect(shippingCostCents('Australia', 1501, tables)).toBe(5_595); // 223.80 ₪ / 4 = $55.95
    expect(shippingCostCents('Australia', 30_000, tables)).toBe(44_655); // 1786.20 ₪ / 4 = $446.55
  });

  it('rounds up to the cent', () => {
    expect(shippingCostCents('Australia', 1200, tables)).toBe(4_898); // 195.90 ₪ / 4 = $48.975 → $48.98
    // 151 + 3 × 9.5 = 179.50 ₪ at 3.7 ₪/$ = $48.5135… → $48.52
    expect(shippingCostCents('Aruba (Isle)', 2400, { ...tables, ilsPerUsd: 3.7 })).toBe(4_852);
    // 144 ₪ at 3.3 ₪/$ (the shipped rate) = $43.6363… → $43.64; 168 ₪ at 3.2 = $52.50 exactly
    expect(shippingCostCents('Australia', 500, { ...tables, ilsPerUsd: 3.3 })).toBe(4_364);
    expect(shippingCostCents('Australia', 1000, { ...tables, ilsPerUsd: 3.2 })).toBe(5_250);
  });

  it('finds names with spaces and parentheses, ignoring case and outer spaces', () => {
    expect(shippingCostCents('Aruba (Isle)', 100, tables)).toBe(3_575); // 143 ₪ / 4
    expect(shippingCostCents('  aruba (isle) ', 100, tables)).toBe(3_575);
  });

  it('refuses an unknown country, a country without EMS, too heavy and nonsense weights', () => {
    expect(codeOf(() => shippingCostCents('Atlantis', 100, tables))).toBe('UNKNOWN_COUNTRY');
    expect(codeOf(() => shippingCostCents('Nowhere Land', 100, tables))).toBe('NO_SERVICE');
    expect(codeOf(() => shippingCostCents('Australia', MAX_SHIPPING_WEIGHT_GRAMS + 1, tables))).toBe('TOO_HEAVY');
    expect(codeOf(() => shippingCostCents('Australia', -1, tables))).toBe('INVALID_WEIGHT');
    expect(codeOf(() => shippingCostCents('Australia', Number.NaN, tables))).toBe('INVALID_WEIGHT');
  });
});

describe('with the shipped content', async () => {
  const { loadContent } = await import('../../server/content/load.ts');
  const { shippingTablesFrom } = await import('./tables.ts');
  it('prices every listed country for 1 kg', () => {
    const content = loadContent();
    const real = shippingTablesFrom(content);
    for (const c of content.countries) expect(shippingCostCents(c.name, 1000, real)).toBeGreaterThan(0);
  });
});
