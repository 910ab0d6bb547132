/**
 * The shop's content as build-time pages need it (menus, footer, contact details). Imports content/*.json
 * directly so it bundles into the build; loadContent() validates the same files when the server starts.
 */
import categoriesFile from '../../../content/categories.json' with { type: 'json' };
import shopInfoFile from '../../../content/shop-info.json' with { type: 'json' };
import type { Category, ShopInfo } from '../../lib/content/types.ts';

export const categories: Category[] = categoriesFile.categories;
export const shopInfo: ShopInfo = shopInfoFile as ShopInfo;

/** `tel:` link target: digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
