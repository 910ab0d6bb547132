import type { Db } from '../../src/server/db/client.ts';
import { products, productSizes } from '../../src/server/db/schema.ts';

/** A small hand-made catalog whose every row exists to prove one search rule. */
export interface FixtureProduct {
  key: string;
  name: string;
  priceCents: number;
  category: string;
  subCategory: string | null;
  material: string | null;
  color: string | null;
  createdAt: string;
  sizes: Array<{ size: string; quantity: number }>;
  deleted?: boolean;
}

const one = [{ size: 'One Size', quantity: 3 }];

export const fixtureProducts: FixtureProduct[] = [
  {
    key: 'bowl',
    name: 'Armenian ceramic pomegranate bowl, 20 cm',
    priceCents: 4500,
    category: 'armenian-ceramics',
    subCategory: 'bowls',
    material: 'Ceramic',
    color: 'red',
    createdAt: '2025-01-10T09:00:00Z',
    sizes: one,
  },
  {
    key: 'tile',
    name: 'armenian ceramic tile, 15 cm',
    priceCents: 2550,
    category: 'armenian-ceramics',
    subCategory: 'tiles',
    material: 'Ceramic',
    color: 'blue',
    createdAt: '2025-02-01T12:00:00Z',
    sizes: one,
  },
  {
    key: 'cross',
    name: 'Olive wood cross',
    priceCents: 1999,
    category: 'olive-wood-gifts',
    subCategory: 'olive-wood-crosses',
    material: 'Wood',
    color: 'brown',
    createdAt: '2025-03-05T00:00:00Z',
    sizes: one,
  },
  {
    key: 'percent',
    name: '50% off mug',
    priceCents: 1200,
    category: 'armenian-ceramics',
    subCategory: 'mugs',
    material: 'Ceramic',
    color: 'white',
    createdAt: '2025-03-20T23:59:59Z',
    sizes: one,
  },
  {
    key: 'fifty',
    name: '50 percent mug',
    priceCents: 1300,
    category: 'armenian-ceramics',
    subCategory: 'mugs',
    material: 'Ceramic',
    color: 'white',
    createdAt: '2025-03-21T00:00:00Z',
    sizes: one,
  },
  {
    key: 'ring',
    name: 'Silver ring_size band',
    priceCents: 16864,
    category: 'jerusalem-jewelry',
    subCategory: 'rings',
    material: 'Silver',
    color: 'silver',
    createdAt: '2025-04-02T10:00:00Z',
    // Position order is not alphabetical: the API must keep it.
    sizes: [
      { size: '10', quantity: 2 },
      { size: '5', quantity: 0 },
      { size: '7.5', quantity: 4 },
    ],
  },
  {
    key: 'backslash',
    name: 'Back\\slash vase',
    priceCents: 8000,
    category: 'armenian-ceramics',
    subCategory: 'vases',
    material: 'Ceramic',
    color: 'green',
    createdAt: '2025-05-01T08:00:00Z',
    sizes: one,
  },
  {
    key: 'regex',
    name: 'Keychain (a+)+$ edition',
    priceCents: 500,
    category: 'holy-land-gifts',
    subCategory: 'keychains',
    material: 'Metal',
    color: 'gold',
    createdAt: '2025-05-15T08:00:00Z',
    sizes: one,
  },
  {
    key: 'aaa',
    name: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaa!',
    priceCents: 700,
    category: 'holy-land-gifts',
    subCategory: 'magnets',
    material: 'Plastic',
    color: 'yellow',
    createdAt: '2025-05-16T08:00:00Z',
    sizes: one,
  },
  {
    key: 'kippa',
    name: 'Embroidered kippa',
    priceCents: 1200,
    category: 'clothing',
    subCategory: 'kippa',
    material: 'Textile',
    color: 'blue',
    createdAt: '2025-06-15T10:00:00Z',
    sizes: one,
  },
  {
    key: 'shirt',
    name: 'Jerusalem T-shirt',
    priceCents: 2550,
    category: 'clothing',
    subCategory: 't-shirt',
    material: 'Cotton',
    color: 'white',
    createdAt: '2025-06-15T10:00:00Z',
    sizes: ['S', 'M', 'L', 'XL', 'XXL'].map((size) => ({ size, quantity: 5 })),
  },
  {
    key: 'dreidel',
    name: 'Olive wood dreidel',
    priceCents: 950,
    category: 'holidays',
    subCategory: 'hanukkah',
    material: 'Wood',
    color: 'brown',
    createdAt: '2025-12-01T10:00:00Z',
    sizes: one,
  },
  {
    key: 'deleted',
    name: 'Armenian ceramic bowl (withdrawn)',
    priceCents: 4500,
    category: 'armenian-ceramics',
    subCategory: 'bowls',
    material: 'Ceramic',
    color: 'red',
    createdAt: '2025-12-31T10:00:00Z',
    sizes: one,
    deleted: true,
  },
];

export interface SeededProduct extends FixtureProduct {
  id: number;
}

/** Inserts the fixtures in the given order; returns them with their ids. */
export async function seedFixtures(db: Db, list: FixtureProduct[] = fixtureProducts): Promise<SeededProduct[]> {
  const seeded: SeededProduct[] = [];
  for (const p of list) {
    const [row] = await db
      .insert(products)
      .values({
        name: p.name,
        description: `About ${p.name}.`,
        priceCents: p.priceCents,
        weightGrams: 250,
        category: p.category,
        subCategory: p.subCategory,
        color: p.color,
        material: p.material,
        imageUrls: [`/media/products/${p.key}-1.webp`, `/media/products/${p.key}-2.webp`],
        createdAt: new Date(p.createdAt),
        deletedAt: p.deleted ? new Date('2026-01-01T00:00:00Z') : null,
      })
      .returning({ id: products.id });
    await db
      .insert(productSizes)
      .values(p.sizes.map((s, position) => ({ productId: row!.id, size: s.size, quantity: s.quantity, position })));
    seeded.push({ ...p, id: row!.id });
  }
  return seeded;
}
