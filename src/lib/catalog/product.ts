/** The product as the API speaks it (SPEC.md §3): price in dollars, weight in grams, dates as ISO strings. */
export interface SizeQuantity {
  size: string;
  quantity: number;
}

export interface Product {
  id: number;
  name: string;
  desc: string;
  price: number;
  weight: number;
  category: string;
  subCategory: string | null;
  color: string | null;
  material: string | null;
  imageUrls: string[];
  sizeQuantities: SizeQuantity[];
  dateCreated: string;
}

/** SPEC §2: In Stock when the first size's quantity is above 0. */
export function isInStock(product: Pick<Product, 'sizeQuantities'>): boolean {
  return (product.sizeQuantities[0]?.quantity ?? 0) > 0;
}

export function totalQuantity(product: Pick<Product, 'sizeQuantities'>): number {
  return product.sizeQuantities.reduce((sum, s) => sum + s.quantity, 0);
}
