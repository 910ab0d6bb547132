import { useState, type MouseEvent } from 'react';
import { useT } from '../../lib/i18n/react.tsx';
import { addToWishlist, loginHref } from '../shopping/shop-actions.ts';
import { LineIcon } from '../../components/ui/LineIcon.tsx';

interface Props {
  productId: number;
  /** Sign-in URL for the HTML (before any script runs); at click time it is rebuilt from the live URL. */
  loginPath: string;
  productName: string;
}

/** "Add to wishlist": a real link to sign-in for signed-out visitors (and without JS), an action otherwise. */
export function WishlistLink({ productId, loginPath, productName }: Props) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (state === 'busy') return;
    setState('busy');
    const outcome = await addToWishlist(productId);
    if (outcome.kind === 'login') location.assign(outcome.href || loginHref());
    else setState(outcome.kind === 'done' ? 'done' : 'failed');
  }
  return (
    <>
      {/* An action once the listing is live: pressed before that, the listing presses it again (data-island-control). */}
      <a
        className="wish-link"
        href={loginPath}
        onClick={onClick}
        aria-disabled={state === 'busy' || undefined}
        data-island-control
      >
        <LineIcon name="heart" size={18} filled={state === 'done'} />
        <span>{state === 'done' ? t('card.wishlistAdded') : t('card.addToWishlist')}</span>
        {/* Twelve identical link texts need the product to tell them apart (the visible text stays first). */}
        <span className="sr-only">: {productName}</span>
      </a>
      <span className="sr-only" role="status">
        {state === 'done' ? t('card.wishlistAdded') : state === 'failed' ? t('card.wishlistFailed') : ''}
      </span>
    </>
  );
}
