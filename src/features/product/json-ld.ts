import { isInStock, type Product } from '../../lib/catalog/product.ts';

/**
 * schema.org data for product pages. The JSON goes inside an inline <script>, where `</script>` or `<!--` in a
 * product name would end or confuse the element; escaping <, >, & and the JS line separators as \u sequences
 * keeps the JSON identical in meaning and inert as HTML.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function absolute(url: string, siteUrl: string): string {
  return new URL(url, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

export function productJsonLd(product: Product, pageUrl: string, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.imageUrls.map((u) => absolute(u, siteUrl)),
    description: product.desc,
    sku: String(product.id),
    category: product.subCategory ? `${product.category} > ${product.subCategory}` : product.category,
    ...(product.color ? { color: product.color } : {}),
    ...(product.material ? { material: product.material } : {}),
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
