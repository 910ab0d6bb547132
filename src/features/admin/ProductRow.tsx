import type { Product } from '../../lib/api/product.ts';
import { totalQuantity } from '../../lib/catalog/product.ts';
import { imageVariant } from '../../lib/images.ts';
import { dateText } from '../../lib/i18n/dates.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../lib/money.ts';
import { MissingLanguages } from './MissingLanguages.tsx';
import { routeTitle } from './route-title.ts';

/** One product in the products table: picture, name, missing languages, category, price, stock, and its Edit and Delete. */
export function ProductRow({ product: p, onDelete }: { product: Product; onDelete: (product: Product) => void }) {
  const t = useT();
  const locale = useLocale();
  const categories = [p.category, p.subCategory].filter((r): r is string => Boolean(r));
  return (
    <tr data-product-id={p.id}>
      <td>
        {p.imageUrls[0] ? (
          <img src={imageVariant(p.imageUrls[0], 320)} alt="" width={48} height={48} loading="lazy" />
        ) : null}
      </td>
      <td>{p.id}</td>
      <td>
        <a href={localizePath(`/product/${p.id}`, locale)}>{p.name}</a>
      </td>
      <td>
        <MissingLanguages missing={p.missingLanguages} />
      </td>
      <td>{categories.map((r) => routeTitle(t, r)).join(' / ')}</td>
      <td>{formatUsd(toCents(p.price))}</td>
      <td>{totalQuantity(p)}</td>
      <td>{dateText(locale, p.dateCreated)}</td>
      <td>
        <div className="admin-row-actions">
          <a
            className="btn btn--ghost btn--small"
            href={localizePath(`/product/edit/${p.id}`, locale)}
            aria-label={t('admin.products.editNamed', { name: p.name })}
          >
            {t('admin.products.edit')}
          </a>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => onDelete(p)}
            aria-label={t('admin.products.deleteNamed', { name: p.name })}
          >
            {t('admin.products.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}
