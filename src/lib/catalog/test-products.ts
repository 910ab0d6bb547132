import type { Product } from '../api/product.ts';

let nextId = 0;

/** A product for the catalog rules' tests: only its place in the catalog and its date matter; ids count up. */
export function testProduct(category: string, subCategory: string | null, dateCreated: string): Product {
  nextId += 1;
  return {
    id: nextId,
    name: `P${nextId}`,
    desc: '',
    care: '',
    missingLanguages: [],
    price: 10,
    weight: 100,
    category,
    subCategory,
    color: null,
    material: null,
    imageUrls: [],
    sizeQuantities: [],
    dateCreated,
  };
}
