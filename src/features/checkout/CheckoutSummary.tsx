import { useT } from '../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../lib/money.ts';
import { gramsToKg } from '../../lib/weight.ts';
import type { summaryOf } from './address-form.ts';
import type { Quote } from './use-shipping-quote.ts';

interface Props {
  summary: ReturnType<typeof summaryOf>;
  quote: Quote;
  /** The applied discount code's discount, as the server quoted it. */
  discount: { code: string; cents: number } | null;
}

/** Subtotal, the discount, shipping (or why there is none yet), weight and the grand total above the checkout form. */
export function CheckoutSummary({ summary, quote, discount }: Props) {
  const t = useT();
  const shippingText =
    quote.state === 'ok'
      ? formatUsd(toCents(quote.dollars))
      : quote.state === 'loading'
        ? t('common.loading')
        : quote.state === 'error'
          ? '—'
          : t('checkout.chooseCountry');
  return (
    <dl className="checkout__summary" data-testid="checkout-summary">
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd data-summary="subtotal">{formatUsd(summary.subtotalCents)}</dd>
      </div>
      {discount ? (
        <div>
          <dt>{t('checkout.discount.line', { code: discount.code })}</dt>
          <dd data-summary="discount">−{formatUsd(discount.cents)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('cart.shipping')}</dt>
        <dd data-summary="shipping">{shippingText}</dd>
      </div>
      <div>
        <dt>{t('cart.totalWeight')}</dt>
        <dd data-summary="weight">{t('cart.kg', { kg: gramsToKg(summary.weightGrams) })}</dd>
      </div>
      <div className="checkout__grand">
        <dt>{t('cart.grandTotal')}</dt>
        <dd data-summary="total">{formatUsd(summary.grandTotalCents - (discount?.cents ?? 0))}</dd>
      </div>
    </dl>
  );
}
