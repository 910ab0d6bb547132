import { isInStock } from '../../lib/catalog/product.ts';
import type { Product } from '../../lib/api/product.ts';

function absolute(url: string, siteUrl: string): string {
  return new URL(url, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/**
 * schema.org Product for a product page, in the page's language (name and description come worded in it; the
 * material is named by `materialName`); the layout writes it out with serializeJsonLd (src/lib/json-ld.ts).
 */
export function productJsonLd(
  product: Product,
  pageUrl: string,
  siteUrl: string,
  materialName: (material: string) => string = (m) => m,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.imageUrls.map((u) => absolute(u, siteUrl)),
    description: product.desc,
    sku: String(product.id),
    category: product.subCategory ? `${product.category} > ${product.subCategory}` : product.category,
    ...(product.color ? { color: product.color } : {}),
    ...(product.material ? { material: materialName(product.material) } : {}),
    ...(product.weight > 0 ? { weight: { '@type': 'QuantitativeValue', value: product.weight, unitCode: 'GRM' } } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: isInStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}
