import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/react.tsx';
import { debounce } from './debounce.ts';
import { DEFAULT_FILTERS, SORT_KEYS, priceRangeInverted, sameFilters, type ListingFilters as Filters, type SortKey } from './listing-state.ts';

export interface Option {
  value: string;
  label: string;
}

interface Props {
  filters: Filters;
  materials: Option[];
  colors: Option[];
  /** A new state (page already back to 1 when anything but the page changed). */
  onChange: (change: Partial<Omit<Filters, 'page'>>) => void;
  onReset: () => void;
}

export const TYPING_DEBOUNCE_MS = 350;

function priceText(value: number | null): string {
  return value === null ? '' : String(value);
}

function parsePrice(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.max(0, Math.round(n * 100) / 100) : null;
}

/**
 * Search, price range, material, colour and sort. Typed fields keep their own draft and commit after a pause
 * (or on Enter); selects commit at once. Drafts follow the filters when they change from outside (back button).
 */
export function ListingFiltersForm({ filters, materials, colors, onChange, onReset }: Props) {
  const t = useT();
  const [q, setQ] = useState(filters.q);
  const [min, setMin] = useState(priceText(filters.minPrice));
  const [max, setMax] = useState(priceText(filters.maxPrice));
  const [expanded, setExpanded] = useState(false);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  // Outside changes (history navigation, reset) overwrite drafts; our own commits already match them.
  useEffect(() => {
    setQ((draft) => (draft.trim() === filters.q.trim() ? draft : filters.q));
  }, [filters.q]);
  useEffect(() => {
    setMin((draft) => (parsePrice(draft) === filters.minPrice ? draft : priceText(filters.minPrice)));
  }, [filters.minPrice]);
  useEffect(() => {
    setMax((draft) => (parsePrice(draft) === filters.maxPrice ? draft : priceText(filters.maxPrice)));
  }, [filters.maxPrice]);

  const commitTyped = useMemo(
    () =>
      debounce((change: Partial<Omit<Filters, 'page'>>) => {
        changeRef.current(change);
      }, TYPING_DEBOUNCE_MS),
    [],
  );
  useEffect(() => () => commitTyped.cancel(), [commitTyped]);

  const typed = (next: { q?: string; min?: string; max?: string }) =>
    commitTyped({
      q: next.q ?? q,
      minPrice: parsePrice(next.min ?? min),
      maxPrice: parsePrice(next.max ?? max),
    });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    commitTyped.flush();
  }

  const inverted = priceRangeInverted(filters);
  const isDefault = sameFilters({ ...filters, page: 1 }, DEFAULT_FILTERS);
  const active = [filters.minPrice !== null, filters.maxPrice !== null, filters.material !== '', filters.color !== ''].filter(Boolean).length;
  // A shared link or the back button bringing filters shows them.
  const anyActive = active > 0;
  useEffect(() => {
    if (anyActive) setExpanded(true);
  }, [anyActive]);

  return (
    <form className={`listing-filters${expanded ? '' : ' is-collapsed'}`} role="search" onSubmit={onSubmit} aria-label={t('listing.filters')}>
      <div className="listing-filters__search lf-q">
        <label htmlFor="listing-q" className="sr-only">
          {t('listing.searchLabel')}
        </label>
        <input
          id="listing-q"
          className="input"
          type="search"
          name="q"
          value={q}
          maxLength={200}
          placeholder={t('listing.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => {
            setQ(e.target.value);
            typed({ q: e.target.value });
          }}
        />
      </div>
      <button
        type="button"
        className="btn btn--ghost listing-filters__toggle lf-toggle"
        aria-expanded={expanded}
        aria-controls="listing-more-filters"
        onClick={() => setExpanded((open) => !open)}
      >
        {active > 0 ? t('listing.moreFiltersCount', { count: active }) : t('listing.moreFilters')}
      </button>
      <div className="listing-filters__field lf-sort">
        <label htmlFor="listing-sort">{t('listing.sort')}</label>
        <select id="listing-sort" className="input" name="sort" value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as SortKey })}>
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`listing.sort.${key}`)}
            </option>
          ))}
        </select>
      </div>
      {/* On phones these fold away behind the toggle; wider screens always show them. */}
      <div id="listing-more-filters" className={`listing-filters__more${expanded ? ' is-open' : ''}`}>
        <div className="listing-filters__field lf-min">
          <label htmlFor="listing-min">{t('listing.minPrice')}</label>
          <input
            id="listing-min"
            className="input"
            type="number"
            name="min"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={min}
            aria-invalid={inverted || undefined}
            aria-describedby={inverted ? 'listing-status' : undefined}
            onChange={(e) => {
              setMin(e.target.value);
              typed({ min: e.target.value });
            }}
          />
        </div>
        <div className="listing-filters__field lf-max">
          <label htmlFor="listing-max">{t('listing.maxPrice')}</label>
          <input
            id="listing-max"
            className="input"
            type="number"
            name="max"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={max}
            aria-invalid={inverted || undefined}
            aria-describedby={inverted ? 'listing-status' : undefined}
            onChange={(e) => {
              setMax(e.target.value);
              typed({ max: e.target.value });
            }}
          />
        </div>
        <div className="listing-filters__field lf-mat">
          <label htmlFor="listing-material">{t('listing.material')}</label>
          <select id="listing-material" className="input" name="material" value={filters.material} onChange={(e) => onChange({ material: e.target.value })}>
            <option value="">{t('listing.allMaterials')}</option>
            {materials.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <div className="listing-filters__field lf-col">
          <label htmlFor="listing-color">{t('listing.color')}</label>
          <select id="listing-color" className="input" name="color" value={filters.color} onChange={(e) => onChange({ color: e.target.value })}>
            <option value="">{t('listing.allColors')}</option>
            {colors.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="listing-filters__actions lf-clear">
          <button
            type="button"
            className="btn btn--ghost listing-filters__reset"
            disabled={isDefault}
            onClick={() => {
              commitTyped.cancel();
              onReset();
            }}
          >
            {t('listing.clear')}
          </button>
        </div>
      </div>
    </form>
  );
}
