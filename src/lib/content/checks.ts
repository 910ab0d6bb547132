import type { Content } from './types.ts';

export interface ContentProblem {
  /** File name inside content/, e.g. 'countries.json'. */
  file: string;
  /** Dotted path of the offending field, e.g. 'countries.12.emsGroup'. */
  path: string;
  message: string;
}

/** Checks across entries and files that a per-file schema cannot express. Empty when the content is consistent. */
export function contentProblems(content: Content): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const duplicates = (file: string, list: string, values: string[], what: string) => {
    const seen = new Map<string, number>();
    values.forEach((v, i) => {
      if (seen.has(v))
        problems.push({
          file,
          path: `${list}.${i}`,
          message: `duplicate ${what} "${v}" (also at ${list}.${seen.get(v)})`,
        });
      else seen.set(v, i);
    });
  };

  duplicates(
    'categories.json',
    'categories',
    content.categories.map((c) => c.route),
    'category route',
  );
  content.categories.forEach((c, i) =>
    duplicates(
      'categories.json',
      `categories.${i}.subCategories`,
      c.subCategories.map((s) => s.route),
      `sub-category route in ${c.route}`,
    ),
  );
  duplicates(
    'colors.json',
    'colors',
    content.colors.map((c) => c.value),
    'colour value',
  );
  duplicates('materials.json', 'materials', content.materials, 'material');
  duplicates(
    'countries.json',
    'countries',
    content.countries.map((c) => c.name),
    'country',
  );
  duplicates(
    'sizes.json',
    'rings.variants',
    content.sizes.rings.variants.map((v) => v.size),
    'ring size',
  );
  duplicates(
    'sizes.json',
    'rings.variants',
    content.sizes.rings.variants.map((v) => v.sku),
    'ring SKU',
  );

  const allSubRoutes = new Set(content.categories.flatMap((c) => c.subCategories.map((s) => s.route)));
  for (const kind of ['clothing', 'rings'] as const) {
    content.sizes[kind].subCategories.forEach((route, i) => {
      if (!allSubRoutes.has(route))
        problems.push({
          file: 'sizes.json',
          path: `${kind}.subCategories.${i}`,
          message: `no sub-category "${route}" in categories.json`,
        });
    });
  }

  const emsGroups = new Set(content.shippingRates.ems.groups.map((g) => g.group));
  const ecoGroups = new Set(content.shippingRates.ecoPost.groups.map((g) => g.group));
  content.countries.forEach((c, i) => {
    if (c.emsGroup === null && c.ecoPostGroup === null)
      problems.push({
        file: 'countries.json',
        path: `countries.${i}`,
        message: `${c.name} has neither an EMS nor an EcoPost group`,
      });
    if (c.emsGroup !== null && !emsGroups.has(c.emsGroup))
      problems.push({
        file: 'countries.json',
        path: `countries.${i}.emsGroup`,
        message: `EMS group ${c.emsGroup} has no rate row in shipping-rates.json`,
      });
    if (c.ecoPostGroup !== null && !ecoGroups.has(c.ecoPostGroup))
      problems.push({
        file: 'countries.json',
        path: `countries.${i}.ecoPostGroup`,
        message: `EcoPost group ${c.ecoPostGroup} has no rate row in shipping-rates.json`,
      });
  });

  content.shippingRates.ecoPost.groups.forEach((g, i) => {
    const ascending = g.bands.every((b, j) => j === 0 || b.maxGrams > g.bands[j - 1]!.maxGrams);
    if (!ascending)
      problems.push({
        file: 'shipping-rates.json',
        path: `ecoPost.groups.${i}.bands`,
        message: 'bands must ascend by maxGrams',
      });
  });

  const { open, close } = content.shopInfo.openingHours;
  if (open >= close)
    problems.push({
      file: 'shop-info.json',
      path: 'openingHours',
      message: `opens (${open}) after it closes (${close})`,
    });
  return problems;
}
