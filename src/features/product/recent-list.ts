import { isLocale, type Locale } from '../../lib/i18n/locales.ts';

/** Kept in the browser; the product page shows up to RECENT_SHOWN of them besides the one on screen. */
export const RECENT_KEPT = 12;
export const RECENT_SHOWN = 8;

/**
 * A product the shopper looked at, as its page showed it: enough to draw a small card with no server call. The
 * name is kept per language of the pages it was seen on, so a card on another language's page uses that one when
 * known.
 */
export interface RecentView {
  id: number;
  names: Partial<Record<Locale, string>>;
  /** US dollars when it was seen. */
  price: number;
  /** First picture, or null. */
  image: string | null;
}

/** The list after viewing `seen`: it moves to the front (with the names it had from other languages), at most `kept`. */
export function recordView(list: readonly RecentView[], seen: RecentView, kept = RECENT_KEPT): RecentView[] {
  const before = list.find((view) => view.id === seen.id);
  const merged = { ...seen, names: { ...before?.names, ...seen.names } };
  return [merged, ...list.filter((view) => view.id !== seen.id)].slice(0, kept);
}

/** What a product page shows: the others, newest first, each with its name in `locale` (else English, else any). */
export function recentToShow(
  list: readonly RecentView[],
  currentId: number,
  locale: Locale,
  shown = RECENT_SHOWN,
): Array<{ id: number; name: string; price: number; image: string | null }> {
  return list
    .filter((view) => view.id !== currentId)
    .slice(0, shown)
    .map((view) => ({
      id: view.id,
      name: view.names[locale] ?? view.names.en ?? Object.values(view.names)[0] ?? '',
      price: view.price,
      image: view.image,
    }));
}

const isView = (value: unknown): value is RecentView => {
  const v = value as RecentView | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.id) &&
    v.id > 0 &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    (v.image === null || typeof v.image === 'string') &&
    typeof v.names === 'object' &&
    v.names !== null &&
    Object.entries(v.names).every(([locale, name]) => isLocale(locale) && typeof name === 'string')
  );
};

/** Reads the stored list back; anything unreadable or malformed is dropped rather than shown. */
export function parseRecent(text: string | undefined): RecentView[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter(isView).slice(0, RECENT_KEPT) : [];
  } catch {
    return [];
  }
}
