import { describe, expect, it } from 'vitest';
import { missingLanguages, nameIn, wordsIn, type TranslatedWords } from './product-texts.ts';

const english = { name: 'Pomegranate Bowl', desc: 'A hand-painted bowl.', care: 'Wash by hand.' };
const none = { name: null, desc: null, care: null };

describe('wordsIn', () => {
  const translated: TranslatedWords = {
    hy: { name: 'Նռան աման', desc: 'Ձեռքով նկարված աման։', care: 'Լվանալ ձեռքով։' },
    ru: { name: 'Чаша «Гранат»', desc: '  ', care: null },
  };

  it('answers English as stored', () => {
    expect(wordsIn('en', english, translated)).toBe(english);
  });

  it('answers each field in the language where it is written', () => {
    expect(wordsIn('hy', english, translated)).toEqual(translated.hy);
  });

  it('falls back to English field by field where a translation is missing or blank', () => {
    expect(wordsIn('ru', english, translated)).toEqual({
      name: 'Чаша «Гранат»',
      desc: english.desc,
      care: english.care,
    });
    expect(wordsIn('hy', english, { hy: none, ru: none })).toEqual(english);
  });

  it('shows no translated care note for goods whose English has none', () => {
    expect(wordsIn('hy', { ...english, care: '' }, translated).care).toBe('');
  });
});

describe('missingLanguages', () => {
  it('names the languages without a name, description or care note', () => {
    expect(missingLanguages(english, { hy: none, ru: none })).toEqual(['hy', 'ru']);
    expect(
      missingLanguages(english, {
        hy: { name: 'Աման', desc: 'Աման։', care: null },
        ru: { name: 'Чаша', desc: 'Чаша.', care: 'Мыть руками.' },
      }),
    ).toEqual(['hy']);
  });

  it('needs no care note where the English has none, and no description where the English has none', () => {
    expect(
      missingLanguages(
        { name: 'Bowl', desc: '', care: '' },
        { hy: { name: 'Աման', desc: null, care: null }, ru: { name: 'Чаша', desc: null, care: null } },
      ),
    ).toEqual([]);
  });
});

describe('nameIn', () => {
  const translated = { hy: 'Նռան աման', ru: ' ' };

  it('answers the language asked for where it is written', () => {
    expect(nameIn('hy', 'Pomegranate Bowl', translated)).toBe('Նռան աման');
    expect(nameIn('en', 'Pomegranate Bowl', translated)).toBe('Pomegranate Bowl');
  });

  it('falls back to English where the translation is missing or blank', () => {
    expect(nameIn('ru', 'Pomegranate Bowl', translated)).toBe('Pomegranate Bowl');
    expect(nameIn('hy', 'Pomegranate Bowl', { hy: null, ru: null })).toBe('Pomegranate Bowl');
  });
});
