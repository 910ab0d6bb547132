import { isInStock, totalQuantity } from '../../lib/catalog/product.ts';
import { useSizeName, useT } from '../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../lib/money.ts';
import { lowSizes } from './stock-levels.ts';
import type { FreshStock } from './use-fresh-stock.ts';

/** The price, the in/out of stock badge (with the count for admins), the sizes running low, or "not found". */
export function PurchaseStock({ stock }: { stock: FreshStock }) {
  const t = useT();
  const sizeName = useSizeName();
  const inStock = !stock.gone && isInStock({ sizeQuantities: stock.sizes });
  const low = stock.gone ? [] : lowSizes(stock.sizes);
  return (
    <>
      <p className="purchase__price">
        <span className="sr-only">{t('product.price')}: </span>
        {formatUsd(toCents(stock.price))}
      </p>
      <p className="purchase__stock">
        <span className={`badge ${inStock ? 'badge--success' : 'badge--danger'}`}>
          {inStock ? t('product.inStock') : t('product.outOfStock')}
        </span>
        <span className="purchase__quantity" data-auth-show="admin">
          {t('product.quantity', { count: totalQuantity({ sizeQuantities: stock.sizes }) })}
        </span>
      </p>
      {low.length > 0 ? (
        <ul className="purchase__low">
          {low.map((s) => (
            <li key={s.size}>{t('product.onlyLeft', { count: s.quantity, size: sizeName(s.size) })}</li>
          ))}
        </ul>
      ) : null}
      {stock.gone ? (
        <p className="alert alert--error" role="alert">
          {t('product.notFound')}
        </p>
      ) : null}
    </>
  );
}
