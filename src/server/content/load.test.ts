import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultContentDir, loadContent } from './load.ts';

const temps: string[] = [];
/** A copy of content/ in a temp dir with one file changed by `edit`. */
function brokenCopy(file: string, edit: (json: any) => unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  temps.push(dir);
  for (const f of fs.readdirSync(defaultContentDir).filter((name) => name.endsWith('.json')))
    fs.copyFileSync(path.join(defaultContentDir, f), path.join(dir, f));
  const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const replaced = edit(json);
  fs.writeFileSync(path.join(dir, file), typeof replaced === 'string' ? replaced : JSON.stringify(replaced ?? json));
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadContent', () => {
  it('loads the shop content with the reference counts', () => {
    const c = loadContent();
    expect(c.categories).toHaveLength(10);
    expect(c.categories.flatMap((x) => x.subCategories)).toHaveLength(149);
    expect(c.categories[0]!.route).toBe('anointing-oil-and-biblical-perfumes');
    expect(c.categories[1]!.subCategories[0]).toEqual({ title: 'Ash Tray', route: 'ash-tray' });
    expect(c.categories.every((x) => x.image === `/media/categories/${x.route}.webp`)).toBe(true);
    expect(c.colors).toHaveLength(27);
    expect(c.colors.at(-1)).toEqual({ name: 'Other', value: 'other' });
    expect(c.materials).toHaveLength(23);
    expect(c.countries).toHaveLength(77);
    expect(c.sizes.rings.variants.map((v) => v.size)).toEqual([
      '5',
      '5.5',
      '6',
      '6.5',
      '7',
      '7.5',
      '8',
      '8.5',
      '9',
      '9.5',
      '10',
      '10.5',
      '11',
      '11.5',
      '12',
      '12.5',
      '13',
      '13.5',
      '14',
    ]);
    expect(c.sizes.rings.variants[3]!.sku).toBe('armring-65');
    expect(c.sizes.clothing.sizes.map((s) => s.value)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(c.sizes.general.map((s) => s.value)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'custom']);
    expect(c.shippingRates.ems.groups).toHaveLength(13);
    expect(c.shopInfo.openingHours).toMatchObject({ open: '11:00', close: '18:00' });
    expect(c.shopInfo.shops).toHaveLength(2);
    expect(c.currency.ilsPerUsd).toBeGreaterThan(2);
  });

  it('names the file and the field of a wrong type', () => {
    const dir = brokenCopy('colors.json', (j) => {
      j.colors[3].value = 42;
    });
    expect(() => loadContent(dir)).toThrow(/colors\.json: colors\.3\.value: Invalid input: expected string/);
  });

  it('names the file and the field of a missing field', () => {
    const dir = brokenCopy('categories.json', (j) => {
      delete j.categories[2].subCategories[1].title;
    });
    expect(() => loadContent(dir)).toThrow(/categories\.json: categories\.2\.subCategories\.1\.title: /);
  });

  it('says when a file is not JSON or is missing', () => {
    expect(() => loadContent(brokenCopy('sizes.json', () => '{ "defaultSize": '))).toThrow(
      /sizes\.json: is not valid JSON/,
    );
    const dir = brokenCopy('currency.json', () => undefined);
    fs.rmSync(path.join(dir, 'currency.json'));
    expect(() => loadContent(dir)).toThrow(/currency\.json: cannot be read \(ENOENT\)/);
  });

  it('rejects duplicate category routes', () => {
    const dir = brokenCopy('categories.json', (j) => {
      j.categories[4].route = j.categories[1].route;
      j.categories[4].image = j.categories[1].image;
    });
    expect(() => loadContent(dir)).toThrow(
      /categories\.json: categories\.4: duplicate category route "armenian-ceramics"/,
    );
  });

  it('rejects a country whose group has no rate row', () => {
    const dir = brokenCopy('countries.json', (j) => {
      j.countries[5].emsGroup = 99;
    });
    expect(() => loadContent(dir)).toThrow(/countries\.json: countries\.5\.emsGroup: EMS group 99 has no rate row/);
  });

  it('rejects a size rule pointing at an unknown sub-category', () => {
    const dir = brokenCopy('sizes.json', (j) => {
      j.clothing.subCategories.push('socks');
    });
    expect(() => loadContent(dir)).toThrow(/sizes\.json: clothing\.subCategories\.2: no sub-category "socks"/);
  });
});
