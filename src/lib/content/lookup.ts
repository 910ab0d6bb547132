import type { Category, Content, SizeOption, SubCategory } from './types.ts';

/** Pure look-ups over the shop's content, shared by the browser and the server. */

export function findCategory(content: Content, route: string): Category | undefined {
  return content.categories.find((c) => c.route === route);
}

/** Sub-category routes repeat across categories, so a sub-category is found within its category. */
export function findSubCategory(content: Content, category: string, subCategory: string): SubCategory | undefined {
  return findCategory(content, category)?.subCategories.find((s) => s.route === subCategory);
}

export function subCategoryBelongs(content: Content, category: string, subCategory: string): boolean {
  return findSubCategory(content, category, subCategory) !== undefined;
}

export function isRingSubCategory(content: Content, subCategory: string | null | undefined): boolean {
  return !!subCategory && content.sizes.rings.subCategories.includes(subCategory);
}

export function isClothingSubCategory(content: Content, subCategory: string | null | undefined): boolean {
  return !!subCategory && content.sizes.clothing.subCategories.includes(subCategory);
}

/**
 * The sizes a product of this sub-category is offered in: ring sizes for rings, S–XXL for clothing,
 * otherwise the general list (XS–XL and 'custom').
 */
export function sizesForSubCategory(content: Content, subCategory: string | null | undefined): SizeOption[] {
  if (isRingSubCategory(content, subCategory))
    return content.sizes.rings.variants.map((v) => ({ value: v.size, name: v.size }));
  if (isClothingSubCategory(content, subCategory)) return content.sizes.clothing.sizes;
  return content.sizes.general;
}

/** The SKU of one ring size ('armring-75' for 7.5), or undefined when the size is not a ring size. */
export function ringSku(content: Content, size: string): string | undefined {
  return content.sizes.rings.variants.find((v) => v.size === size)?.sku;
}

export function colorName(content: Content, value: string): string | undefined {
  return content.colors.find((c) => c.value === value)?.name;
}

export function findCountry(content: Content, name: string) {
  return content.countries.find((c) => c.name === name);
}
