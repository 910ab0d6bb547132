import { useState } from 'react';
import type { Product } from '../../lib/catalog/product.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { $sessionProfile } from '../auth/session-store.ts';
import { fetchProduct } from '../catalog/api.ts';
import { addToCart, loginHref } from '../catalog/shop-actions.ts';
import { isRing } from '../product/product-info.ts';
import { SizeModal } from '../product/SizeModal.tsx';

/**
 * "Add to Cart" on a listing card: reads the product's live sizes, then the same size modal as the product page
 * ('Select Size' for rings, else 'Add to Cart ?'). Signed-out visitors go to the login and come back.
 * Needs the listing island's messages to include 'product.addToCart', 'product.addedToCart', 'product.cartFailed',
 * 'product.modalTitle', 'product.close', 'product.continue', 'product.chooseSize' and 'product.size'.
 */
export function CardAddToCart({ productId, productName }: { productId: number; productName: string }) {
  const t = useT();
  const [product, setProduct] = useState<Product | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  async function open() {
    if (busy) return;
    if (!$sessionProfile.get()) return location.assign(loginHref());
    setBusy(true);
    setError('');
    setDone(false);
    try {
      const fresh = await fetchProduct(productId);
      if (fresh) setProduct(fresh);
      else setError(t('product.cartFailed'));
    } catch {
      setError(t('product.cartFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function onContinue(size: string) {
    setBusy(true);
    setError('');
    const outcome = await addToCart(productId, size);
    setBusy(false);
    if (outcome.kind === 'login') return location.assign(outcome.href);
    if (outcome.kind === 'failed') return setError([t('product.cartFailed'), outcome.reason].filter(Boolean).join(' '));
    setProduct(null);
    setDone(true);
  }

  return (
    <>
      <button type="button" className="btn btn--ghost card-cart" aria-haspopup="dialog" onClick={() => void open()} disabled={busy && !product} aria-label={`${t('product.addToCart')}: ${productName}`}>
        {t('product.addToCart')}
      </button>
      <span className="sr-only" role="status">
        {done ? t('product.addedToCart') : !product && error ? error : ''}
      </span>
      {product ? (
        <SizeModal
          open
          title={isRing(product) ? t('product.modalTitleRing') : t('product.modalTitle')}
          sizes={product.sizeQuantities}
          busy={busy}
          error={error}
          onClose={() => setProduct(null)}
          onContinue={(size) => void onContinue(size)}
        />
      ) : null}
    </>
  );
}
