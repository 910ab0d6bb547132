import { describe, expect, it } from 'vitest';
import { createI18n, translate, translator } from './engine.ts';

const ru = {
  items_one: '{count} товар',
  items_few: '{count} товара',
  items_many: '{count} товаров',
  items_other: '{count} товара',
  hello: 'Здравствуйте, {name}',
};
const hy = { items_one: '{count} ապրանք', items_other: '{count} ապրանքներ' };

describe('plural rules', () => {
  const t = translator('ru', ru);
  it('Russian: one for 1, 21, 101; few for 2–4, 22–24; many for 0, 5–20, 25–30, 111–114; other for fractions', () => {
    expect([1, 21, 101].map((count) => t('items', { count }))).toEqual(['1 товар', '21 товар', '101 товар']);
    expect([2, 4, 22, 24].map((count) => t('items', { count }))).toEqual([
      '2 товара',
      '4 товара',
      '22 товара',
      '24 товара',
    ]);
    expect([0, 5, 11, 12, 14, 20, 25, 111, 114].map((count) => t('items', { count }))).toEqual([
      '0 товаров',
      '5 товаров',
      '11 товаров',
      '12 товаров',
      '14 товаров',
      '20 товаров',
      '25 товаров',
      '111 товаров',
      '114 товаров',
    ]);
    expect(t('items', { count: 1.5 })).toBe('1.5 товара');
  });

  it('Armenian: one for 0 and 1, other from 2', () => {
    const t = translator('hy', hy);
    expect([0, 1, 2, 5, 21].map((count) => t('items', { count }))).toEqual([
      '0 ապրանք',
      '1 ապրանք',
      '2 ապրանքներ',
      '5 ապրանքներ',
      '21 ապրանքներ',
    ]);
  });

  it('falls back to the _other form when a category is missing', () => {
    const t = translator('ru', { items_one: '{count} товар', items_other: '{count} шт.' });
    expect(t('items', { count: 3 })).toBe('3 шт.');
  });

  it('treats a count given as text as a plain placeholder', () => {
    expect(translator('ru', { x: 'всего {count}' })('x', { count: '7' })).toBe('всего 7');
  });
});

describe('placeholders and fallbacks', () => {
  const i18n = createI18n({ en: { greet: 'Hello, {name}', only: 'English only', lng: 'in {lng}' }, ru }, 'en', 'en');

  it('fills placeholders without escaping (Astro and React escape on output)', () => {
    expect(translate(i18n, 'ru', 'hello', { name: '<Ann & Bob>' })).toBe('Здравствуйте, <Ann & Bob>');
  });

  it('keeps a placeholder that was not given, and one named like an i18next option', () => {
    expect(translate(i18n, 'en', 'greet')).toBe('Hello, {name}');
    expect(translate(i18n, 'en', 'lng', { lng: 'Armenian' })).toBe('in Armenian');
  });

  it('falls back to English, then to the key', () => {
    expect(translate(i18n, 'ru', 'only')).toBe('English only');
    expect(translate(i18n, 'ru', 'no.such.key')).toBe('no.such.key');
  });

  it('reads dotted keys as flat names', () => {
    expect(translator('en', { 'a.b': 'flat', a: 'nested?' })('a.b')).toBe('flat');
  });

  it('makes one translator per message table and language', () => {
    expect(translator('ru', ru)).toBe(translator('ru', ru));
    expect(translator('ru', ru)).not.toBe(translator('hy', ru));
  });
});
