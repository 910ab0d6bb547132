import { describe, expect, it } from 'vitest';
import { formatWeight } from '../../lib/weight.ts';
import { designs } from './art/designs.ts';
import { formatGrams, formatQuantity, placeholderValues, render } from './product-texts.ts';
import { defaultSeedTemplates } from './templates.ts';

const data = defaultSeedTemplates();

describe('seed product texts', () => {
  it('writes weights as the shop does in English, with local units and decimal commas in Armenian and Russian', () => {
    for (const grams of [1, 49, 50, 850, 999, 1000, 1125, 2400, 18000])
      expect(formatGrams(grams, data.phrases, 'en')).toBe(formatWeight(grams));
    expect(formatGrams(850, data.phrases, 'ru')).toBe('850 г');
    expect(formatGrams(1250, data.phrases, 'ru')).toBe('1,25 кг');
    expect(formatGrams(1250, data.phrases, 'hy')).toBe('1,25 կգ');
  });

  it('writes decimal sizes with the language’s separator and leaves written sizes alone', () => {
    expect(['en', 'hy', 'ru'].map((l) => formatQuantity(0.6, data.phrases, l as 'en'))).toEqual(['0.6', '0,6', '0,6']);
    expect(formatQuantity('55 × 180', data.phrases, 'ru')).toBe('55 × 180');
  });

  it('fills a template with the picture’s words in every language', () => {
    const bowls = data.templates.find((t) => t.subCategory === 'round-bowls')!;
    const cobaltPomegranate = designs['ceramic-bowl'][0]!;
    const values = placeholderValues(data, bowls, cobaltPomegranate, 20);
    expect(render(bowls.names[2]!, values)).toEqual({
      en: 'Pomegranate bowl, Armenian pottery, 20 cm',
      hy: 'Թաս «Նուռ», հայկական խեցեգործություն, 20 սմ',
      ru: 'Чаша «Гранат», армянская керамика, 20 см',
    });
  });
});
