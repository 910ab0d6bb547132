import { useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import type { Product } from '../../lib/api/product.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT, islandOf } from '../../lib/i18n/react.tsx';
import { SizeModal } from '../shopping/SizeModal.tsx';
import { useWishlist } from './use-wishlist.ts';
import { WishlistItem } from './WishlistItem.tsx';

export interface WishlistPageProps {
  /** Sub-category routes whose size modal says 'Select Size' (rings). */
  ringSubCategories: string[];
}

/** /wishList: the saved products with Remove and Move to cart (size chosen in the same modal as on product pages). */
function Wishlist({ ringSubCategories }: WishlistPageProps) {
  const t = useT();
  const locale = useLocale();
  const { profile, status, busy, error, notice, remove, moveToCart } = useWishlist();
  const [moving, setMoving] = useState<Product | null>(null);

  if (status === 'loading') return <Spinner label={t('wishlist.loading')} />;
  if (status === 'error' || !profile) return <Alert tone="error">{error || t('common.error')}</Alert>;

  const products = profile.wishList;
  const isRing = (product: Product) => !!product.subCategory && ringSubCategories.includes(product.subCategory);
  return (
    <div className="wishlist">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p role="status" className={notice ? 'wishlist__notice' : 'sr-only'}>
        {notice}
      </p>
      {!products.length ? (
        <div className="cart-empty">
          <p>{t('wishlist.empty')}</p>
          <a className="btn" href={localizePath('/shop', locale)}>
            {t('cart.continueShopping')}
          </a>
        </div>
      ) : (
        <ul className="wishlist__list">
          {products.map((product) => (
            <WishlistItem
              key={product.id}
              product={product}
              busy={busy === product.id}
              onMove={() => setMoving(product)}
              onRemove={() => void remove(product)}
            />
          ))}
        </ul>
      )}
      {moving ? (
        <SizeModal
          open
          title={isRing(moving) ? t('product.modalTitleRing') : t('product.modalTitle')}
          sizes={moving.sizeQuantities}
          busy={busy === moving.id}
          error={error}
          onClose={() => setMoving(null)}
          onContinue={(size) => void moveToCart(moving, size, () => setMoving(null))}
        />
      ) : null}
    </div>
  );
}

export default islandOf(Wishlist);
