import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { contentProblems } from '../../lib/content/checks.ts';
import { contentFileSchemas } from '../../lib/content/schemas.ts';
import type { Content } from '../../lib/content/types.ts';

export const defaultContentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content');

/** How a file is named in messages: 'content/colors.json' for the repo's folder, the full path otherwise. */
export function displayName(dir: string, file: string): string {
  const full = path.join(dir, file);
  return path.resolve(dir) === defaultContentDir ? `content/${file}` : full;
}

function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.length ? issue.path.map(String).join('.') : '(root)';
}

/** Reads `dir/file` as JSON checked by `schema`; a problem throws an Error naming the file and the field. */
export function readContentFile<S extends z.ZodType>(dir: string, file: string, schema: S): z.output<S> {
  const name = displayName(dir, file);
  let raw: string;
  try {
    raw = fs.readFileSync(path.join(dir, file), 'utf8');
  } catch (error) {
    throw new Error(`${name}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new Error(`${name}: is not valid JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.slice(0, 10).map((i) => `${name}: ${issuePath(i)}: ${i.message}`);
    const more = parsed.error.issues.length > 10 ? `\n… and ${parsed.error.issues.length - 10} more` : '';
    throw new Error(lines.join('\n') + more);
  }
  return parsed.data;
}

/**
 * Reads and validates every content file. Throws an Error naming the file and field of the first problems found,
 * so a broken file stops the start with a clear message.
 */
export function loadContent(dir: string = defaultContentDir): Content {
  const f = contentFileSchemas;
  const content: Content = {
    categories: readContentFile(dir, f.categories.file, f.categories.schema).categories,
    colors: readContentFile(dir, f.colors.file, f.colors.schema).colors,
    materials: readContentFile(dir, f.materials.file, f.materials.schema).materials,
    sizes: readContentFile(dir, f.sizes.file, f.sizes.schema),
    countries: readContentFile(dir, f.countries.file, f.countries.schema).countries,
    shippingRates: readContentFile(dir, f.shippingRates.file, f.shippingRates.schema),
    shopInfo: readContentFile(dir, f.shopInfo.file, f.shopInfo.schema),
    currency: readContentFile(dir, f.currency.file, f.currency.schema),
  };
  const problems = contentProblems(content);
  if (problems.length)
    throw new Error(problems.map((p) => `${displayName(dir, p.file)}: ${p.path}: ${p.message}`).join('\n'));
  return content;
}

let cached: Content | undefined;

/** The repo's content, loaded once per process. */
export function defaultContent(): Content {
  cached ??= loadContent();
  return cached;
}
