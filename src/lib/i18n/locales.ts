/**
 * Languages and localized URLs. HOW PAGES ARE LOCALIZED (follow this pattern):
 *
 *   English has no prefix (/about), Armenian and Russian do (/hy/about, /ru/about). A page is written ONCE, under
 *   `src/pages/[...locale]/`, and generates all three with `localeStaticPaths()` (undefined = English):
 *
 *     // src/pages/[...locale]/about.astro
 *     ---
 *     import { localeStaticPaths, type LocaleProps } from '../../lib/i18n/locales.ts';
 *     import { t } from '../../lib/i18n/t.ts';
 *     export const getStaticPaths = () => localeStaticPaths();
 *     const { locale } = Astro.props as LocaleProps;
 *     ---
 *     <ShopLayout locale={locale} title={t(locale, 'about.title')} …>
 *
 *   Pages with their own params cross them with the locales: `withLocales([{ params: { id: '7' }, props: {…} }])`.
 *   Links inside a page always go through `localizePath('/shop/rings', locale)`.
 *   Exception: 404 pages (src/pages/404.astro, hy/404.astro, ru/404.astro) because Astro treats /404 specially.
 *
 * Everything here is pure and safe in the browser.
 */
export const LOCALES = ['en', 'hy', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Props every localized page receives from `localeStaticPaths()` / `withLocales()`. */
export interface LocaleProps {
  locale: Locale;
}

/** Names of the languages in their own language, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hy: 'Հայերեն', ru: 'Русский' };
/** BCP 47 tags for Intl and og:locale. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', hy: 'hy-AM', ru: 'ru-RU' };
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', hy: 'hy_AM', ru: 'ru_RU' };

/** Key under which the switcher remembers the visitor's choice (localStorage and a cookie of the same name). */
export const LOCALE_STORAGE_KEY = 'shop:lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits `/hy/shop/rings?x=1` into `{ locale: 'hy', path: '/shop/rings', suffix: '?x=1' }`. */
export function splitLocale(url: string): { locale: Locale; path: string; suffix: string } {
  const cut = url.search(/[?#]/);
  const pathPart = cut === -1 ? url : url.slice(0, cut);
  const suffix = cut === -1 ? '' : url.slice(cut);
  const segments = pathPart.split('/').filter(Boolean);
  let locale: Locale = DEFAULT_LOCALE;
  if (segments.length > 0 && isLocale(segments[0]) && segments[0] !== DEFAULT_LOCALE) {
    locale = segments.shift() as Locale;
  } else if (segments[0] === DEFAULT_LOCALE) {
    segments.shift();
  }
  return { locale, path: `/${segments.join('/')}`, suffix };
}

export function localeFromPath(pathname: string): Locale {
  return splitLocale(pathname).locale;
}

/** The path without its language prefix and without a trailing slash: `/ru/about/` → `/about`. */
export function unlocalizedPath(pathname: string): string {
  return splitLocale(pathname).path;
}

/**
 * `/about` in `hy` → `/hy/about`; `/ru/shop?page=2` in `en` → `/shop?page=2`. Any existing prefix is replaced.
 * URLs have no trailing slash (the server serves `about/index.html` for `/about`); external URLs pass through.
 */
export function localizePath(path: string, locale: Locale): string {
  if (/^[a-z]+:|^\/\//i.test(path) || path.startsWith('#')) return path;
  const { path: bare, suffix } = splitLocale(path.startsWith('/') ? path : `/${path}`);
  if (locale === DEFAULT_LOCALE) return bare + suffix;
  return (bare === '/' ? `/${locale}` : `/${locale}${bare}`) + suffix;
}

export interface Alternate {
  hreflang: Locale | 'x-default';
  href: string;
}

/** hreflang alternates of a page in every language plus x-default (English); absolute when `site` is given. */
export function alternates(path: string, site?: string | URL): Alternate[] {
  const abs = (p: string) => (site ? new URL(p, site).href : p);
  const list: Alternate[] = LOCALES.map((locale) => ({ hreflang: locale, href: abs(localizePath(path, locale)) }));
  list.push({ hreflang: 'x-default', href: abs(localizePath(path, DEFAULT_LOCALE)) });
  return list;
}

interface StaticPath<P, Q> {
  params: P;
  props: Q;
}

/** getStaticPaths for a page under `src/pages/[...locale]/` without other params. */
export function localeStaticPaths(): StaticPath<{ locale: string | undefined }, LocaleProps>[] {
  return withLocales([{ params: {}, props: {} }]);
}

/** Crosses a page's own static paths with the three languages (English gets `locale: undefined`, no prefix). */
export function withLocales<P extends Record<string, string | number | undefined>, Q extends object>(
  paths: StaticPath<P, Q>[] | { params: P; props?: Q }[],
): StaticPath<P & { locale: string | undefined }, Q & LocaleProps>[] {
  return LOCALES.flatMap((locale) =>
    paths.map((p) => ({
      params: { ...p.params, locale: locale === DEFAULT_LOCALE ? undefined : locale },
      props: { ...((p.props ?? {}) as Q), locale },
    })),
  );
}
