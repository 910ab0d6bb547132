import { useId, useMemo, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import type { Cart } from '../../lib/api/cart.ts';
import { useT } from '../../lib/i18n/react.tsx';
import type { Address } from '../../lib/api/address.ts';
import {
  addressProblems,
  checkoutBody,
  draftFrom,
  summaryOf,
  type AddressDraft,
  type AddressField,
} from './address-form.ts';
import type { CaptureAnswer } from '../../lib/api/checkout.ts';
import { CheckoutAddressFieldset } from './CheckoutAddressFieldset.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { ReservedOrderPayment } from './ReservedOrderPayment.tsx';
import { TermsConsent } from './TermsConsent.tsx';
import { DiscountCodeField } from './DiscountCodeField.tsx';
import { useDiscount } from './use-discount.ts';
import { toCents } from '../../lib/money.ts';
import { usePaymentConfig } from './use-payment-config.ts';
import { useReservedOrder } from './use-reserved-order.ts';
import { useShippingQuote } from './use-shipping-quote.ts';

interface Props {
  login: string;
  cart: Cart;
  billingAddress: Address | null;
  countries: readonly string[];
  /** Any change of the cart while a payment is open starts over (the reserved order simply expires). */
  onPaid: (answer: CaptureAnswer) => void;
}

/** The cart's checkout: summary, address, terms, Proceed To Checkout, then the payment buttons of the reserved order. */
export function CheckoutPanel({ login, cart, billingAddress, countries, onPaid }: Props) {
  const t = useT();
  const titleId = useId();
  const [draft, setDraft] = useState<AddressDraft>(() => draftFrom(billingAddress, countries));
  const [touched, setTouched] = useState(false);
  const [terms, setTerms] = useState(false);
  const config = usePaymentConfig();

  const problems = useMemo(() => addressProblems(draft, countries), [draft, countries]);
  const items = useMemo(() => checkoutBody(login, cart, draft).orderItems, [login, cart, draft]);
  const { discount, applied, apply, remove } = useDiscount(items);
  const body = useMemo(() => checkoutBody(login, cart, draft, applied), [login, cart, draft, applied]);
  const reserved = useReservedOrder(body);
  const { order, placing, error, setError } = reserved;
  // Shipping is asked only when a country is chosen and the cart weighs something.
  const quote = useShippingQuote(draft.country, summaryOf(cart, null).weightGrams);
  const summary = summaryOf(cart, quote.state === 'ok' ? quote.dollars : null);

  function proceed() {
    setTouched(true);
    setError('');
    if (!terms) return setError(t('checkout.termsRequired'));
    if (Object.keys(problems).length) return setError(t('checkout.fixAddress'));
    void reserved.place();
  }

  function paid(answer: CaptureAnswer) {
    reserved.settle();
    onPaid(answer);
  }

  return (
    <section className="checkout card" aria-labelledby={`${titleId}-title`}>
      <h2 id={`${titleId}-title`} className="checkout__title">
        {t('checkout.title')}
      </h2>

      <CheckoutSummary
        summary={summary}
        quote={quote}
        discount={
          discount.state === 'applied' ? { code: discount.code, cents: toCents(discount.quote.discount) } : null
        }
      />
      <DiscountCodeField discount={discount} onApply={apply} onRemove={remove} />
      {quote.state === 'error' ? <Alert tone="error">{quote.message}</Alert> : null}
      {config?.mode === 'test' ? (
        <Alert tone="warning" title={t('checkout.testModeTitle')}>
          {t('checkout.testModeText')}
        </Alert>
      ) : null}

      <form
        className="checkout__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          proceed();
        }}
      >
        <CheckoutAddressFieldset
          draft={draft}
          onChange={(field: AddressField, value) => setDraft((d) => ({ ...d, [field]: value }))}
          countries={countries}
          problems={problems}
          showProblems={touched}
        />
        <TermsConsent accepted={terms} onChange={setTerms} />

        {error ? <Alert tone="error">{error}</Alert> : null}

        {!order ? (
          <button type="submit" className="btn btn--accent checkout__proceed" disabled={!terms || placing}>
            {placing ? <Spinner /> : null}
            {t('checkout.proceed')}
          </button>
        ) : null}
      </form>

      {order ? <ReservedOrderPayment order={order} config={config} onPaid={paid} /> : null}
    </section>
  );
}
