import { LOCALES, type Locale } from '../../lib/i18n/locales.ts';
import { canMoveOrder, nextStatuses, type OrderStatusName } from '../../lib/orders/status.ts';
import { sizeName, t } from '../../lib/i18n/t.ts';
import { said, type LocalizedText, type ServerMessage } from './server-message.ts';

/** An order status (`Paid`) as the All Orders screen names it (English: the status itself), in every language, for a message's placeholder. */
export function statusWords(status: string): LocalizedText {
  return eachLocale((locale) => t(locale, `admin.status.${status}`));
}

/** Statuses as one "A or B" phrase in every language: English as the shop always wrote it, the others quoted («A» или «B»). */
export function eitherStatus(statuses: readonly string[]): LocalizedText {
  return eachLocale((locale) =>
    locale === 'en'
      ? statuses.join(' or ')
      : new Intl.ListFormat(locale, { type: 'disjunction' }).format(
          statuses.map((s) => `«${t(locale, `admin.status.${s}`)}»`),
        ),
  );
}

/** A size in every language ("One Size" → «Մեկ չափս»; S, M, 7.5 as they are), for a message's placeholder. */
export function sizeWords(size: string): LocalizedText {
  return eachLocale((locale) => sizeName(locale, size));
}

function eachLocale(word: (locale: Locale) => string): LocalizedText {
  return Object.fromEntries(LOCALES.map((locale) => [locale, word(locale)])) as Record<Locale, string>;
}

/** Why an administrator's move is refused, in the request's language; null when it is legal (the rules: lib/orders/status.ts). */
export function orderMoveMessage(from: OrderStatusName, to: OrderStatusName): ServerMessage | null {
  if (from === to) return said('api.orderIsAlready', { status: statusWords(to) });
  if (canMoveOrder(from, to)) return null;
  const allowed = nextStatuses(from);
  return allowed.length
    ? said('api.orderCannotBecome', { from: statusWords(from), to: statusWords(to), allowed: eitherStatus(allowed) })
    : said('api.orderCannotChange', { from: statusWords(from) });
}
