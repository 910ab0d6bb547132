import { persistentAtom } from '@nanostores/persistent';
import { LOCALE_STORAGE_KEY, type Locale } from '../../lib/i18n/locales.ts';

/**
 * The language the visitor chose in the switcher, as a bare code in localStorage: the layout's boot script reads
 * it before the first paint to open an English page in that language. A preference, not a session, so it does not
 * expire after 5 hours (the `lang` cookie beside it keeps it for a year).
 */
export const $chosenLanguage = persistentAtom<Locale | undefined>(LOCALE_STORAGE_KEY, undefined, { listen: false });

/** Remembers the choice in localStorage and in the `lang` cookie. */
export function rememberLanguage(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `lang=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    $chosenLanguage.set(locale);
  } catch {
    // storage disabled: the cookie still remembers
  }
}
