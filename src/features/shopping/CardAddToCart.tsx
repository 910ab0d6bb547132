import { lazy, Suspense, useState } from 'react';
import type { Product } from '../../lib/api/product.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { showToast } from '../../components/ui/toast-store.ts';
import { $sessionProfile } from '../auth/session-store.ts';
import { signInFor } from './shop-actions.ts';
import { LineIcon } from '../../components/ui/LineIcon.tsx';

/** The size modal's code and styles load with the first Add to Cart (alongside the product), not with the listing. */
const loadModal = () => import('./CardSizeModal.tsx');
const CardSizeModal = lazy(() => loadModal().then((module) => ({ default: module.CardSizeModal })));

/**
 * "Add to Cart" on a listing card: reads the product's live sizes, then the product page's own modal
 * (AddToCartModal: 'Select Size' for rings, else 'Add to Cart ?'). Signed-out visitors go to the login and come
 * back on the product's page, where the size modal opens. The outcome is a toast, so the card never changes size: the listing island mounts one <Toaster/> and
 * passes the messages of product/messages.ts `cardCartMessages` plus 'common.dismiss'.
 */
export function CardAddToCart({ productId, productName }: { productId: number; productName: string }) {
  const t = useT();
  const [product, setProduct] = useState<Product | null>(null);
  const [loading, setLoading] = useState(false);

  async function open() {
    if (loading) return;
    if (!$sessionProfile.get()) return location.assign(signInFor({ kind: 'cart', productId }));
    setLoading(true);
    try {
      const fresh = await (await loadModal()).fetchProduct(productId);
      if (fresh) setProduct(fresh);
      else showToast(`${t('product.cartFailed')} ${t('product.notFound')}`, 'error');
    } catch (err) {
      showToast((err instanceof Error && err.message) || t('product.cartFailed'), 'error');
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn--ghost card-cart"
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        onClick={() => void open()}
      >
        <LineIcon name="cart" size={18} />
        <span>{t('product.addToCart')}</span>
        {/* Twelve identical button texts need the product to tell them apart (the visible text stays first). */}
        <span className="sr-only">: {productName}</span>
      </button>
      {product ? (
        <Suspense fallback={null}>
          <CardSizeModal
            product={product}
            onClose={() => setProduct(null)}
            onAdded={(size) => {
              setProduct(null);
              showToast(`${t('product.addedToCart')} ${product.name} (${size})`, 'success');
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
