import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/react.tsx';
import { failureText } from '../../lib/api/failure-text.ts';
import { fetchShipping } from '../shopping/cart-api.ts';

export type Quote =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ok'; dollars: number }
  | { state: 'error'; message: string };

/**
 * The shipping price for the chosen country and the cart's weight, asked again when either changes (an answer to
 * an older question is dropped). Nothing is asked before a country is chosen or while the cart weighs nothing.
 */
export function useShippingQuote(country: string, weightGrams: number): Quote {
  const t = useT();
  const [quote, setQuote] = useState<Quote>({ state: 'none' });

  useEffect(() => {
    if (!country || weightGrams <= 0) {
      setQuote({ state: 'none' });
      return;
    }
    const controller = new AbortController();
    setQuote({ state: 'loading' });
    fetchShipping(country, weightGrams, controller.signal)
      .then((dollars) => setQuote({ state: 'ok', dollars }))
      .catch((err) => {
        if ((err as Error)?.name === 'AbortError') return;
        setQuote({ state: 'error', message: failureText(t('checkout.shippingFailed'), err) });
      });
    return () => controller.abort();
  }, [country, weightGrams, t]);

  return quote;
}
