import type { Product } from '../../lib/api/product.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { imageVariant } from '../../lib/images.ts';
import { formatUsd, toCents } from '../../lib/money.ts';

interface Props {
  product: Product;
  busy: boolean;
  onMove: () => void;
  onRemove: () => void;
}

/** One saved product: picture, name, price, sold out or not, Move to cart and Remove. */
export function WishlistItem({ product, busy, onMove, onRemove }: Props) {
  const t = useT();
  const locale = useLocale();
  const image = product.imageUrls[0];
  const inStock = product.sizeQuantities.some((s) => s.quantity > 0);
  return (
    <li className="wishlist__item card" data-wish-product={product.id}>
      {image ? (
        <img src={imageVariant(image, 320)} width={96} height={96} alt="" loading="lazy" decoding="async" />
      ) : (
        <span />
      )}
      <div className="wishlist__info">
        <a href={localizePath(`/product/${product.id}`, locale)} className="wishlist__name">
          {product.name}
        </a>
        <span className="wishlist__price">{formatUsd(toCents(product.price))}</span>
        {!inStock ? <span className="cart-row__warn">{t('wishlist.soldOut')}</span> : null}
      </div>
      <div className="wishlist__actions">
        <button type="button" className="btn btn--accent btn--small" disabled={busy || !inStock} onClick={onMove}>
          {t('wishlist.moveToCart')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={busy}
          onClick={onRemove}
          aria-label={t('wishlist.removeNamed', { name: product.name })}
        >
          {t('wishlist.remove')}
        </button>
      </div>
    </li>
  );
}
