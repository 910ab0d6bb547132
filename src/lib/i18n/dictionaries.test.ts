import { describe, expect, it } from 'vitest';
import { alternates, localizePath, splitLocale, withLocales } from './locales.ts';
import { dictionaries, pickMessages, t } from './t.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('dictionaries', () => {
  const en = dictionaries.en;
  for (const locale of ['hy', 'ru'] as const) {
    it(`${locale} translates every English key with the same placeholders`, () => {
      const table = dictionaries[locale];
      const baseKeys = new Set(Object.keys(table).map(base));
      const missing = Object.keys(en).filter((k) => !(k in table) && !baseKeys.has(base(k)));
      expect(missing).toEqual([]);
      const extra = Object.keys(table).filter((k) => !(k in en) && !(`${base(k)}_other` in en));
      expect(extra).toEqual([]);
      for (const [key, value] of Object.entries(table)) {
        const english = en[key as keyof typeof en] ?? en[`${base(key)}_other` as keyof typeof en];
        expect(placeholders(value), key).toEqual(placeholders(english));
      }
    });
  }
  it('has no empty messages', () => {
    for (const table of Object.values(dictionaries)) for (const [k, v] of Object.entries(table)) expect(v.trim(), k).not.toBe('');
  });
});

describe('t', () => {
  it('interpolates and picks plural forms per language', () => {
    expect(t('en', 'header.cartCount', { count: 1 })).toBe('Cart, 1 item');
    expect(t('en', 'header.cartCount', { count: 2 })).toBe('Cart, 2 items');
    expect(t('ru', 'header.cartCount', { count: 3 })).toBe('Корзина, 3 товара');
    expect(t('ru', 'header.cartCount', { count: 5 })).toBe('Корзина, 5 товаров');
    expect(t('en', 'topbar.welcomeUser', { name: 'Ann' })).toBe('Welcome back, Ann');
  });
  it('falls back to the key when nothing matches', () => {
    expect(t('hy', 'no.such.key')).toBe('no.such.key');
  });
  it('picks messages by prefix for islands', () => {
    const picked = pickMessages('ru', ['topbar.']);
    expect(picked['topbar.login']).toBe('Войти');
    expect(Object.keys(picked).every((k) => k.startsWith('topbar.'))).toBe(true);
  });
});

describe('localized paths', () => {
  it('adds, replaces and removes the prefix', () => {
    expect(localizePath('/about', 'hy')).toBe('/hy/about');
    expect(localizePath('/', 'ru')).toBe('/ru');
    expect(localizePath('/ru/shop/rings?page=2#top', 'en')).toBe('/shop/rings?page=2#top');
    expect(localizePath('/hy/', 'en')).toBe('/');
    expect(localizePath('/hy/faq', 'ru')).toBe('/ru/faq');
    expect(localizePath('https://example.com/x', 'hy')).toBe('https://example.com/x');
    expect(localizePath('/hyper', 'ru')).toBe('/ru/hyper');
  });
  it('splits a localized path', () => {
    expect(splitLocale('/hy/product/12')).toEqual({ locale: 'hy', path: '/product/12', suffix: '' });
    expect(splitLocale('/product/12/')).toEqual({ locale: 'en', path: '/product/12', suffix: '' });
  });
  it('lists alternates with x-default', () => {
    expect(alternates('/faq', 'https://shop.test')).toEqual([
      { hreflang: 'en', href: 'https://shop.test/faq' },
      { hreflang: 'hy', href: 'https://shop.test/hy/faq' },
      { hreflang: 'ru', href: 'https://shop.test/ru/faq' },
      { hreflang: 'x-default', href: 'https://shop.test/faq' },
    ]);
  });
  it('crosses static paths with locales', () => {
    const paths = withLocales([{ params: { id: '7' }, props: { name: 'x' } }]);
    expect(paths.map((p) => [p.params.locale, p.params.id, p.props.locale])).toEqual([
      [undefined, '7', 'en'],
      ['hy', '7', 'hy'],
      ['ru', '7', 'ru'],
    ]);
  });
});
