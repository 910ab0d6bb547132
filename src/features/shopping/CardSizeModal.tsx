import type { Product } from '../../lib/api/product.ts';
import { AddToCartModal } from './AddToCartModal.tsx';
import { isRing } from './ring.ts';

/** Opening the modal reads the live product first; its reader comes in this lazy chunk too, not with the listing. */
export { fetchProduct } from './product-api.ts';

interface Props {
  product: Product;
  onClose: () => void;
  onAdded: (size: string) => void;
}

/**
 * A listing card's size modal: the product page's own, told whether the product is a ring. It is loaded with
 * the first Add to Cart, so the ring table (content/sizes.json) stays out of the listing's first download.
 */
export function CardSizeModal({ product, onClose, onAdded }: Props) {
  return (
    <AddToCartModal
      productId={product.id}
      ring={isRing(product)}
      sizes={product.sizeQuantities}
      onClose={onClose}
      onAdded={onAdded}
    />
  );
}
