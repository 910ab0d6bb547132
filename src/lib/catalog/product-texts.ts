import { LOCALES, type Locale } from '../i18n/locales.ts';

/**
 * A product's words in the three languages. English is required and always there; Armenian and Russian may be
 * missing (null), and then the shop shows the English text in their place, so a shopper never sees a blank.
 */
export interface ProductWords {
  name: string;
  desc: string;
  /** How to look after it; '' when it needs no care note. */
  care: string;
}

/** Stored translations: a field is null (or blank) where the owner has not written it yet. */
export type TranslatedWords = Record<
  Exclude<Locale, 'en'>,
  { name: string | null; desc: string | null; care: string | null }
>;

export const TRANSLATED_LOCALES = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');

const written = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** The words to show in `locale`: each field in that language where it is written, else the English one. */
export function wordsIn(locale: Locale, english: ProductWords, translated: TranslatedWords): ProductWords {
  if (locale === 'en') return english;
  const own = translated[locale];
  return {
    name: written(own.name) ? own.name : english.name,
    desc: written(own.desc) ? own.desc : english.desc,
    care: written(own.care) && english.care !== '' ? own.care : english.care,
  };
}

/** A name in `locale`: that language's where it is written, else the English one (as on the product pages). */
export function nameIn(
  locale: Locale,
  english: string,
  translated: Record<Exclude<Locale, 'en'>, string | null>,
): string {
  if (locale === 'en') return english;
  const own = translated[locale];
  return written(own) ? own : english;
}

/**
 * The languages whose words are incomplete: a name or description not written, or no care note where the
 * English one has one. The owner sees these marked; shoppers get English in their place.
 */
export function missingLanguages(english: ProductWords, translated: TranslatedWords): Locale[] {
  return TRANSLATED_LOCALES.filter((locale) => {
    const own = translated[locale];
    return (
      !written(own.name) ||
      (english.desc.trim() !== '' && !written(own.desc)) ||
      (english.care.trim() !== '' && !written(own.care))
    );
  });
}
