import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { defaultContentDir, displayName, readContentFile } from '../content/load.ts';
import { designs, designKinds } from './art/designs.ts';
import { detailTexts, placeholderValues, render } from './product-texts.ts';
import {
  catalogFileSchema,
  familiesFileSchema,
  phrasesFileSchema,
  templateSchema,
  vocabularyFileSchema,
  type Localized,
  type PartialTemplate,
  type SeedTemplates,
  type Template,
} from './template-schema.ts';

/**
 * Loads the seed catalog's data from content/seed/ and proves it complete before anything is generated: every file
 * matches its schema, every entry merged with its family is a whole template, every picture's tag has words in the
 * vocabulary, and every text of every template fills in English, Armenian and Russian for every picture and size.
 * A problem throws an Error that names the file and the entry.
 */

const SEED_DIR = 'seed';
const CATALOG_DIR = path.join(SEED_DIR, 'catalog');
const MAX_PROBLEMS = 20;

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** An entry on top of its family (and the family it builds on): the entry's own fields win. */
function withFamily(
  entry: PartialTemplate,
  families: Record<string, PartialTemplate>,
  seen: string[] = [],
): PartialTemplate {
  const { family, ...own } = entry;
  if (!family) return own;
  if (seen.includes(family)) throw new Error(`family "${family}" builds on itself (${[...seen, family].join(' → ')})`);
  const base = families[family];
  if (!base) throw new Error(`no family "${family}" in content/seed/families.json`);
  return { ...withFamily(base, families, [...seen, family]), ...own };
}

function readTemplates(contentDir: string, families: Record<string, PartialTemplate>): Template[] {
  // One file per category, read in file-name order: the order decides which product gets which id.
  const files = fs
    .readdirSync(path.join(contentDir, CATALOG_DIR))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.flatMap((name) => {
    const file = path.join(CATALOG_DIR, name);
    const { goods } = readContentFile(contentDir, file, catalogFileSchema);
    return goods.map((entry, index) => {
      const where = `${displayName(contentDir, file)}: goods.${index}`;
      let merged: PartialTemplate;
      try {
        merged = withFamily(entry, families);
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`);
      }
      const parsed = templateSchema.safeParse(merged);
      if (!parsed.success) throw new Error(`${where}: ${issues(parsed.error)}`);
      return { category: name.slice(0, -'.json'.length), ...parsed.data };
    });
  });
}

/** Everything that would break a product's text: unknown keys, missing words or forms, leftover placeholders. */
function seedTemplateProblems(data: SeedTemplates): string[] {
  const { templates, vocabulary, phrases } = data;
  const problems: string[] = [];
  const tryFill = (where: string, run: () => unknown) => {
    try {
      run();
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  };
  for (const kind of designKinds) {
    designs[kind].forEach((variant, i) => {
      for (const [group, key] of Object.entries(variant.tags)) {
        if (!vocabulary[group]?.[key])
          problems.push(`picture ${kind} #${i + 1}: "${key}" is not in vocabulary group "${group}"`);
      }
    });
  }
  const fixed: [string, Localized[]][] = [...Object.entries(phrases.origins), ...Object.entries(phrases.cares)];
  for (const [key, texts] of fixed)
    texts.forEach((text, i) => tryFill(`phrases ${key} #${i + 1}`, () => render(text, { en: {}, hy: {}, ru: {} })));
  for (const t of templates) {
    const where = `seed template ${t.category}/${t.subCategory} (${t.kind})`;
    if (!phrases.origins[t.origin]) problems.push(`${where}: origin "${t.origin}" is not in content/seed/phrases.json`);
    if (t.care !== null && !phrases.cares[t.care])
      problems.push(`${where}: care "${t.care}" is not in content/seed/phrases.json`);
    const texts = [...t.lead, ...detailTexts(t, phrases)];
    for (const [variantIndex, variant] of designs[t.kind].entries()) {
      for (const size of t.sizes ?? [undefined]) {
        const at = `${where}, picture #${variantIndex + 1}${size === undefined ? '' : `, size ${size}`}`;
        // Names are chosen before the weight is known, so they cannot use {weight}.
        const nameValues = placeholderValues(data, t, variant, size);
        const values = placeholderValues(data, t, variant, size, t.weight[0]);
        for (const name of t.names) tryFill(at, () => render(name, nameValues));
        for (const text of texts) tryFill(at, () => render(text, values));
      }
    }
    if (problems.length >= MAX_PROBLEMS) break;
  }
  return [...new Set(problems)].slice(0, MAX_PROBLEMS);
}

/** Reads and checks content/seed/ (under `contentDir`, the repo's content/ by default). */
export function loadSeedTemplates(contentDir: string = defaultContentDir): SeedTemplates {
  const { groups: vocabulary } = readContentFile(
    contentDir,
    path.join(SEED_DIR, 'vocabulary.json'),
    vocabularyFileSchema,
  );
  const { _note, ...phrases } = readContentFile(contentDir, path.join(SEED_DIR, 'phrases.json'), phrasesFileSchema);
  const { families } = readContentFile(contentDir, path.join(SEED_DIR, 'families.json'), familiesFileSchema);
  const data: SeedTemplates = { templates: readTemplates(contentDir, families), vocabulary, phrases };
  const problems = seedTemplateProblems(data);
  if (problems.length) throw new Error(problems.join('\n'));
  return data;
}

let cached: SeedTemplates | undefined;

/** The repo's seed templates, loaded and checked once per process. */
export function defaultSeedTemplates(): SeedTemplates {
  cached ??= loadSeedTemplates();
  return cached;
}
