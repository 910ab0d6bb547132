/**
 * i18n for React islands, without bundling dictionaries. The page passes the island its locale and the messages
 * it needs (`pickMessages(locale, ['cart.'])` in the .astro file); the island wraps itself once:
 *
 *   export default islandOf(Cart);   // <CartIsland client:load locale={locale} messages={…} …Cart's props />
 *   // anywhere below:  const t = useT();  t('cart.empty')  t('cart.items', { count: 3 })
 *
 * The engine is i18next (./engine.ts); this context is all the React binding the islands need.
 */
import { type ComponentType, createContext, type ReactNode, useContext, useMemo } from 'react';
import { translator, type Messages, type Translate } from './engine.ts';
import type { Locale } from './locales.ts';

export interface IslandI18nProps {
  locale: Locale;
  messages: Messages;
}

export { translator, type Translate };

interface I18nValue {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18nValue>({ locale: 'en', t: (key) => key });

export function I18nProvider({ locale, messages, children }: IslandI18nProps & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: translator(locale, messages) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

/** The island's message for `key`, or `fallback` where its dictionary has none (data that may be translated). */
export function useTOr(): (key: string, fallback: string) => string {
  const t = useT();
  return (key, fallback) => {
    const text = t(key);
    return text === key ? fallback : text;
  };
}

/** A size in the island's language: "One Size" has words in each language; S, M or 7.5 show as they are. */
export function useSizeName(): (size: string) => string {
  const tOr = useTOr();
  return (size) => tOr(`size.${size}`, size);
}

/** An island's default export: the component inside the provider of the page's language and messages. */
export function islandOf<P extends object>(Component: ComponentType<P>) {
  function Island({ locale, messages, ...props }: P & IslandI18nProps) {
    return (
      <I18nProvider locale={locale} messages={messages}>
        <Component {...(props as unknown as P)} />
      </I18nProvider>
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Island;
}
