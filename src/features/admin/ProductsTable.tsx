import { useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import type { Product } from '../../lib/api/product.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { AdminPager } from './AdminPager.tsx';
import { AdminSearchForm } from './AdminSearchForm.tsx';
import { ApiError } from '../../lib/api/client.ts';
import { deleteProduct, searchProducts } from './api.ts';
import { ProductRow } from './ProductRow.tsx';
import { usePagedList } from './use-paged-list.ts';

const PAGE_SIZE = 20;

const fetchProductPage = async (q: string, page: number, size: number) => {
  const { products, total } = await searchProducts(q, page, size);
  return { items: products, total };
};

/** The load error as the products table names it: the HTTP status when there is one. */
const errorStatus = (err: unknown) => (err instanceof ApiError ? String(err.status || err.message) : String(err));

/** The products table alone, for a page that draws its own card (needs the admin.* and common.* messages). */
export function ProductsTable() {
  const t = useT();
  const locale = useLocale();
  const list = usePagedList(fetchProductPage, '', PAGE_SIZE);
  const { state } = list;
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function onDelete(product: Product) {
    if (!window.confirm(t('admin.products.confirmDelete'))) return;
    setNotice(null);
    try {
      await deleteProduct(product.id);
      setNotice({ tone: 'success', text: t('admin.products.deleted', { name: product.name }) });
      list.reload();
    } catch (err) {
      setNotice({ tone: 'error', text: t('admin.products.deleteError', { message: (err as Error).message }) });
    }
  }

  return (
    <>
      <div className="admin-toolbar">
        <AdminSearchForm
          className="admin-toolbar admin-toolbar__grow"
          label={t('admin.products.search')}
          placeholder={t('admin.products.searchPlaceholder')}
          button={t('admin.products.searchButton')}
          maxLength={100}
          onSearch={list.search}
        />
        <a className="btn btn--accent" href={localizePath('/new', locale)}>
          {t('admin.products.create')}
        </a>
      </div>

      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {state.kind === 'loading' && <Spinner label={t('admin.products.loading')} />}
      {state.kind === 'error' && (
        <Alert tone="error">{t('admin.products.fetchError', { status: errorStatus(state.error) })}</Alert>
      )}
      {state.kind === 'ready' && state.items.length === 0 && <p role="status">{t('admin.products.none')}</p>}
      {state.kind === 'ready' && state.items.length > 0 && (
        <>
          <div className="admin-orders__table-wrap">
            <table className="admin-table admin-products">
              <caption className="sr-only">{t('admin.products.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.products.image')}</th>
                  <th scope="col">{t('admin.products.id')}</th>
                  <th scope="col">{t('admin.products.name')}</th>
                  <th scope="col">{t('admin.products.languages')}</th>
                  <th scope="col">{t('admin.products.category')}</th>
                  <th scope="col">{t('admin.products.price')}</th>
                  <th scope="col">{t('admin.products.stock')}</th>
                  <th scope="col">{t('admin.products.created')}</th>
                  <th scope="col">{t('admin.products.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {state.items.map((p) => (
                  <ProductRow key={p.id} product={p} onDelete={(product) => void onDelete(product)} />
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager page={list.page} pages={list.pages} onPage={list.goTo} />
        </>
      )}
    </>
  );
}
