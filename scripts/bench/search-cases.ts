import type { ProductSearchInput } from '../../src/lib/catalog/search.ts';
import type { Locale } from '../../src/lib/i18n/locales.ts';

/** The searches bench:plans explains, bench:index times and bench:api sends: its own, Medusa's, each language's names. */
export const searchCases: Array<{ label: string; input: ProductSearchInput; locale?: Locale }> = [
  {
    label: 'category + price range, by price',
    input: {
      category: 'armenian-ceramics',
      minPrice: 20,
      maxPrice: 120,
      sortField: 'price',
      asc: true,
      page: 1,
      size: 12,
    },
  },
  {
    label: 'medusa: page of 12 at offset 48 of a category',
    input: { category: 'armenian-ceramics', page: 5, size: 12 },
  },
  { label: 'medusa: name search "bowl"', input: { name: 'bowl', page: 1, size: 12 } },
  { label: 'name "pomegranate"', input: { name: 'pomegranate', page: 1, size: 12 } },
  { label: 'name "гранат" in Russian', input: { name: 'гранат', page: 1, size: 12 }, locale: 'ru' },
  { label: 'name "նուռ" in Armenian', input: { name: 'նուռ', page: 1, size: 12 }, locale: 'hy' },
  { label: 'whole shop by name, page 20', input: { sortField: 'name', page: 20, size: 12 } },
  { label: 'page past the end', input: { category: 'armenian-ceramics', page: 5000, size: 12 } },
];

/** The search body of the case labelled `label` (bench:api sends the same searches over HTTP). */
export function searchInput(label: string): ProductSearchInput {
  const found = searchCases.find((c) => c.label === label);
  if (!found) throw new Error(`no search case labelled ${label}`);
  return found.input;
}
