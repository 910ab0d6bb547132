import { describe, expect, it } from 'vitest';
import { alternates, localizePath, splitLocale, withLocales } from './locales.ts';
import { dictionaries, pickMessages, pluralForms, t } from './t.ts';

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
  for (const locale of ['en', 'hy', 'ru'] as const) {
    it(`${locale} writes every plural key in each of its plural categories, and no others`, () => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const pluralKeys = Object.keys(dictionaries[locale]).filter((k) => k !== base(k));
      expect(pluralKeys.length).toBeGreaterThan(0);
      for (const key of new Set(pluralKeys.map(base))) {
        const written = pluralKeys.filter((k) => base(k) === key).map((k) => k.slice(key.length + 1));
        expect(written.sort(), key).toEqual([...categories].sort());
      }
    });
  }
  it('has no empty messages', () => {
    for (const table of Object.values(dictionaries))
      for (const [k, v] of Object.entries(table)) expect(v.trim(), k).not.toBe('');
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
  it('agrees numbers with nouns in Russian and Armenian', () => {
    expect([1, 3, 5, 21].map((count) => t('ru', 'faq.a.countries', { count }))).toEqual([
      'Мы отправляем почтой Израиля в 1 страну:',
      'Мы отправляем почтой Израиля в 3 страны:',
      'Мы отправляем почтой Израиля в 5 стран:',
      'Мы отправляем почтой Израиля в 21 страну:',
    ]);
    expect(t('ru', 'listing.count', { count: 480 })).toBe('480 товаров');
    expect(t('ru', 'listing.count', { count: 482 })).toBe('482 товара');
    expect(t('hy', 'admin.form.uploading', { count: 1 })).toBe('Վերբեռնվում է 1 նկար…');
    expect(t('hy', 'admin.form.uploading', { count: 3 })).toBe('Վերբեռնվում են 3 նկարներ…');
    expect(t('en', 'faq.a.countries', { count: 1 })).toBe('We ship with Israel Post to 1 country:');
  });
  it('lists the plural forms of a key for scripts that pick one at run time', () => {
    expect(pluralForms('ru', 'header.cartCount')).toEqual({
      one: 'Корзина, {count} товар',
      few: 'Корзина, {count} товара',
      many: 'Корзина, {count} товаров',
      other: 'Корзина, {count} товаров',
    });
    expect(Object.keys(pluralForms('hy', 'header.cartCount'))).toEqual(['one', 'other']);
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
