import { canDecrease, MIN_CART_QUANTITY } from '../../lib/cart/quantity.ts';
import type { CartItem } from '../../lib/api/cart.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT, useSizeName } from '../../lib/i18n/react.tsx';
import { imageVariant } from '../../lib/images.ts';
import { formatUsd, toCents } from '../../lib/money.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import { TableHead } from '../../components/ui/TableHead.tsx';

const COLUMNS = ['product', 'price', 'quantity', 'lineTotal'];

interface Props {
  items: CartItem[];
  pending: ReadonlySet<string>;
  categoryTitles: Record<string, string>;
  onStep: (item: CartItem, isAdd: boolean) => void;
  onRemove: (item: CartItem) => void;
}

/** One row per line: image, name, category, price, quantity stepper, line total, remove. */
export function CartTable({ items, pending, categoryTitles, onStep, onRemove }: Props) {
  const t = useT();
  const sizeName = useSizeName();
  const locale = useLocale();
  return (
    <table className="cart-table">
      <TableHead
        caption={t('cart.title')}
        columns={[
          { label: t('cart.image'), hidden: true },
          ...COLUMNS.map((key) => t(`cart.${key}`)),
          { label: t('cart.actions'), hidden: true },
        ]}
      />
      <tbody>
        {items.map((item) => {
          const { product } = item;
          const image = product.imageUrls[0];
          const busy = pending.has(item.cartItemId);
          return (
            <tr
              key={item.cartItemId}
              className="cart-row"
              data-cart-item={item.cartItemId}
              aria-busy={busy || undefined}
            >
              <td className="cart-row__image">
                {image ? (
                  <img src={imageVariant(image, 320)} width={80} height={80} alt="" loading="lazy" decoding="async" />
                ) : null}
              </td>
              <td className="cart-row__product">
                <a href={localizePath(`/product/${product.id}`, locale)} className="cart-row__name">
                  {product.name}
                </a>
                <span className="cart-row__meta">{categoryTitles[product.category] ?? product.category}</span>
                <span className="cart-row__meta">{t('cart.size', { size: sizeName(item.selectedSize) })}</span>
                {item.available < item.quantity ? (
                  <span className="cart-row__warn">{t('cart.onlyLeft', { count: item.available })}</span>
                ) : null}
              </td>
              <td className="cart-row__price" data-label={t('cart.price')}>
                {formatUsd(toCents(product.price))}
              </td>
              <td className="cart-row__qty" data-label={t('cart.quantity')}>
                <QuantityStepper
                  name={product.name}
                  quantity={item.quantity}
                  min={MIN_CART_QUANTITY}
                  max={Math.max(item.available, item.quantity)}
                  pending={busy}
                  onStep={(isAdd) => {
                    if (!isAdd && !canDecrease(item.quantity)) return;
                    onStep(item, isAdd);
                  }}
                />
              </td>
              <td className="cart-row__total" data-label={t('cart.lineTotal')}>
                {formatUsd(toCents(product.price) * item.quantity)}
              </td>
              <td className="cart-row__remove">
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => onRemove(item)}
                  disabled={busy}
                  aria-label={t('cart.removeNamed', { name: product.name })}
                >
                  {t('cart.remove')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
