import type { Product, SizeQuantity } from '../../../lib/api/product.ts';
import { fromCents } from '../../../lib/money.ts';

/** The product columns the API reads, as drizzle hands them back. */
export interface ProductRow {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  weightGrams: number;
  category: string;
  subCategory: string | null;
  color: string | null;
  material: string | null;
  imageUrls: string[];
  createdAt: Date;
}

/** A database row and its size rows (already in position order) as the API's Product. */
export function toProduct(row: ProductRow, sizes: SizeQuantity[]): Product {
  return {
    id: row.id,
    name: row.name,
    desc: row.description,
    price: fromCents(row.priceCents),
    weight: row.weightGrams,
    category: row.category,
    subCategory: row.subCategory,
    color: row.color,
    material: row.material,
    imageUrls: Array.isArray(row.imageUrls) ? row.imageUrls : [],
    sizeQuantities: sizes,
    dateCreated: row.createdAt.toISOString(),
  };
}
