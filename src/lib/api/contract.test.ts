import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../../tests/support/source-files.ts';
import type { z } from '../zod.ts';
import * as address from './address.ts';
import * as cart from './cart.ts';
import * as checkout from './checkout.ts';
import * as contactInbox from './contact-inbox.ts';
import * as dashboard from './dashboard.ts';
import * as discount from './discount.ts';
import * as error from './error.ts';
import * as mail from './mail.ts';
import * as newsletter from './newsletter.ts';
import * as order from './order.ts';
import * as product from './product.ts';
import * as profile from './profile.ts';
import * as search from './search.ts';
import * as stockAlert from './stock-alert.ts';
import * as suggest from './suggest.ts';

const modules = {
  address,
  cart,
  checkout,
  contactInbox,
  dashboard,
  discount,
  error,
  mail,
  newsletter,
  order,
  product,
  profile,
  search,
  stockAlert,
  suggest,
};

/** Every zod schema the contract exports, by its export name. */
const schemas = Object.values(modules).flatMap((module) =>
  Object.entries(module).filter(
    (entry): entry is [string, z.ZodType] => typeof (entry[1] as { _zod?: unknown })?._zod === 'object',
  ),
);

type Def = { type: string; [key: string]: unknown };

/** Each schema nested in `schema` (object fields, array items, unions, optional/nullable/pipe wrappers). */
function children(def: Def): z.ZodType[] {
  const found: z.ZodType[] = [];
  const visit = (value: unknown) => {
    if (value && typeof value === 'object' && '_zod' in value) found.push(value as z.ZodType);
  };
  for (const [key, value] of Object.entries(def)) {
    // A catch-all only says that extra fields of a request are ignored; every declared field is still typed.
    if (key === 'catchall') continue;
    if (key === 'shape' && value && typeof value === 'object') Object.values(value).forEach(visit);
    else if (Array.isArray(value)) value.forEach(visit);
    else visit(value);
  }
  return found;
}

function looseTypes(schema: z.ZodType, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const here = def.type === 'any' || def.type === 'unknown' ? [def.type] : [];
  return [...here, ...children(def).flatMap((child) => looseTypes(child, seen))];
}

/** The top-level field names of every object schema the contract exports, e.g. the Order's 26 fields. */
const shapes = schemas
  .map(([name, schema]) => {
    const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
    return def.type === 'object' ? { name, fields: Object.keys(def.shape as object) } : null;
  })
  .filter((shape): shape is { name: string; fields: string[] } => shape !== null && shape.fields.length >= 4);

/** Where the API's answers are read or written: the browser code, and the routes that declare the API. */
const callerFolders = [
  'src/features',
  'src/components',
  'src/layouts',
  'src/pages',
  'src/server/routes',
  'src/server/http',
];

/** The `{ … }` bodies of `interface X {`, `type X = {` and `z.object({`, with their top-level field names. */
function declaredBodies(source: string): Array<{ at: number; fields: Set<string> }> {
  const bodies: Array<{ at: number; fields: Set<string> }> = [];
  for (const match of source.matchAll(
    /interface\s+\w+(?:<[^>]*>)?(?:\s+extends\s+[^{]+)?\s*\{|type\s+\w+\s*=\s*\{|z\s*\.\s*object\(\s*\{/g,
  )) {
    let depth = 0;
    let top = '';
    for (let i = match.index + match[0].length - 1; i < source.length; i++) {
      const ch = source[i];
      if (ch === '{' || ch === '(' || ch === '[') depth++;
      else if (ch === '}' || ch === ')' || ch === ']') depth--;
      if (depth === 0) break;
      if (depth === 1) top += ch;
    }
    const fields = new Set(
      [...top.matchAll(/(?:^|[{,;\n])\s*(?:readonly\s+)?['"]?(\w+)['"]?\??\s*:/g)].map((m) => m[1]!),
    );
    bodies.push({ at: match.index, fields });
  }
  return bodies;
}

/** `line repeats Name` for each declaration in `source` that writes most of a contract shape's fields again. */
function copiesIn(source: string): string[] {
  const copies: string[] = [];
  for (const body of declaredBodies(source)) {
    for (const shape of shapes) {
      const shared = shape.fields.filter((field) => body.fields.has(field));
      // Most of a shape's fields again, in a body not much bigger than the shape, is a hand-written copy. A
      // four-field shape ({ id, name, price, image }) is in every card's data, so there only a near-exact body counts.
      const slack = shape.fields.length <= 4 ? 1 : 3;
      if (
        shared.length >= Math.max(4, Math.ceil(shape.fields.length * 0.75)) &&
        body.fields.size <= shape.fields.length + slack
      ) {
        copies.push(`${source.slice(0, body.at).split('\n').length} repeats ${shape.name}`);
      }
    }
  }
  return copies;
}

describe('the API contract (src/lib/api)', () => {
  it('declares no shape loosely: no z.any() or z.unknown() anywhere, the profile included', () => {
    const loose = schemas.filter(([, schema]) => looseTypes(schema).length > 0).map(([name]) => name);
    expect(loose).toEqual([]);
    expect(schemas.map(([name]) => name)).toContain('ProfileSchema');
  });

  it('is the only place an API shape is written: no island, page or route repeats one', () => {
    const copies = callerFolders
      .flatMap(sourceFiles)
      .flatMap((file) => copiesIn(fs.readFileSync(file, 'utf8')).map((copy) => `${file}:${copy}`));
    expect(copies).toEqual([]);
  });

  it('recognises a hand-written copy of a shape (so the check above can fail)', () => {
    const product = shapes.find((shape) => shape.name === 'ProductSchema')!;
    const copy = `import x from "y";\nexport interface Item {\n${product.fields.map((field) => `  ${field}: string;`).join('\n')}\n}`;
    expect(copiesIn(copy)).toContain('2 repeats ProductSchema');
    expect(copiesIn('const point = z.object({ x: z.number(), y: z.number() });')).toEqual([]);
  });
});
