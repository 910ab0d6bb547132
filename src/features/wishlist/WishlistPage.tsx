import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import type { Product } from '../../lib/api/product.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { I18nProvider, useLocale, useT, type IslandI18nProps } from '../../lib/i18n/react.tsx';
import { imageVariant } from '../../lib/images.ts';
import { formatUsd, toCents } from '../../lib/money.ts';
import { ApiError } from '../../lib/api/client.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import { addCartLine, fetchProfile } from '../shopping/cart-api.ts';
import { $shopperProfile, applyProfile, forgetSession } from '../shopping/shopper-store.ts';
import { loginHref } from '../shopping/shop-actions.ts';
import { SizeModal } from '../shopping/SizeModal.tsx';
import { removeWish } from '../shopping/wishlist-api.ts';

export interface WishlistPageProps {
  /** Sub-category routes whose size modal says 'Select Size' (rings). */
  ringSubCategories: string[];
}

/** /wishList: the saved products with Remove and Move to cart (size chosen in the same modal as on product pages). */
function Wishlist({ ringSubCategories }: WishlistPageProps) {
  const t = useT();
  const locale = useLocale();
  const profile = useStore($shopperProfile);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [moving, setMoving] = useState<Product | null>(null);

  const signedOut = () => {
    forgetSession();
    location.assign(loginHref());
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once; t only changes with the page's language.
  useEffect(() => {
    fetchProfile()
      .then((p) => {
        applyProfile(p);
        setStatus('ready');
      })
      .catch((err) => {
        if (err instanceof ApiError && err.status === 401) return signedOut();
        setError(failureText(t('common.error'), err, t('common.networkError')));
        setStatus('error');
      });
  }, [t]);

  async function remove(product: Product, quiet = false) {
    const login = profile?.login;
    if (!login) return;
    setBusy(product.id);
    if (!quiet) setNotice('');
    setError('');
    try {
      applyProfile(await removeWish(login, product.id));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return signedOut();
      setError(failureText(t('wishlist.removeFailed'), err, t('common.networkError')));
    } finally {
      setBusy(null);
    }
  }

  async function moveToCart(product: Product, size: string) {
    const login = profile?.login;
    if (!login) return;
    setBusy(product.id);
    setError('');
    try {
      applyProfile(await addCartLine(login, product.id, size));
      setMoving(null);
      await remove(product, true);
      setNotice(t('wishlist.moved', { name: product.name }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return signedOut();
      setError(failureText(t('wishlist.cartFailed'), err, t('common.networkError')));
      setBusy(null);
    }
  }

  if (status === 'loading') return <Spinner label={t('wishlist.loading')} />;
  if (status === 'error' || !profile) return <Alert tone="error">{error || t('common.error')}</Alert>;

  const products = profile.wishList;
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
          {products.map((product) => {
            const image = product.imageUrls[0];
            const inStock = product.sizeQuantities.some((s) => s.quantity > 0);
            return (
              <li key={product.id} className="wishlist__item card" data-wish-product={product.id}>
                {image ? <img src={imageVariant(image, 320)} width={96} height={96} alt="" loading="lazy" decoding="async" /> : <span />}
                <div className="wishlist__info">
                  <a href={localizePath(`/product/${product.id}`, locale)} className="wishlist__name">
                    {product.name}
                  </a>
                  <span className="wishlist__price">{formatUsd(toCents(product.price))}</span>
                  {!inStock ? <span className="cart-row__warn">{t('wishlist.soldOut')}</span> : null}
                </div>
                <div className="wishlist__actions">
                  <button type="button" className="btn btn--accent btn--small" disabled={busy === product.id || !inStock} onClick={() => setMoving(product)}>
                    {t('wishlist.moveToCart')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    disabled={busy === product.id}
                    onClick={() => void remove(product)}
                    aria-label={t('wishlist.removeNamed', { name: product.name })}
                  >
                    {t('wishlist.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {moving ? (
        <SizeModal
          open
          title={moving.subCategory && ringSubCategories.includes(moving.subCategory) ? t('product.modalTitleRing') : t('product.modalTitle')}
          sizes={moving.sizeQuantities}
          busy={busy === moving.id}
          error={error}
          onClose={() => setMoving(null)}
          onContinue={(size) => void moveToCart(moving, size)}
        />
      ) : null}
    </div>
  );
}

export default function WishlistIsland({ locale, messages, ...props }: WishlistPageProps & IslandI18nProps) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <Wishlist {...props} />
    </I18nProvider>
  );
}
