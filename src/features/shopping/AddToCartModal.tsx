import { useState } from 'react';
import type { SizeQuantity } from '../../lib/api/product.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { addToCart } from './shop-actions.ts';
import { SizeModal } from './SizeModal.tsx';

interface Props {
  productId: number;
  /** 'Select Size' for rings, else 'Add to Cart ?'. */
  ring: boolean;
  sizes: SizeQuantity[];
  onClose: () => void;
  /** The chosen size is in the cart; the header count has already moved. */
  onAdded: (size: string) => void;
}

/**
 * "Add to Cart" on product pages and listing cards: the size modal, and adding the chosen size. A visitor whose
 * session is gone is sent to /login?next=<this page> and comes back; a refusal shows the failure text and the server's reason.
 * Needs the messages in messages.ts `addToCartKeys`.
 */
export function AddToCartModal({ productId, ring, sizes, onClose, onAdded }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function onContinue(size: string) {
    setBusy(true);
    setError('');
    const outcome = await addToCart(productId, size);
    // Stays busy while the browser leaves for the sign-in page.
    if (outcome.kind === 'login') return location.assign(outcome.href);
    setBusy(false);
    if (outcome.kind === 'failed') return setError(outcome.reason || t('product.cartFailed'));
    onAdded(size);
  }

  return (
    <SizeModal
      open
      title={ring ? t('product.modalTitleRing') : t('product.modalTitle')}
      sizes={sizes}
      busy={busy}
      error={error}
      onClose={onClose}
      onContinue={(size) => void onContinue(size)}
    />
  );
}
