import { atom, onSet, type WritableAtom } from 'nanostores';

/** SPEC §9: saved state is wiped when older than 5 hours. */
export const SAVED_STATE_MAX_AGE_MS = 18_000_000;

interface Saved<T> {
  savedAt: number;
  value: T;
}

/** Reads a saved value, or undefined when it is missing, unreadable or older than the limit. */
export function readSaved<T>(raw: string | null, now: number, maxAgeMs = SAVED_STATE_MAX_AGE_MS): T | undefined {
  if (!raw) return undefined;
  try {
    const saved = JSON.parse(raw) as Saved<T>;
    if (typeof saved?.savedAt !== 'number' || now - saved.savedAt > maxAgeMs || now < saved.savedAt - 60_000) return undefined;
    return saved.value;
  } catch {
    return undefined;
  }
}

/**
 * An atom persisted to localStorage with the time it was saved; stale or broken values fall back to `initial`.
 * It starts at `initial` and reads storage only when `restore()` is called (after mount), so server HTML and the
 * first client render agree.
 */
export function persistedAtom<T>(key: string, initial: T): WritableAtom<T> & { restore(): void } {
  const store = atom<T>(initial) as WritableAtom<T> & { restore(): void };
  let restoring = false;
  store.restore = () => {
    if (typeof localStorage === 'undefined') return;
    const value = readSaved<T>(localStorage.getItem(key), Date.now());
    restoring = true;
    store.set(value === undefined ? initial : value);
    restoring = false;
    if (value === undefined) localStorage.removeItem(key);
  };
  onSet(store, ({ newValue }) => {
    if (restoring || typeof localStorage === 'undefined') return;
    if (newValue === initial || newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), value: newValue } satisfies Saved<T>));
  });
  if (typeof window !== 'undefined') {
    // Another tab signed in or out: follow it.
    window.addEventListener('storage', (e) => {
      if (e.key === key) store.restore();
    });
  }
  return store;
}
