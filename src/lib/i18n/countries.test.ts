import { describe, expect, it } from 'vitest';
import countriesFile from '../../../content/countries.json' with { type: 'json' };
import { countryKey, countryLabel, countryOptions } from './countries.ts';
import { translator } from './engine.ts';
import { countryName, dictionaries } from './t.ts';

const shopCountries = countriesFile.countries.map((c) => c.name);

describe('country names', () => {
  for (const locale of ['en', 'hy', 'ru'] as const) {
    it(`${locale} names every shop country`, () => {
      const missing = shopCountries.filter((name) => !dictionaries[locale][countryKey(name)]?.trim());
      expect(missing).toEqual([]);
    });
  }
  it('writes Armenian in Armenian letters and Russian in Cyrillic, never the English name left in place', () => {
    for (const name of shopCountries) {
      expect(countryName('hy', name), name).toMatch(/^[\u0531-\u058F\s\-’()]+$/u);
      expect(countryName('ru', name), name).toMatch(/^[\u0400-\u04FF\s\-’().]+$/u);
    }
  });
  it('keeps the stored name in English and falls back to it for an unknown country', () => {
    expect(countryName('en', 'Armenia')).toBe('Armenia');
    expect(countryName('hy', 'Armenia')).toBe('Հայաստան');
    expect(countryName('ru', 'Armenia')).toBe('Армения');
    expect(countryName('ru', 'Atlantis')).toBe('Atlantis');
  });
});

describe('countryLabel', () => {
  it("reads the island's messages, keeping a country they do not name as stored", () => {
    const t = translator('hy', { 'country.Armenia': 'Հայաստան' });
    expect(countryLabel(t, 'Armenia')).toBe('Հայաստան');
    expect(countryLabel(t, 'Atlantis')).toBe('Atlantis');
  });
});

describe('countryOptions', () => {
  const names = ['Albania', 'Armenia', 'Georgia', 'USA', 'Zambia'];
  const label = (locale: 'en' | 'hy' | 'ru') => (name: string) => countryName(locale, name);

  it('sorts by the label in the page language, keeping the stored name as the value', () => {
    expect(countryOptions(names, label('ru'), 'ru')).toEqual([
      { value: 'Albania', label: 'Албания' },
      { value: 'Armenia', label: 'Армения' },
      { value: 'Georgia', label: 'Грузия' },
      { value: 'Zambia', label: 'Замбия' },
      { value: 'USA', label: 'США' },
    ]);
    // Armenian alphabet order: Ալբանիա, ԱՄՆ, Զամբիա, Հայաստան, Վրաստան.
    expect(countryOptions(names, label('hy'), 'hy').map((o) => o.value)).toEqual([
      'Albania',
      'USA',
      'Zambia',
      'Armenia',
      'Georgia',
    ]);
    expect(countryOptions(names, label('en'), 'en').map((o) => o.value)).toEqual(names);
  });
  it('compares letters, not code points: case and accents do not split the order', () => {
    const labels: Record<string, string> = { a: 'éclair', b: 'Eagle', c: 'zebra', d: 'apple' };
    expect(countryOptions(['a', 'b', 'c', 'd'], (n) => labels[n]!, 'en').map((o) => o.label)).toEqual([
      'apple',
      'Eagle',
      'éclair',
      'zebra',
    ]);
  });
});
