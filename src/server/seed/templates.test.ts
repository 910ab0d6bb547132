import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultContentDir } from '../content/load.ts';
import { loadSeedTemplates } from './templates.ts';

/** A copy of content/seed/ in a temporary folder, changed by `edit` before loading. */
function loadEdited(edit: (read: (file: string) => any, write: (file: string, json: unknown) => void) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-templates-'));
  made.push(dir);
  fs.cpSync(path.join(defaultContentDir, 'seed'), path.join(dir, 'seed'), { recursive: true });
  const file = (name: string) => path.join(dir, 'seed', name);
  edit(
    (name) => JSON.parse(fs.readFileSync(file(name), 'utf8')),
    (name, json) => fs.writeFileSync(file(name), JSON.stringify(json)),
  );
  return () => loadSeedTemplates(dir);
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadSeedTemplates', () => {
  it('reads the repo’s catalog: every category file, entries merged with their families, in file-name order', () => {
    const { templates } = loadSeedTemplates();
    expect(templates.length).toBeGreaterThan(150);
    expect(templates[0]).toMatchObject({
      category: 'anointing-oil-and-biblical-perfumes',
      subCategory: 'anointing-oil',
      kind: 'oil-bottle',
    });
    const magnets = templates.find((t) => t.category === 'christian-gifts' && t.subCategory === 'magnets')!;
    // From the magnets family, which builds on the ceramic family.
    expect(magnets).toMatchObject({
      kind: 'ceramic-magnets',
      origin: 'armenian',
      care: 'ceramicDecor',
      sizes: [5, 6, 7],
      unit: 'cm',
    });
    expect(templates.map((t) => t.category)).toEqual([...templates.map((t) => t.category)].sort());
  });

  it('names the file and entry of a text that lacks a language', () => {
    const load = loadEdited((read, write) => {
      const file = 'catalog/clothing.json';
      const json = read(file);
      delete json.goods[0].names[0].hy;
      write(file, json);
    });
    expect(load).toThrow(/seed[/\\]catalog[/\\]clothing\.json: goods\.0\.names\.0\.hy/);
  });

  it('refuses an unknown family, a misspelt field and an unknown origin', () => {
    const family = loadEdited((read, write) => {
      const json = read('catalog/holidays.json');
      json.goods[3].family = 'hanukkiah';
      write('catalog/holidays.json', json);
    });
    expect(family).toThrow(/holidays\.json: goods\.3: no family "hanukkiah"/);
    const field = loadEdited((read, write) => {
      const json = read('catalog/holidays.json');
      json.goods[0].leads = json.goods[0].lead;
      write('catalog/holidays.json', json);
    });
    expect(field).toThrow(/holidays\.json: goods\.0: .*leads/);
    const origin = loadEdited((read, write) => {
      const json = read('catalog/holidays.json');
      json.goods[0].origin = 'nowhere';
      write('catalog/holidays.json', json);
    });
    expect(origin).toThrow(/holidays\/christmas \(bauble\): origin "nowhere"/);
  });

  it('refuses a text whose placeholder form the vocabulary lacks for one of the pictures', () => {
    const load = loadEdited((read, write) => {
      const json = read('vocabulary.json');
      delete json.groups.metal.pewter.ru.f;
      write('vocabulary.json', json);
    });
    expect(load).toThrow(/\{Metal:f\} has no form "f"/);
  });

  it('refuses a picture whose tag has no words in the vocabulary', () => {
    const load = loadEdited((read, write) => {
      const json = read('vocabulary.json');
      delete json.groups.motif.peacock;
      write('vocabulary.json', json);
    });
    expect(load).toThrow(/picture ceramic-bowl #5: "peacock" is not in vocabulary group "motif"/);
  });
});
