import { describe, expect, it } from 'vitest';
import categoriesFile from '../../../content/categories.json' with { type: 'json' };
import type { Category } from '../../lib/content/types.ts';
import { duplicateListingPaths, listingRoutes, subCategoryPath } from './listing-routes.ts';

const shop = categoriesFile.categories as Category[];

const tiny: Category[] = [
  {
    title: 'Ceramics',
    route: 'ceramics',
    image: '',
    subCategories: [
      { title: 'Magnets', route: 'magnets' },
      { title: 'Tiles', route: 'tiles' },
    ],
  },
  {
    title: 'Gifts',
    route: 'gifts',
    image: '',
    subCategories: [
      { title: 'Magnets', route: 'magnets' },
      { title: 'Ceramics', route: 'ceramics' },
    ],
  },
];

describe('listing routes', () => {
  it('covers /shop, every category, every distinct sub-category and every pair, with unique paths', () => {
    const routes = listingRoutes(shop);
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const pairs = shop.reduce((n, c) => n + c.subCategories.length, 0);
    const subs = new Set(shop.flatMap((c) => c.subCategories.map((s) => s.route))).size;
    expect(routes).toHaveLength(1 + shop.length + subs + pairs);
    expect(routes.find((r) => r.path === '/shop/magnets')?.scope).toEqual({ subCategory: 'magnets' });
    expect(routes.find((r) => r.path === '/category/armenian-ceramics/magnets')?.scope).toEqual({
      category: 'armenian-ceramics',
      subCategory: 'magnets',
    });
  });

  it('lets a category win over a sub-category with the same route', () => {
    const routes = listingRoutes(tiny);
    const ceramics = routes.filter((r) => r.path === '/shop/ceramics');
    expect(ceramics).toHaveLength(1);
    expect(ceramics[0]!.scope).toEqual({ category: 'ceramics' });
    expect(routes.find((r) => r.path === '/category/gifts/ceramics')?.canonicalPath).toBe('/category/gifts/ceramics');
  });

  it('links a unique sub-category to /shop/{sub} and a repeated one to its exact pair', () => {
    expect(subCategoryPath(tiny, 'ceramics', 'tiles')).toBe('/shop/tiles');
    expect(subCategoryPath(tiny, 'ceramics', 'magnets')).toBe('/category/ceramics/magnets');
    expect(subCategoryPath(shop, 'armenian-ceramics', 'tiles')).toBe('/shop/tiles');
    expect(listingRoutes(tiny).find((r) => r.path === '/category/ceramics/tiles')?.canonicalPath).toBe('/shop/tiles');
  });

  it('names the pair pages whose canonical is another page, and only those', () => {
    expect([...duplicateListingPaths(tiny)]).toEqual(['/category/ceramics/tiles']);
    const duplicates = duplicateListingPaths(shop);
    expect(duplicates.has('/category/armenian-ceramics/tiles')).toBe(true);
    // A repeated sub-category's pair is its own canonical page; so are /shop and its category and sub pages.
    expect(duplicates.has('/category/armenian-ceramics/magnets')).toBe(false);
    for (const route of listingRoutes(shop)) {
      expect(duplicates.has(route.path), route.path).toBe(
        route.kind === 'pair' && route.canonicalPath === `/shop/${route.scope.subCategory}`,
      );
    }
  });
});
