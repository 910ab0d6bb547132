/**
 * The second collections menu: Ceramics, Jewelry, Clothing and Holidays, each split into types with an
 * icon. The old site's placeholder types (tiles, biblical-tiles, bowls, jewelry/rings, jewelry/necklaces,
 * religious/crosses, souvenirs/keychains…) are mapped onto real listings of the category tree; a type whose
 * listing is empty is left out at build time, so every tile leads somewhere with products.
 */
import type { ListingScope } from '../catalog/listing-state.ts';

export const COLLECTION_GROUPS = ['ceramics', 'jewelry', 'clothing', 'holidays'] as const;
export type CollectionGroup = (typeof COLLECTION_GROUPS)[number];

export interface CollectionType {
  /** Dictionary key suffix (`collections.type.{key}`) and icon name. */
  key: string;
  group: CollectionGroup;
  /** Unlocalized listing path; must be one of listingRoutes(). */
  path: string;
  /** The listing's scope, for counting its products at build time. */
  scope: ListingScope;
}

const sub = (group: CollectionGroup, key: string, route: string): CollectionType => ({
  key,
  group,
  path: `/shop/${route}`,
  scope: { subCategory: route },
});

export const COLLECTION_TYPES: readonly CollectionType[] = [
  sub('ceramics', 'tiles', 'tiles'),
  {
    key: 'biblical-tiles',
    group: 'ceramics',
    path: '/category/armenian-ceramics/judaica',
    scope: { category: 'armenian-ceramics', subCategory: 'judaica' },
  },
  sub('ceramics', 'bowls', 'round-bowls'),
  sub('ceramics', 'plates', 'flat-plate'),
  sub('ceramics', 'mugs', 'mugs'),
  sub('ceramics', 'vases', 'vases'),
  sub('ceramics', 'pomegranates', 'pomegranates'),
  sub('jewelry', 'rings', 'rings'),
  sub('jewelry', 'necklaces', 'necklaces-metal-stainless-steel-gold-plated'),
  sub('jewelry', 'bracelets', 'bracelets'),
  sub('jewelry', 'pendants', 'charm-pendants'),
  sub('jewelry', 'crosses', 'crosses'),
  sub('jewelry', 'keychains', 'keychains'),
  sub('clothing', 't-shirts', 't-shirt'),
  sub('clothing', 'hats', 'hats'),
  sub('clothing', 'kippot', 'kippa'),
  sub('clothing', 'tallit', 'prayer-shawl-tallit'),
  sub('clothing', 'scarves', 'scarves'),
  sub('clothing', 'bags', 'israel-jerusalem-bags-purses-wallets'),
  sub('holidays', 'christmas', 'christmas'),
  sub('holidays', 'easter', 'easter'),
  sub('holidays', 'hanukkah', 'hanukkah'),
  sub('holidays', 'passover', 'passover'),
  sub('holidays', 'purim', 'purim'),
  sub('holidays', 'rosh-hashanah', 'rosh-hashanah'),
  sub('holidays', 'shabbat', 'shabbat'),
  sub('holidays', 'sukkot', 'sukkot'),
];

/** The menu as shown: per group, its types that have products (with their counts); empty groups dropped. */
export function collectionMenu(
  count: (scope: ListingScope) => number,
  types: readonly CollectionType[] = COLLECTION_TYPES,
): Array<{ group: CollectionGroup; types: Array<CollectionType & { count: number }> }> {
  return COLLECTION_GROUPS.map((group) => ({
    group,
    types: types
      .filter((t) => t.group === group)
      .map((t) => ({ ...t, count: count(t.scope) }))
      .filter((t) => t.count > 0),
  })).filter((g) => g.types.length > 0);
}
