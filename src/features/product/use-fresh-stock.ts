import { useEffect, useState } from 'react';
import type { SizeQuantity } from '../../lib/api/product.ts';
import { liveProduct } from './live-product.ts';

export interface FreshStock {
  price: number;
  sizes: SizeQuantity[];
  /** The product no longer exists (or is no longer shown). */
  gone: boolean;
}

/**
 * The price and sizes the page was built with, replaced by GET /api/post/{id} after load, so a page built an
 * hour ago never offers what is gone. `live` data (the client-rendered shell) is fresh already: no second request.
 */
export function useFreshStock(id: number, builtPrice: number, builtSizes: SizeQuantity[], live: boolean): FreshStock {
  const [state, setState] = useState<FreshStock>({ price: builtPrice, sizes: builtSizes, gone: false });
  useEffect(() => {
    if (live) return;
    let current = true;
    liveProduct(id)
      .then((fresh) => {
        if (!current) return;
        if (fresh) setState({ price: fresh.price, sizes: fresh.sizeQuantities, gone: false });
        else setState((s) => ({ ...s, gone: true }));
      })
      // Offline or a server hiccup: the built values stay, which is what the page showed anyway.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [id, live]);
  return state;
}
