import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import type { Product } from '../../lib/api/product.ts';
import { totalQuantity } from '../../lib/catalog/product.ts';
import { imageVariant } from '../../lib/images.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { I18nProvider, useLocale, useT, type IslandI18nProps } from '../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../lib/money.ts';
import { useAccess } from './AdminGate.tsx';
import { AdminPager } from './AdminPager.tsx';
import { ApiError } from '../../lib/api/client.ts';
import { deleteProduct, searchProducts } from './api.ts';

const PAGE_SIZE = 20;

/** A category or sub-category route as its title: translated when the messages have `category.{route}`. */
function routeTitle(t: (key: string) => string, route: string): string {
  const key = `category.${route}`;
  const title = t(key);
  return title !== key ? title : route.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

type Loaded = { kind: 'loading' } | { kind: 'error'; status: string } | { kind: 'ready'; products: Product[]; total: number };

/** The products table alone, for a page that draws its own card (needs the admin.* and common.* messages). */
export function ProductsTable() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState({ q: '', page: 1 });
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    searchProducts(applied.q, applied.page, PAGE_SIZE)
      .then((result) => setState({ kind: 'ready', ...result }))
      .catch((err: unknown) => setState({ kind: 'error', status: err instanceof ApiError ? String(err.status || err.message) : String(err) }));
  }, [applied]);
  useEffect(load, [load]);

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setApplied({ q: query, page: 1 });
  }

  async function onDelete(product: Product) {
    if (!window.confirm(t('admin.products.confirmDelete'))) return;
    setNotice(null);
    try {
      await deleteProduct(product.id);
      setNotice({ tone: 'success', text: t('admin.products.deleted', { name: product.name }) });
      load();
    } catch (err) {
      setNotice({ tone: 'error', text: t('admin.products.deleteError', { message: (err as Error).message }) });
    }
  }

  const pages = state.kind === 'ready' ? Math.max(1, Math.ceil(state.total / PAGE_SIZE)) : 1;

  return (
    <>
      <div className="admin-toolbar">
        <form className="admin-toolbar admin-toolbar__grow" role="search" onSubmit={onSearch}>
          <div className="field admin-toolbar__grow">
            <label htmlFor={`${id}-q`}>{t('admin.products.search')}</label>
            <input id={`${id}-q`} className="input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('admin.products.searchPlaceholder')} maxLength={100} />
          </div>
          <button type="submit" className="btn btn--ghost">
            {t('admin.products.searchButton')}
          </button>
        </form>
        <a className="btn btn--accent" href={localizePath('/new', locale)}>
          {t('admin.products.create')}
        </a>
      </div>

      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {state.kind === 'loading' && <Spinner label={t('admin.products.loading')} />}
      {state.kind === 'error' && <Alert tone="error">{t('admin.products.fetchError', { status: state.status })}</Alert>}
      {state.kind === 'ready' && state.products.length === 0 && <p role="status">{t('admin.products.none')}</p>}
      {state.kind === 'ready' && state.products.length > 0 && (
        <>
          <div className="admin-orders__table-wrap">
            <table className="admin-table admin-products">
              <caption className="sr-only">{t('admin.products.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.products.image')}</th>
                  <th scope="col">{t('admin.products.id')}</th>
                  <th scope="col">{t('admin.products.name')}</th>
                  <th scope="col">{t('admin.products.category')}</th>
                  <th scope="col">{t('admin.products.price')}</th>
                  <th scope="col">{t('admin.products.stock')}</th>
                  <th scope="col">{t('admin.products.created')}</th>
                  <th scope="col">{t('admin.products.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {state.products.map((p) => (
                  <tr key={p.id} data-product-id={p.id}>
                    <td>{p.imageUrls[0] ? <img src={imageVariant(p.imageUrls[0], 320)} alt="" width={48} height={48} loading="lazy" /> : null}</td>
                    <td>{p.id}</td>
                    <td>
                      <a href={localizePath(`/product/${p.id}`, locale)}>{p.name}</a>
                    </td>
                    <td>{[p.category, p.subCategory].filter((r): r is string => Boolean(r)).map((r) => routeTitle(t, r)).join(' / ')}</td>
                    <td>{formatUsd(toCents(p.price))}</td>
                    <td>{totalQuantity(p)}</td>
                    <td>{new Date(p.dateCreated).toLocaleDateString(locale === 'en' ? 'en-US' : locale)}</td>
                    <td>
                      <div className="admin-row-actions">
                        <a className="btn btn--ghost btn--small" href={localizePath(`/product/edit/${p.id}`, locale)} aria-label={t('admin.products.editNamed', { name: p.name })}>
                          {t('admin.products.edit')}
                        </a>
                        <button type="button" className="btn btn--ghost btn--small" onClick={() => void onDelete(p)} aria-label={t('admin.products.deleteNamed', { name: p.name })}>
                          {t('admin.products.delete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager page={applied.page} pages={pages} onPage={(page) => setApplied((a) => ({ ...a, page }))} />
        </>
      )}
    </>
  );
}

function Section() {
  const t = useT();
  const { access } = useAccess('products');
  if (access !== 'allowed') return null;
  return (
    <section className="admin-section" aria-labelledby="admin-products-title">
      <h2 id="admin-products-title">{t('admin.products.title')}</h2>
      <ProductsTable />
    </section>
  );
}

/**
 * Products management on /account (moderators and administrators; nothing for anyone else):
 *   <ProductsAdminSection client:load locale={locale} messages={adminMessages(locale)} />
 */
export default function ProductsAdminSection({ locale, messages }: IslandI18nProps) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <Section />
    </I18nProvider>
  );
}
