import { missingLanguages } from '../../lib/catalog/product-texts.ts';
import { LOCALES, type Locale } from '../../lib/i18n/locales.ts';

/**
 * A product's words in the form, one set per language: name, description and care note as typed. English is
 * required; a blank Armenian or Russian field is sent blank and means "not written yet".
 */
export interface DraftWords {
  name: string;
  desc: string;
  care: string;
}

export type TranslatedDraftWords = Record<Exclude<Locale, 'en'>, DraftWords>;

/** The languages in tab order: English first, then the translations. */
export const WORD_LANGUAGES: readonly Locale[] = LOCALES;

export const emptyWords = (): DraftWords => ({ name: '', desc: '', care: '' });

/** Stored words (null: not written) as form text. */
export function wordsFromStored(words: { name: string | null; desc: string | null; care: string | null }): DraftWords {
  return { name: words.name ?? '', desc: words.desc ?? '', care: words.care ?? '' };
}

/** The words the form holds for `locale`. */
export function wordsFor(draft: DraftWords & { translations: TranslatedDraftWords }, locale: Locale): DraftWords {
  if (locale === 'en') return { name: draft.name, desc: draft.desc, care: draft.care };
  return draft.translations[locale];
}

/** The form state with one field of one language's words changed. */
export function withWord<D extends DraftWords & { translations: TranslatedDraftWords }>(
  draft: D,
  locale: Locale,
  field: keyof DraftWords,
  text: string,
): D {
  if (locale === 'en') return { ...draft, [field]: text };
  return {
    ...draft,
    translations: { ...draft.translations, [locale]: { ...draft.translations[locale], [field]: text } },
  };
}

/**
 * The tabs to mark as missing: English when its name is blank (it is required), and each translation the shop
 * would count as missing once saved (the same rule the product list uses).
 */
export function missingTabs(draft: DraftWords & { translations: TranslatedDraftWords }): Locale[] {
  const english = { name: draft.name, desc: draft.desc, care: draft.care };
  const translated = missingLanguages(english, draft.translations);
  return draft.name.trim() === '' ? ['en', ...translated] : translated;
}

/** Which tab arrow keys, Home and End move to (wrapping), per the WAI-ARIA tabs pattern; null for other keys. */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
