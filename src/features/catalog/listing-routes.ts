import type { Category } from '../../lib/content/types.ts';
import type { ListingScope } from './listing-state.ts';

/**
 * Every listing URL the shop pre-renders, derived from the category tree.
 *
 *   /shop                      everything
 *   /shop/{category}           one category
 *   /shop/{sub}                that sub-category route in EVERY category that has it (routes repeat:
 *                              'magnets' is in four categories), matched exactly on product.subCategory
 *   /category/{category}/{sub} exactly one (category, sub-category) pair
 *
 * A sub-category route equal to a category route would make /shop/{x} ambiguous; the category wins there and the
 * sub-category stays reachable through /category/{category}/{sub}. (The shop's tree has no such clash today.)
 */
export interface ListingRoute {
  /** Unlocalized path, e.g. '/shop/magnets'. */
  path: string;
  scope: ListingScope;
  kind: 'all' | 'category' | 'sub' | 'pair';
  /** Route whose title names the page (category or sub-category route); absent for /shop. */
  titleRoute?: string;
  /** English title as entered (translated through the dictionary when it has one). */
  title: string;
  /** The category whose accordion panel starts open. */
  openCategory?: string;
  /** Where search engines should look for the same list (a unique pair is the same list as /shop/{sub}). */
  canonicalPath: string;
}

/** Sub-category route → the categories that have it, in tree order. */
export function subCategoryOwners(categories: readonly Category[]): Map<string, Category[]> {
  const owners = new Map<string, Category[]>();
  for (const category of categories) {
    for (const sub of category.subCategories) {
      const list = owners.get(sub.route) ?? [];
      list.push(category);
      owners.set(sub.route, list);
    }
  }
  return owners;
}

/**
 * The link for a sub-category under a category: /shop/{sub} when only that category has it (the short link), else
 * the exact pair, so 'Magnets' under Armenian Ceramics shows ceramic magnets only.
 */
const ownersCache = new WeakMap<readonly Category[], Map<string, Category[]>>();

export function subCategoryPath(categories: readonly Category[], categoryRoute: string, subRoute: string): string {
  let all = ownersCache.get(categories);
  if (!all) ownersCache.set(categories, (all = subCategoryOwners(categories)));
  const owners = all.get(subRoute) ?? [];
  const clashes = categories.some((c) => c.route === subRoute);
  return owners.length === 1 && owners[0]!.route === categoryRoute && !clashes
    ? `/shop/${subRoute}`
    : `/category/${categoryRoute}/${subRoute}`;
}

export function listingRoutes(categories: readonly Category[]): ListingRoute[] {
  const routes: ListingRoute[] = [{ path: '/shop', scope: {}, kind: 'all', title: 'Shop', canonicalPath: '/shop' }];
  const categoryRoutes = new Set(categories.map((c) => c.route));
  for (const category of categories) {
    routes.push({
      path: `/shop/${category.route}`,
      scope: { category: category.route },
      kind: 'category',
      titleRoute: category.route,
      title: category.title,
      openCategory: category.route,
      canonicalPath: `/shop/${category.route}`,
    });
  }
  const owners = subCategoryOwners(categories);
  for (const [route, cats] of owners) {
    if (categoryRoutes.has(route)) continue;
    const title = cats[0]!.subCategories.find((s) => s.route === route)!.title;
    routes.push({
      path: `/shop/${route}`,
      scope: { subCategory: route },
      kind: 'sub',
      titleRoute: route,
      title,
      // Open the only category that has it; with several, none is singled out.
      ...(cats.length === 1 ? { openCategory: cats[0]!.route } : {}),
      canonicalPath: `/shop/${route}`,
    });
  }
  for (const category of categories) {
    for (const sub of category.subCategories) {
      const path = `/category/${category.route}/${sub.route}`;
      routes.push({
        path,
        scope: { category: category.route, subCategory: sub.route },
        kind: 'pair',
        titleRoute: sub.route,
        title: sub.title,
        openCategory: category.route,
        canonicalPath: subCategoryPath(categories, category.route, sub.route),
      });
    }
  }
  return routes;
}

/**
 * Unlocalized listing paths that name another page as canonical (a unique /category/{category}/{sub} pair lists
 * the same as /shop/{sub}): the sitemap leaves them out, as search engines would.
 */
export function duplicateListingPaths(categories: readonly Category[]): Set<string> {
  return new Set(
    listingRoutes(categories)
      .filter((r) => r.canonicalPath !== r.path)
      .map((r) => r.path),
  );
}
