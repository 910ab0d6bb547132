import { persistentAtom } from '@nanostores/persistent';
import { parseRecent, type RecentView } from './recent-list.ts';

export const RECENTLY_VIEWED_KEY = 'shop:recentlyViewed';

/**
 * The products this browser looked at, newest first, kept in localStorage (a preference of this browser like
 * the language choice, so it does not expire with the session) and shared by the open tabs.
 */
export const $recentlyViewed = persistentAtom<RecentView[]>(RECENTLY_VIEWED_KEY, [], {
  encode: JSON.stringify,
  decode: parseRecent,
});
