import type { Content } from '../../../lib/content/types.ts';
import type { ProductFacts } from '../../../lib/products/product-input.ts';

/** What the product rules need from the shop's content: categories, stored colour values and materials. */
export function productFacts(content: Pick<Content, 'categories' | 'colors' | 'materials'>): ProductFacts {
  return {
    categories: content.categories,
    colors: content.colors.map((c) => c.value),
    materials: content.materials,
  };
}
