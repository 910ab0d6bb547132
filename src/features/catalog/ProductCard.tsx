import { Fragment, memo } from 'react';
import { formatUsd, toCents } from '../../lib/money.ts';
import { imageSrcSet, imageVariant } from '../../lib/images.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { CardAddToCart } from '../shopping/CardAddToCart.tsx';
import type { CardData } from './card-data.ts';
import { WishlistLink } from './WishlistLink.tsx';

interface Props {
  product: CardData;
  /** Localized /product/{id} path. */
  href: string;
  editHref: string;
  loginPath: string;
  /** Cards in the first row load at once (one of them is likely the largest paint). */
  eager: boolean;
  priority: boolean;
}

/**
 * On a phone the card is half of the width left by the gutters (4vw each) and the 0.75rem gap, less its borders:
 * (100vw - 8vw - 12px) / 2 - 2px = 46vw - 8px. Said exactly, a 412 px phone at 1.75x picks the 320w picture
 * (a third of the 640w's bytes) instead of over-fetching.
 */
const SIZES = '(min-width: 1100px) 290px, (min-width: 700px) 30vw, calc(46vw - 8px)';

/** Memoized: the listing re-renders on every status change (loading, error), and its twelve cards rarely change with it. */
export const ProductCard = memo(function ProductCard({ product, href, editHref, loginPath, eager, priority }: Props) {
  const t = useT();
  const srcSet = product.image ? imageSrcSet(product.image) : undefined;
  return (
    <li className="product-card">
      {/*
        The <li> is a grid slot that stays put (the listing keys it by position); what is inside belongs to one
        product. When a live answer puts another product in the slot, the content is new but the box does not move.
      */}
      <Fragment key={product.id}>
        {/* The picture repeats the name's link for pointer users; keyboard and screen readers get one link. */}
        {/* biome-ignore lint/a11y/useAnchorContent: hidden on purpose; the name's link is the accessible one. */}
        <a className="product-card__media" href={href} tabIndex={-1} aria-hidden="true">
          {product.image ? (
            <img
              src={imageVariant(product.image, 640)}
              srcSet={srcSet}
              sizes={srcSet ? SIZES : undefined}
              width={640}
              height={640}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={priority ? 'high' : undefined}
            />
          ) : null}
        </a>
        <h2 className="product-card__name">
          <a href={href}>{product.name}</a>
        </h2>
        <p className="product-card__desc">{product.desc}</p>
        {/* Stacked (price, Add to Cart, wishlist): the card's height never depends on how wide the price is. */}
        <div className="product-card__foot">
          <span className="product-card__price">{formatUsd(toCents(product.price))}</span>
          <CardAddToCart productId={product.id} productName={product.name} />
          <WishlistLink productId={product.id} loginPath={loginPath} productName={product.name} />
        </div>
        {/* Administrators only: shown by the layout's data-auth CSS, so the HTML is the same for everyone. */}
        <p className="product-card__admin" data-auth-show="admin">
          <a href={editHref}>
            {t('card.edit')}
            <span className="sr-only">: {product.name}</span>
          </a>
          <span>
            {t('card.created')} <time dateTime={product.dateCreated}>{product.dateCreated.slice(0, 10)}</time>
          </span>
        </p>
      </Fragment>
    </li>
  );
});
