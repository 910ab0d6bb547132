import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Toaster } from '../../components/ui/Toaster.tsx';
import { I18nProvider, useT, type IslandI18nProps } from '../../lib/i18n/react.tsx';
import { localizePath } from '../../lib/i18n/locales.ts';
import { searchProducts, type ListingPage } from './api.ts';
import { takeCheckedPage } from './checked-page.ts';
import type { Option } from './filter-option.ts';
import { ListingFiltersForm } from './ListingFilters.tsx';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  pageCount,
  priceRangeInverted,
  sameFilters,
  withFilterChange,
  type ListingFilters,
  type ListingScope,
} from './listing-state.ts';
import { createListingStore, type ListingStore } from './listing-store.ts';
import { Pager } from './Pager.tsx';
import { ProductCard } from './ProductCard.tsx';
import { reactComponent } from './astro-react.ts';

export interface ListingIslandProps extends IslandI18nProps {
  scope: ListingScope;
  /** The page's own path in its language, e.g. '/hy/shop/rings'. */
  pagePath: string;
  /** Page 1 with default filters, as pre-rendered into the HTML. */
  initialPage: ListingPage;
  materials: Option[];
  colors: Option[];
}

/** The listing: filters, cards and pager over POST /api/posts/search, with its state in the URL. */
function ListingIsland(props: ListingIslandProps) {
  return (
    <I18nProvider locale={props.locale} messages={props.messages}>
      <Listing {...props} />
    </I18nProvider>
  );
}

function Listing({ scope, pagePath, initialPage, materials, colors, locale }: ListingIslandProps) {
  const t = useT();
  const [store] = useState<ListingStore>(() =>
    createListingStore({
      scope,
      initialFilters: DEFAULT_FILTERS,
      initialPage,
      // The page script's check of page 1, when it woke the island, is that page's first live answer.
      fetchPage: async (body, signal) => takeCheckedPage(body) ?? searchProducts(body, signal),
    }),
  );
  const view = useStore(store.$view);
  const resultsRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // After mount: the URL may ask for more than the pre-rendered page; follow it, and the back button. When it asks
  // for the pre-rendered page itself, check that page once against the live catalog: the HTML is as old as the
  // last build, and a product created or re-priced since shows up now rather than after the rebuild.
  useEffect(() => {
    const fromUrl = () => void store.show(filtersFromSearch(location.search));
    fromUrl();
    void store.revalidate();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [store]);

  const go = useCallback(
    (next: ListingFilters, scroll: boolean) => {
      const current = store.$view.get().filters;
      if (sameFilters(next, current) && store.$view.get().status !== 'error') {
        void store.show(next);
        return;
      }
      const url = location.pathname + filtersToSearch(next) + location.hash;
      history.pushState(history.state, '', url);
      void store.show(next);
      // Paging: the results' heading line takes the focus, so keyboard and screen-reader users start at the new page.
      if (scroll) {
        resultsRef.current?.scrollIntoView({ block: 'start' });
        statusRef.current?.focus({ preventScroll: true });
      }
    },
    [store],
  );

  const { filters, page, status, error } = view;
  const pages = pageCount(page.total);
  const loginPath = `${localizePath('/login', locale)}?next=${encodeURIComponent(pagePath)}`;
  const busy = status === 'loading';

  return (
    <div className="listing">
      <ListingFiltersForm
        filters={filters}
        materials={materials}
        colors={colors}
        onChange={(change) => go(withFilterChange(store.$view.get().filters, change), false)}
        onReset={() => go(DEFAULT_FILTERS, false)}
      />
      <div className="listing__results" ref={resultsRef} aria-busy={busy}>
        <p className="listing__status" id="listing-status" role="status" tabIndex={-1} ref={statusRef}>
          {status === 'loading'
            ? t('listing.loading')
            : status === 'error'
              ? t('listing.error', { message: error })
              : page.products.length === 0
                ? t(priceRangeInverted(filters) ? 'listing.priceRangeInverted' : 'listing.noProducts')
                : t('listing.count', { count: page.total })}
        </p>
        {page.products.length > 0 ? (
          <ul className={`product-grid${busy ? ' product-grid--stale' : ''}`}>
            {/* Keyed by position: a product added before the build lands takes a slot without moving the others. */}
            {page.products.map((p, i) => (
              <ProductCard
                key={i}
                product={p}
                href={localizePath(`/product/${p.id}`, locale)}
                editHref={localizePath(`/product/edit/${p.id}`, locale)}
                loginPath={loginPath}
                eager={i < 4}
                priority={i === 0}
              />
            ))}
          </ul>
        ) : null}
        {pages > 1 || filters.page > 1 ? (
          <Pager
            page={filters.page}
            pages={Math.max(pages, filters.page)}
            busy={busy}
            onPage={(n) => go({ ...filters, page: n }, true)}
          />
        ) : null}
      </div>
      {/* The cards' Add to Cart reports here (fixed position: nothing on the page moves). */}
      <Toaster dismissLabel={t('common.dismiss')} />
    </div>
  );
}

export default reactComponent(ListingIsland);
