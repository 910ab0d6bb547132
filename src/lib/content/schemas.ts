import { z } from '../zod.ts';
import type { Category, ColorOption, Country, Currency, ShippingRates, ShopInfo, Sizes } from './types.ts';

/**
 * zod schemas for each content file (browser-safe). Unknown keys such as `_note` are dropped.
 * Each schema is checked against its hand-written type in types.ts, so the two cannot drift.
 */

const route = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case route like "olive-wood-gifts"');
const title = z.string().trim().min(1);
const money = z.number().positive().multipleOf(0.01);
const group = z.number().int().positive();

const subCategory = z.object({ title, route });

const category = z.object({
  title,
  route,
  image: z.string().regex(/^\/media\/[A-Za-z0-9/_-]+\.webp$/, 'must be a /media/….webp URL'),
  subCategories: z.array(subCategory).min(1),
});

const colorOption = z.object({ name: title, value: z.string().min(1) });
const sizeOption = z.object({ value: z.string().min(1), name: title });

const sizes = z.object({
  defaultSize: z.string().min(1),
  general: z.array(sizeOption).min(1),
  clothing: z.object({ subCategories: z.array(route), sizes: z.array(sizeOption).min(1) }),
  rings: z.object({
    subCategories: z.array(route),
    price: money,
    variants: z
      .array(
        z.object({
          size: z.string().regex(/^\d+(?:\.5)?$/, 'must be a ring size like "7" or "7.5"'),
          sku: z.string().regex(/^armring-\d+$/, 'must look like armring-NN'),
          demoStock: z.number().int().min(0),
        }),
      )
      .min(1),
  }),
});

const country = z.object({
  name: title,
  emsGroup: group.nullable(),
  ecoPostGroup: group.nullable(),
});

const shippingRates = z.object({
  currency: z.literal('ILS'),
  ems: z.object({
    groups: z.array(z.object({ group, upTo500g: money, upTo1000g: money, eachAdditional500g: money })).min(1),
  }),
  ecoPost: z.object({
    maxWeightGrams: z.number().int().positive(),
    groups: z.array(
      z.object({ group, bands: z.array(z.object({ maxGrams: z.number().int().positive(), price: money })).min(1) }),
    ),
  }),
});

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "11:00"');

const shopInfo = z.object({
  brand: z.object({ familyName: title, altName: z.string().optional(), since: z.string().optional(), location: title }),
  contact: z.object({ phone: z.string().regex(/^\+?[\d -]{7,}$/), email: z.email(), address: title }),
  openingHours: z.object({ days: title, open: time, close: time }),
  shops: z
    .array(
      z.object({
        name: title,
        street: z.string().optional(),
        streetNumber: z.string().optional(),
        landmark: z.string().optional(),
        mapLat: z.number().min(-90).max(90),
        mapLng: z.number().min(-180).max(180),
      }),
    )
    .min(1),
  social: z.array(z.object({ name: title, label: z.string().optional(), url: z.url({ protocol: /^https$/ }) })),
  languages: z.array(title),
});

const currency = z.object({
  shopCurrency: z.literal('USD'),
  tariffCurrency: z.literal('ILS'),
  ilsPerUsd: z.number().positive(),
});

/** One entry per file in content/: the file name and the schema of its whole JSON document. */
export const contentFileSchemas = {
  categories: { file: 'categories.json', schema: z.object({ categories: z.array(category).min(1) }) },
  colors: { file: 'colors.json', schema: z.object({ colors: z.array(colorOption).min(1) }) },
  materials: { file: 'materials.json', schema: z.object({ materials: z.array(title).min(1) }) },
  sizes: { file: 'sizes.json', schema: sizes },
  countries: { file: 'countries.json', schema: z.object({ countries: z.array(country).min(1) }) },
  shippingRates: { file: 'shipping-rates.json', schema: shippingRates },
  shopInfo: { file: 'shop-info.json', schema: shopInfo },
  currency: { file: 'currency.json', schema: currency },
} as const;

// Compile-time proof that the schemas produce exactly the types in types.ts.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<K extends keyof typeof contentFileSchemas> = z.output<(typeof contentFileSchemas)[K]['schema']>;
const schemaMatchesTypes: [
  Same<Out<'categories'>['categories'], Category[]>,
  Same<Out<'colors'>['colors'], ColorOption[]>,
  Same<Out<'materials'>['materials'], string[]>,
  Same<Out<'sizes'>, Sizes>,
  Same<Out<'countries'>['countries'], Country[]>,
  Same<Out<'shippingRates'>, ShippingRates>,
  Same<Out<'shopInfo'>, ShopInfo>,
  Same<Out<'currency'>, Currency>,
] = [true, true, true, true, true, true, true, true];
void schemaMatchesTypes;
