import { lazy, Suspense, useEffect, useState } from 'react';
import { takePendingAction } from '../shopping/pending-action.ts';
import { addToCart, addToWishlist } from '../shopping/shop-actions.ts';
import type { SizeQuantity } from '../../lib/api/product.ts';
import { I18nProvider, useT, type IslandI18nProps } from '../../lib/i18n/react.tsx';
import { anyInStock } from './stock-levels.ts';
import { PurchaseStock } from './PurchaseStock.tsx';
import { StockAlertForm } from './StockAlertForm.tsx';
import { useFreshStock } from './use-fresh-stock.ts';
import { reactComponent } from '../catalog/astro-react.ts';
import { LineIcon } from '../../components/ui/LineIcon.tsx';

export interface PurchaseProps {
  id: number;
  price: number;
  sizeQuantities: SizeQuantity[];
  ring: boolean;
  /** True when this island already holds fresh data (the client-rendered shell): no second request. */
  live?: boolean;
}

/** The size modal's code loads when the shopper first opens it, not with the page. */
const AddToCartModal = lazy(() =>
  import('../shopping/AddToCartModal.tsx').then((module) => ({ default: module.AddToCartModal })),
);

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * Price, stock and the two actions. The HTML shows the price and stock of build time; after load the island
 * re-reads GET /api/post/{id}, so a page built an hour ago never offers what is gone.
 */
export function Purchase({ id, price: builtPrice, sizeQuantities: builtSizes, ring, live = false }: PurchaseProps) {
  const t = useT();
  const state = useFreshStock(id, builtPrice, builtSizes, live);
  const [modalOpen, setModalOpen] = useState(false);
  const [wishBusy, setWishBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  // Back from signing in: do what the shopper asked for before (a size not chosen yet opens the size modal).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival.
  useEffect(() => {
    const pending = takePendingAction(id);
    if (pending?.kind === 'wishlist') void onWishlist();
    else if (pending?.kind === 'cart' && !pending.size) setModalOpen(true);
    else if (pending?.kind === 'cart' && pending.size) {
      void addToCart(id, pending.size, pending.quantity).then((outcome) => {
        if (outcome.kind === 'login') return location.assign(outcome.href);
        setNotice(
          outcome.kind === 'done'
            ? { tone: 'success', text: t('product.addedToCart') }
            : { tone: 'error', text: outcome.reason || t('product.cartFailed') },
        );
      });
    }
    // Once, on arrival.
  }, []);

  const canBuy = !state.gone && anyInStock(state.sizes);

  async function onWishlist() {
    setWishBusy(true);
    setNotice(null);
    const outcome = await addToWishlist(id);
    setWishBusy(false);
    if (outcome.kind === 'login') return location.assign(outcome.href);
    setNotice(
      outcome.kind === 'done'
        ? { tone: 'success', text: t('product.wishlistAdded') }
        : { tone: 'error', text: t('product.wishlistFailed') },
    );
  }

  return (
    <div className="purchase">
      <PurchaseStock stock={state} />
      <div className="purchase__actions">
        <button
          type="button"
          className="btn btn--accent purchase__cart"
          aria-haspopup="dialog"
          disabled={!canBuy}
          onClick={() => setModalOpen(true)}
        >
          <LineIcon name="cart" />
          {t('product.addToCart')}
        </button>
        <button
          type="button"
          className="btn btn--ghost purchase__wish"
          onClick={onWishlist}
          disabled={wishBusy || state.gone}
        >
          <LineIcon name="heart" />
          {t('product.addToWishlist')}
        </button>
      </div>
      <p className={`purchase__notice${notice ? ` purchase__notice--${notice.tone}` : ''}`} role="status">
        {notice?.text ?? ''}
      </p>
      {state.gone ? null : <StockAlertForm productId={id} sizes={state.sizes} />}
      {modalOpen ? (
        <Suspense fallback={null}>
          <AddToCartModal
            productId={id}
            ring={ring}
            sizes={state.sizes}
            onClose={() => setModalOpen(false)}
            onAdded={() => {
              setModalOpen(false);
              setNotice({ tone: 'success', text: t('product.addedToCart') });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function ProductPurchase({ locale, messages, ...props }: PurchaseProps & IslandI18nProps) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <Purchase {...props} />
    </I18nProvider>
  );
}

export default reactComponent(ProductPurchase);
