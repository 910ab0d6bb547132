import { useEffect, useRef, useState } from 'react';
import { apiCall } from '../../lib/api/client.ts';
import type { DiscountQuote, DiscountQuoteRequest } from '../../lib/api/discount.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import { useT } from '../../lib/i18n/react.tsx';

/** POST /api/discount-codes/quote: what the code takes off these lines, priced by the server. */
function fetchQuote(request: DiscountQuoteRequest, signal: AbortSignal): Promise<DiscountQuote> {
  return apiCall<DiscountQuote>('POST', '/discount-codes/quote', { json: request, signal });
}

export type DiscountState =
  | { state: 'none' }
  | { state: 'checking'; code: string }
  | { state: 'applied'; code: string; quote: DiscountQuote }
  | { state: 'refused'; code: string; message: string };

/**
 * The checkout summary's discount code: asked of the server when applied and again whenever the cart's lines
 * change (an answer to an older question is dropped). The order itself is priced again at checkout.
 */
export function useDiscount(items: DiscountQuoteRequest['orderItems']) {
  const t = useT();
  // A new object each time: applying the same code again (after a refusal) asks again.
  const [asked, setAsked] = useState({ code: '' });
  const [discount, setDiscount] = useState<DiscountState>({ state: 'none' });
  const lines = JSON.stringify(items);
  const current = useRef(items);
  current.current = items;

  useEffect(() => {
    const { code } = asked;
    if (!code || !lines) return setDiscount({ state: 'none' });
    const controller = new AbortController();
    setDiscount({ state: 'checking', code });
    fetchQuote({ code, orderItems: current.current }, controller.signal)
      .then((quote) => setDiscount({ state: 'applied', code: quote.code, quote }))
      .catch((err) => {
        if ((err as Error)?.name === 'AbortError') return;
        setDiscount({ state: 'refused', code, message: failureText(t('checkout.discount.failed'), err) });
      });
    return () => controller.abort();
  }, [asked, lines, t]);

  return {
    discount,
    /** The code the order is placed with: only one the server accepted. */
    applied: discount.state === 'applied' ? discount.code : undefined,
    apply: (typed: string) => setAsked({ code: typed.trim() }),
    remove: () => setAsked({ code: '' }),
  };
}
