import { shopInfo } from '../../components/site/content.ts';
import type { Shop } from '../../lib/content/types.ts';

/** The two shops with their dictionary key (names and addresses are translated), in content order. */
export const shopKeys = ['zion', 'habad'] as const;
export type ShopKey = (typeof shopKeys)[number];

export interface KnownShop extends Shop {
  key: ShopKey;
}

export const shops: KnownShop[] = shopInfo.shops
  .slice(0, shopKeys.length)
  .map((shop, i) => ({ ...shop, key: shopKeys[i]! }));

/** OpenStreetMap embed around a shop (a small bounding box with a marker). */
export function osmEmbedUrl(shop: Shop, span = 0.004): string {
  const bbox = [shop.mapLng - span, shop.mapLat - span / 1.6, shop.mapLng + span, shop.mapLat + span / 1.6]
    .map((n) => n.toFixed(6))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${shop.mapLat},${shop.mapLng}`;
}

/** Link to the full map (for "open in a new tab" and the offline placeholder). */
export function osmLinkUrl(shop: Shop): string {
  return `https://www.openstreetmap.org/?mlat=${shop.mapLat}&mlon=${shop.mapLng}#map=18/${shop.mapLat}/${shop.mapLng}`;
}
