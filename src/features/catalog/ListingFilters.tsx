import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { useT } from '../../lib/i18n/react.tsx';
import type { Option } from './filter-option.ts';
import {
  DEFAULT_FILTERS,
  SORT_KEYS,
  priceRangeInverted,
  sameFilters,
  type ListingFilters as Filters,
  type SortKey,
} from './listing-state.ts';
import { PriceFilterField } from './PriceFilterField.tsx';
import { activeFilterCount } from './price-filter.ts';
import { useTypedFilters } from './use-typed-filters.ts';

interface Props {
  filters: Filters;
  materials: Option[];
  colors: Option[];
  /** A new state (page already back to 1 when anything but the page changed). */
  onChange: (change: Partial<Omit<Filters, 'page'>>) => void;
  onReset: () => void;
}

/**
 * Search, price range, material, colour and sort. Typed fields keep their own draft and commit after a pause
 * (or on Enter); selects commit at once. Drafts follow the filters when they change from outside (back button).
 */
export function ListingFiltersForm({ filters, materials, colors, onChange, onReset }: Props) {
  const t = useT();
  const typed = useTypedFilters(filters, onChange);
  const [expanded, setExpanded] = useState(false);
  const inverted = priceRangeInverted(filters);
  const isDefault = sameFilters({ ...filters, page: 1 }, DEFAULT_FILTERS);
  const active = activeFilterCount(filters);
  // A shared link or the back button bringing filters shows them.
  const anyActive = active > 0;
  useEffect(() => {
    if (anyActive) setExpanded(true);
  }, [anyActive]);
  // The island hydrates when the shopper reaches for it: what they typed before it was live is in the fields but
  // not yet in the drafts. Take it up once, as if typed now.
  const formRef = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount; later typing goes through onChange.
  useEffect(() => {
    const early: { q?: string; min?: string; max?: string } = {};
    for (const name of ['q', 'min', 'max'] as const) {
      const value = (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value;
      if (value !== undefined && value !== typed[name]) early[name] = value;
    }
    if (Object.keys(early).length > 0) typed.typeFields(early);
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    typed.flush();
  }

  return (
    <form
      ref={formRef}
      className={`listing-filters${expanded ? '' : ' is-collapsed'}`}
      role="search"
      onSubmit={onSubmit}
      aria-label={t('listing.filters')}
    >
      <div className="listing-filters__search lf-q">
        <label htmlFor="listing-q" className="sr-only">
          {t('listing.searchLabel')}
        </label>
        <input
          id="listing-q"
          className="input"
          type="search"
          name="q"
          value={typed.q}
          maxLength={200}
          placeholder={t('listing.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => typed.typeQ(e.target.value)}
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
        <select
          id="listing-sort"
          className="input"
          name="sort"
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as SortKey })}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`listing.sort.${key}`)}
            </option>
          ))}
        </select>
      </div>
      {/* On phones these fold away behind the toggle; wider screens always show them. */}
      <div id="listing-more-filters" className={`listing-filters__more${expanded ? ' is-open' : ''}`}>
        {(['min', 'max'] as const).map((bound) => (
          <PriceFilterField
            key={bound}
            bound={bound}
            label={t(bound === 'min' ? 'listing.minPrice' : 'listing.maxPrice')}
            value={typed[bound]}
            invalid={inverted}
            onChange={bound === 'min' ? typed.typeMin : typed.typeMax}
          />
        ))}
        {(['material', 'color'] as const).map((key) => (
          <SelectField
            key={key}
            id={`listing-${key}`}
            fieldClassName={`listing-filters__field ${key === 'material' ? 'lf-mat' : 'lf-col'}`}
            name={key}
            label={t(`listing.${key}`)}
            value={filters[key]}
            onChange={(value) => onChange({ [key]: value })}
            first={t(key === 'material' ? 'listing.allMaterials' : 'listing.allColors')}
            options={key === 'material' ? materials : colors}
          />
        ))}
        <div className="listing-filters__actions lf-clear">
          <button
            type="button"
            className="btn btn--ghost listing-filters__reset"
            disabled={isDefault}
            onClick={() => {
              typed.cancel();
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
