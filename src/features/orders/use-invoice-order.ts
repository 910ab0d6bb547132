import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/client.ts';
import type { InvoiceOrder } from '../../lib/api/order.ts';
import { fetchOrder } from './api.ts';
import { orderIdFromPath } from './order-id.ts';

export type InvoiceState =
  | { kind: 'loading' }
  | { kind: 'ok'; order: InvoiceOrder }
  | { kind: 'none' }
  | { kind: 'failed'; id: string }
  | { kind: 'noId' };

/** The order this page's address names: loading, found, not found (or not the viewer's), or failed to load. */
export function useInvoiceOrder() {
  const [state, setState] = useState<InvoiceState>({ kind: 'loading' });

  useEffect(() => {
    const id = orderIdFromPath(location.pathname);
    if (!id) return setState({ kind: 'noId' });
    const controller = new AbortController();
    fetchOrder(id, controller.signal)
      .then((order) => setState({ kind: 'ok', order }))
      .catch((err) => {
        if ((err as Error)?.name === 'AbortError') return;
        setState(err instanceof ApiError && err.status === 404 ? { kind: 'none' } : { kind: 'failed', id });
      });
    return () => controller.abort();
  }, []);

  /** The order after a payment or cancellation on this page. */
  const replace = (order: InvoiceOrder) => setState({ kind: 'ok', order });
  return { state, replace };
}
