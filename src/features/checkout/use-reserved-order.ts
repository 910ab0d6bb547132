import { useEffect, useRef, useState } from 'react';
import type { CheckoutRequest } from '../../lib/checkout/request.ts';
import { useT } from '../../lib/i18n/react.tsx';
import type { Order } from '../../lib/api/order.ts';
import { ApiError } from '../../lib/api/client.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import { checkoutFingerprint } from './address-form.ts';
import { placeOrder } from './api.ts';

/** A fresh key per checkout attempt; a retry of the same attempt reuses it so the server answers the same order. */
function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The order a checkout reserves for one cart and address. Placing it again with the same cart and address reuses
 * the attempt's key, so a retry after a lost answer gets the same order; any change drops the reserved order.
 */
export function useReservedOrder(body: CheckoutRequest) {
  const t = useT();
  const [order, setOrder] = useState<Order | null>(null);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState('');
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const fingerprint = checkoutFingerprint(body);

  useEffect(() => {
    if (order && attempt.current?.fingerprint !== fingerprint) setOrder(null);
  }, [fingerprint, order]);

  async function place() {
    if (placing) return;
    if (!attempt.current || attempt.current.fingerprint !== fingerprint)
      attempt.current = { fingerprint, key: newKey() };
    setPlacing(true);
    try {
      setOrder(await placeOrder(body, attempt.current.key));
    } catch (err) {
      // A 4xx is final for this attempt (a new one gets a new key); a network failure may be retried with the same key.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) attempt.current = null;
      setError(failureText(t('checkout.orderFailed'), err, t('common.networkError')));
    } finally {
      setPlacing(false);
    }
  }

  /** The payment went through: the next checkout is a new attempt. */
  const settle = () => {
    attempt.current = null;
  };

  return { order, placing, error, setError, place, settle };
}
