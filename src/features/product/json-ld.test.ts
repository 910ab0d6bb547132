import { describe, expect, it } from 'vitest';
import type { Product } from '../../lib/api/product.ts';
import { serializeJsonLd } from '../../lib/json-ld.ts';
import { breadcrumbJsonLd, productJsonLd } from './json-ld.ts';

const product: Product = {
  id: 42,
  name: 'Bowl </script><script>alert(1)</script> & <!-- more',
  desc: 'Line\u2028separator',
  care: '',
  missingLanguages: [],
  price: 168.6,
  weight: 850,
  category: 'armenian-ceramics',
  subCategory: 'round-bowls',
  color: 'blue',
  material: 'Ceramic',
  imageUrls: ['/media/p/42-a.webp', 'https://cdn.example/x.webp'],
  sizeQuantities: [{ size: 'One Size', quantity: 0 }],
  dateCreated: '2025-03-01T10:00:00.000Z',
};

describe('JSON-LD', () => {
  it('comes out of serializeJsonLd inert as HTML and the same once parsed', () => {
    const out = serializeJsonLd(productJsonLd(product, 'https://shop.example/product/42', 'https://shop.example'));
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
    // Still the same data once parsed.
    expect(JSON.parse(out).name).toBe(product.name);
    expect(JSON.parse(out).description).toBe(product.desc);
  });

  it('describes the offer in USD with availability from the first size', () => {
    const ld = productJsonLd(product, 'https://shop.example/product/42', 'https://shop.example/');
    expect(ld.offers).toMatchObject({
      price: '168.60',
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(ld.image).toEqual(['https://shop.example/media/p/42-a.webp', 'https://cdn.example/x.webp']);
    expect(ld.sku).toBe('42');
    const inStock = productJsonLd(
      { ...product, sizeQuantities: [{ size: 'S', quantity: 2 }] },
      'u',
      'https://s.example',
    );
    expect(inStock.offers.availability).toBe('https://schema.org/InStock');
  });

  it('names the material in the page language', () => {
    const ld = productJsonLd(product, 'u', 'https://s.example', (m) => (m === 'Ceramic' ? 'Керамика' : m));
    expect(ld.material).toBe('Керамика');
  });

  it('numbers breadcrumb items from 1', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', url: 'https://s.example/' },
      { name: 'Shop', url: 'https://s.example/shop' },
    ]);
    expect(ld.itemListElement.map((i) => [i.position, i.name])).toEqual([
      [1, 'Home'],
      [2, 'Shop'],
    ]);
  });
});
