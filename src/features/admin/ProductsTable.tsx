import type { Product } from '../../lib/api/product.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { PagedListView } from './PagedListView.tsx';
import { AdminSearchForm } from './AdminSearchForm.tsx';
import { ApiError } from '../../lib/api/client.ts';
import { deleteProduct, searchProducts } from './api.ts';
import { ProductRow } from './ProductRow.tsx';
import { usePagedList } from './use-paged-list.ts';
import { useRowAction } from './use-row-action.ts';
import { TableHead } from '../../components/ui/TableHead.tsx';

const COLUMNS = ['image', 'id', 'name', 'languages', 'category', 'price', 'stock', 'created', 'actions'];

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
  const action = useRowAction<number>(list.reload);

  function onDelete(product: Product) {
    if (!window.confirm(t('admin.products.confirmDelete'))) return;
    void action.run(
      product.id,
      () => deleteProduct(product.id),
      t('admin.products.deleted', { name: product.name }),
      (message) => t('admin.products.deleteError', { message }),
    );
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

      <PagedListView
        list={list}
        words="admin.products"
        failed={(error) => t('admin.products.fetchError', { status: errorStatus(error) })}
        notice={action.notice}
      >
        {(products) => (
          <div className="admin-orders__table-wrap">
            <table className="admin-table admin-products">
              <TableHead
                caption={t('admin.products.title')}
                columns={COLUMNS.map((key) => t(`admin.products.${key}`))}
              />
              <tbody>
                {products.map((p) => (
                  <ProductRow key={p.id} product={p} onDelete={onDelete} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedListView>
    </>
  );
}
