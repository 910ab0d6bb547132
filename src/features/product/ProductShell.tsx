import { useEffect, useState } from 'react';
import { fetchProduct } from '../shopping/product-api.ts';
import type { Product } from '../../lib/api/product.ts';
import { useT, islandOf } from '../../lib/i18n/react.tsx';
import { Gallery } from './ProductGallery.tsx';
import { ProductFacts, ProductHeading } from './ProductDetails.tsx';
import { isRing, productBadges, productIdFromPath, type BadgeMap } from './product-info.ts';
import { Purchase } from './ProductPurchase.tsx';

interface ShellProps {
  badges: BadgeMap;
  shopHref: string;
}

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error' } | { kind: 'ready'; product: Product };

/**
 * /product/{id} for a product the last build did not know (created since): the server answers with this shell,
 * which reads the id from the address and draws the same page from GET /api/post/{id}.
 */
function Shell({ badges, shopHref }: ShellProps) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const id = productIdFromPath(location.pathname);
    if (id === null) return setState({ kind: 'missing' });
    const controller = new AbortController();
    fetchProduct(id, controller.signal)
      .then((product) => {
        if (!product) return setState({ kind: 'missing' });
        document.title = `${product.name} | ${document.title.split(' | ').pop()}`;
        setState({ kind: 'ready', product });
      })
      .catch((err: unknown) => {
        if ((err as Error)?.name !== 'AbortError') setState({ kind: 'error' });
      });
    return () => controller.abort();
  }, []);

  if (state.kind === 'loading') {
    return (
      <p className="product-shell__status" role="status">
        {t('product.loading')}
      </p>
    );
  }
  if (state.kind !== 'ready') {
    return (
      <div className="product-shell__missing">
        <h1>{state.kind === 'missing' ? t('product.notFound') : t('product.loadError')}</h1>
        {state.kind === 'missing' ? <p>{t('product.notFoundHint')}</p> : null}
        <a className="btn" href={shopHref}>
          {t('product.backToShop')}
        </a>
      </div>
    );
  }
  const { product } = state;
  return (
    <div className="product">
      <div className="product__gallery">
        <Gallery images={product.imageUrls} name={product.name} />
      </div>
      <div className="product__info">
        <ProductHeading name={product.name} badges={productBadges(product, badges)} />
        <Purchase
          id={product.id}
          price={product.price}
          sizeQuantities={product.sizeQuantities}
          ring={isRing(product)}
          live
        />
        <ProductFacts product={product} />
      </div>
    </div>
  );
}

export default islandOf(Shell);
