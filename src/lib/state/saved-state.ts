import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

/** Saved state is forgotten after 5 hours, so a shared computer does not keep showing the last visitor. */
export const SAVED_STATE_MAX_AGE_MS = 18_000_000;

/** A saved value more than this far in the future came from a clock that was wrong: distrust it. */
const CLOCK_SKEW_MS = 60_000;

interface Saved<T> {
  savedAt: number;
  value: T;
}

/**
 * The encode/decode pair for `persistentAtom`: a value is stored with the time it was saved, and reads back as
 * `empty` once older than the limit (or unreadable). `empty` itself is never stored: setting it removes the key.
 */
export function expiringJson<T>(empty: T, now: () => number = Date.now, maxAgeMs = SAVED_STATE_MAX_AGE_MS) {
  return {
    encode(value: T): string | undefined {
      return value === empty ? undefined : JSON.stringify({ savedAt: now(), value } satisfies Saved<T>);
    },
    decode(raw: string): T {
      try {
        const saved = JSON.parse(raw) as Partial<Saved<T>> | null;
        const age = typeof saved?.savedAt === 'number' ? now() - saved.savedAt : Number.NaN;
        return age <= maxAgeMs && age >= -CLOCK_SKEW_MS && saved && 'value' in saved ? (saved.value as T) : empty;
      } catch {
        return empty;
      }
    },
  };
}

/**
 * A store kept in localStorage for 5 hours and shared by the open tabs (`@nanostores/persistent`). It holds the
 * saved value from the moment it is created, so islands read it in effects and event handlers, never while
 * rendering: the server's HTML and the first client render then agree.
 */
export function savedAtom<T>(key: string, empty: T): WritableAtom<T> {
  const store = persistentAtom<T>(key, empty, expiringJson(empty));
  // A stale or broken saved value reads as `empty`; setting that removes it from storage too.
  if (store.get() === empty) store.set(empty);
  return store;
}
