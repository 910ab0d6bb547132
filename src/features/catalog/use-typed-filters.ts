import { useEffect, useMemo, useRef, useState } from 'react';
import { debounce } from './debounce.ts';
import type { ListingFilters } from './listing-state.ts';
import { parsePrice, priceText } from './price-filter.ts';

export const TYPING_DEBOUNCE_MS = 350;

type Change = Partial<Omit<ListingFilters, 'page'>>;

/**
 * The typed filters (search, lowest and highest price): each field keeps what is being typed and commits it after
 * a pause, or at once on flush (Enter). Changes from outside (back button, reset) overwrite the drafts.
 */
export function useTypedFilters(filters: ListingFilters, onChange: (change: Change) => void) {
  const [q, setQ] = useState(filters.q);
  const [min, setMin] = useState(priceText(filters.minPrice));
  const [max, setMax] = useState(priceText(filters.maxPrice));
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  // Our own commits already match the filters; only outside changes replace a draft.
  useEffect(() => {
    setQ((draft) => (draft.trim() === filters.q.trim() ? draft : filters.q));
  }, [filters.q]);
  useEffect(() => {
    setMin((draft) => (parsePrice(draft) === filters.minPrice ? draft : priceText(filters.minPrice)));
  }, [filters.minPrice]);
  useEffect(() => {
    setMax((draft) => (parsePrice(draft) === filters.maxPrice ? draft : priceText(filters.maxPrice)));
  }, [filters.maxPrice]);

  const commit = useMemo(() => debounce((change: Change) => changeRef.current(change), TYPING_DEBOUNCE_MS), []);
  useEffect(() => () => commit.cancel(), [commit]);

  const typed = (next: { q?: string; min?: string; max?: string }) =>
    commit({ q: next.q ?? q, minPrice: parsePrice(next.min ?? min), maxPrice: parsePrice(next.max ?? max) });

  /** Sets the drafts of the fields given and commits them, with the others as they are, as one change. */
  const typeFields = (next: { q?: string; min?: string; max?: string }) => {
    if (next.q !== undefined) setQ(next.q);
    if (next.min !== undefined) setMin(next.min);
    if (next.max !== undefined) setMax(next.max);
    typed(next);
  };

  return {
    q,
    min,
    max,
    typeQ: (value: string) => typeFields({ q: value }),
    typeMin: (value: string) => typeFields({ min: value }),
    typeMax: (value: string) => typeFields({ max: value }),
    /** Several fields at once (text typed before the listing was live). */
    typeFields,
    /** Commits what is typed now (Enter). */
    flush: () => commit.flush(),
    /** Drops what waits to be committed (Reset). */
    cancel: () => commit.cancel(),
  };
}
