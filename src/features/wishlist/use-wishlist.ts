import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Product } from '../../lib/api/product.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { ApiError } from '../../lib/api/client.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import { addCartLine, fetchProfile } from '../shopping/cart-api.ts';
import { $shopperProfile, applyProfile, forgetSession } from '../shopping/shopper-store.ts';
import { loginHref } from '../shopping/shop-actions.ts';
import { removeWish } from '../shopping/wishlist-api.ts';

/** A signed-out shopper (401) is sent to the login page, which brings them back here. */
function signedOut() {
  forgetSession();
  location.assign(loginHref());
}

/**
 * The shopper's wishlist, loaded once with the profile, and its two actions: Remove, and Move to cart (added to
 * the cart in the chosen size, then removed from the list). One product is busy at a time.
 */
export function useWishlist() {
  const t = useT();
  const profile = useStore($shopperProfile);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

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
  }, []);

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

  /** `onInCart` runs as soon as the cart has the product, before it leaves the list. */
  async function moveToCart(product: Product, size: string, onInCart: () => void) {
    const login = profile?.login;
    if (!login) return;
    setBusy(product.id);
    setError('');
    try {
      applyProfile(await addCartLine(login, product.id, size));
      onInCart();
      await remove(product, true);
      setNotice(t('wishlist.moved', { name: product.name }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return signedOut();
      setError(failureText(t('wishlist.cartFailed'), err, t('common.networkError')));
      setBusy(null);
    }
  }

  return { profile, status, busy, error, notice, remove, moveToCart };
}
