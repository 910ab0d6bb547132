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

export type MessageVars = Readonly<Record<string, string | number | LocalizedText>>;

export interface ServerMessage {
  key: ServerMessageKey;
  vars?: MessageVars;
}

export const said = (key: ServerMessageKey, vars?: MessageVars): ServerMessage => (vars ? { key, vars } : { key });

/** The message in `locale`; a numeric `count` picks the plural form. */
export function wordsOf(message: ServerMessage, locale: Locale): string {
  if (!message.vars) return t(locale, message.key);
  const vars = Object.fromEntries(
    Object.entries(message.vars).map(([name, value]) => [name, typeof value === 'object' ? value[locale] : value]),
  );
  return t(locale, message.key, vars);
}
