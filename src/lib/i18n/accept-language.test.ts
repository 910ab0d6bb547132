import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './accept-language.ts';

describe('localeFromAcceptLanguage', () => {
  it('reads the language an island sends', () => {
    expect(localeFromAcceptLanguage('hy')).toBe('hy');
    expect(localeFromAcceptLanguage('ru')).toBe('ru');
    expect(localeFromAcceptLanguage('en')).toBe('en');
  });

  it("follows a browser's own order of preference, regions included", () => {
    expect(localeFromAcceptLanguage('ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ru');
    expect(localeFromAcceptLanguage('en;q=0.5, HY-am')).toBe('hy');
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,ru;q=0.3,hy;q=0.4')).toBe('hy');
    expect(localeFromAcceptLanguage('de, en;q=0.1')).toBe('en');
  });

  it('is null when it names none of the shop’s languages, or refuses them', () => {
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage('fr, de;q=0.5, *;q=0.1')).toBeNull();
    expect(localeFromAcceptLanguage('hy;q=0, ru;q=0.000')).toBeNull();
    expect(localeFromAcceptLanguage('ru;q=abc')).toBeNull();
  });
});
