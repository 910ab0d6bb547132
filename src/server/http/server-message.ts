import type { Locale } from '../../lib/i18n/locales.ts';
import { t, type MessageKey } from '../../lib/i18n/t.ts';

/**
 * A message the API sends a person: a key of the shop's dictionaries (src/i18n, `api.` keys) and its values,
 * worded in the request's language when the answer is written. English keeps the spec's exact texts.
 */

type PluralSuffix = '_one' | '_few' | '_many' | '_other' | '_zero' | '_two';
type WithoutPlural<K> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** Every message the server may send: the dictionaries' `api.` keys (plural keys by their base). */
export type ServerMessageKey = WithoutPlural<Extract<MessageKey, `api.${string}`>>;

/** A product's name or another text the shop holds in each language. */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** A placeholder's value: plain, worded per language, or a whole message of its own (a reason inside a sentence). */
export type MessageValue = string | number | LocalizedText | ServerMessage;

export type MessageVars = Readonly<Record<string, MessageValue>>;

export interface ServerMessage {
  key: ServerMessageKey;
  vars?: MessageVars;
}

export const said = (key: ServerMessageKey, vars?: MessageVars): ServerMessage => (vars ? { key, vars } : { key });

/** The message in `locale`; a numeric `count` picks the plural form. */
export function wordsOf(message: ServerMessage, locale: Locale): string {
  if (!message.vars) return t(locale, message.key);
  const vars = Object.fromEntries(Object.entries(message.vars).map(([name, value]) => [name, valueIn(value, locale)]));
  return t(locale, message.key, vars);
}

function valueIn(value: MessageValue, locale: Locale): string | number {
  if (typeof value !== 'object') return value;
  return 'key' in value && typeof value.key === 'string'
    ? wordsOf(value as ServerMessage, locale)
    : (value as LocalizedText)[locale];
}

/** The same text in every language (a shop name, a code, a provider's own words). */
export const sameInEvery = (text: string): LocalizedText => ({ en: text, hy: text, ru: text });

/** A dictionary entry as a value in each language (a status, a field's name), for a message's placeholder. */
export function wordsFromDictionary(key: string): LocalizedText {
  return { en: t('en', key), hy: t('hy', key), ru: t('ru', key) };
}
