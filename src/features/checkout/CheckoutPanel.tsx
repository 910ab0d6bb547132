import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import type { Cart } from '../../lib/api/cart.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../lib/money.ts';
import type { Order } from '../../lib/api/order.ts';
import type { Address } from '../../lib/api/address.ts';
import { gramsToKg } from '../../lib/weight.ts';
import { ApiError } from '../../lib/api/client.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import { fetchShipping } from '../shopping/cart-api.ts';
import { timeText } from '../../lib/i18n/dates.ts';
import { addressProblems, checkoutBody, checkoutFingerprint, draftFrom, summaryOf, type AddressDraft, type AddressField } from './address-form.ts';
import type { CaptureAnswer, PaymentConfig } from '../../lib/api/checkout.ts';
import { fetchPaymentConfig, placeOrder } from './api.ts';
import { PaymentStep } from './PaymentStep.tsx';

interface Props {
  login: string;
  cart: Cart;
  billingAddress: Address | null;
  countries: readonly string[];
  /** Any change of the cart while a payment is open starts over (the reserved order simply expires). */
  onPaid: (answer: CaptureAnswer) => void;
}

type Quote = { state: 'none' } | { state: 'loading' } | { state: 'ok'; dollars: number } | { state: 'error'; message: string };

/** A fresh key per checkout attempt; a retry of the same attempt reuses it so the server answers the same order. */
function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** SPEC §2 checkout section: summary, address form, terms, Proceed To Checkout, then the payment button. */
export function CheckoutPanel({ login, cart, billingAddress, countries, onPaid }: Props) {
  const t = useT();
  const locale = useLocale();
  const formId = useId();
  const [draft, setDraft] = useState<AddressDraft>(() => draftFrom(billingAddress, countries));
  const [touched, setTouched] = useState(false);
  const [terms, setTerms] = useState(false);
  const [quote, setQuote] = useState<Quote>({ state: 'none' });
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState('');
  const [order, setOrder] = useState<Order | null>(null);
  const [config, setConfig] = useState<PaymentConfig | null | undefined>(undefined);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const summary = summaryOf(cart, quote.state === 'ok' ? quote.dollars : null);
  const problems = useMemo(() => addressProblems(draft, countries), [draft, countries]);
  const body = useMemo(() => checkoutBody(login, cart, draft), [login, cart, draft]);
  const fingerprint = checkoutFingerprint(body);

  // Shipping is asked only when a country is chosen and the cart weighs something (SPEC §4).
  useEffect(() => {
    if (!draft.country || summary.weightGrams <= 0) {
      setQuote({ state: 'none' });
      return;
    }
    const controller = new AbortController();
    setQuote({ state: 'loading' });
    fetchShipping(draft.country, summary.weightGrams, controller.signal)
      .then((dollars) => setQuote({ state: 'ok', dollars }))
      .catch((err) => {
        if ((err as Error)?.name === 'AbortError') return;
        setQuote({ state: 'error', message: failureText(t('checkout.shippingFailed'), err) });
      });
    return () => controller.abort();
  }, [draft.country, summary.weightGrams, t]);

  // The reserved order belongs to one cart and address: a change means a new checkout.
  useEffect(() => {
    if (order && attempt.current?.fingerprint !== fingerprint) setOrder(null);
  }, [fingerprint, order]);

  useEffect(() => {
    fetchPaymentConfig()
      .then(setConfig)
      .catch(() => setConfig(null));
  }, []);

  const set = (field: AddressField) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  async function proceed() {
    setTouched(true);
    setError('');
    if (!terms) return setError(t('checkout.termsRequired'));
    if (Object.keys(problems).length) return setError(t('checkout.fixAddress'));
    if (placing) return;
    if (!attempt.current || attempt.current.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newKey() };
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

  function paid(answer: CaptureAnswer) {
    attempt.current = null;
    onPaid(answer);
  }

  const fieldError = (field: AddressField) => (touched && problems[field] ? t(problems[field]!) : '');
  const input = (field: AddressField, label: string, extra: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel'; optional?: boolean } = {}) => {
    const id = `${formId}-${field}`;
    const message = fieldError(field);
    return (
      <div className="field">
        <label htmlFor={id}>
          {label}
          {extra.optional ? <span className="hint"> ({t('checkout.optional')})</span> : null}
        </label>
        <input
          id={id}
          name={field}
          className="input"
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          value={draft[field]}
          onChange={(e) => set(field)(e.target.value)}
          required={!extra.optional}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
        />
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      </div>
    );
  };

  const shippingText =
    quote.state === 'ok' ? formatUsd(toCents(quote.dollars)) : quote.state === 'loading' ? t('common.loading') : quote.state === 'error' ? '—' : t('checkout.chooseCountry');
  const testMode = config?.mode === 'test';

  return (
    <section className="checkout card" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="checkout__title">
        {t('checkout.title')}
      </h2>

      <dl className="checkout__summary" data-testid="checkout-summary">
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd data-summary="subtotal">{formatUsd(summary.subtotalCents)}</dd>
        </div>
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
          <dd data-summary="total">{formatUsd(summary.grandTotalCents)}</dd>
        </div>
      </dl>
      {quote.state === 'error' ? <Alert tone="error">{quote.message}</Alert> : null}
      {testMode ? (
        <Alert tone="warning" title={t('checkout.testModeTitle')}>
          {t('checkout.testModeText')}
        </Alert>
      ) : null}

      <form
        className="checkout__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void proceed();
        }}
      >
        <fieldset className="checkout__address">
          <legend>{t('checkout.address')}</legend>
          {input('fullName', t('checkout.fullName'), { autoComplete: 'name' })}
          {input('street', t('checkout.street'), { autoComplete: 'street-address' })}
          {input('city', t('checkout.city'), { autoComplete: 'address-level2' })}
          {input('state', t('checkout.state'), { autoComplete: 'address-level1', optional: true })}
          {input('zipCode', t('checkout.zipCode'), { autoComplete: 'postal-code', inputMode: 'numeric' })}
          <div className="field">
            <label htmlFor={`${formId}-country`}>{t('checkout.country')}</label>
            <select
              id={`${formId}-country`}
              name="country"
              className="input"
              value={draft.country}
              onChange={(e) => set('country')(e.target.value)}
              required
              aria-invalid={fieldError('country') ? true : undefined}
              aria-describedby={fieldError('country') ? `${formId}-country-error` : undefined}
            >
              <option value="">{t('checkout.chooseCountry')}</option>
              {countries.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <p id={`${formId}-country-error`} className="field-error">
              {fieldError('country')}
            </p>
          </div>
          {input('phone', t('checkout.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        </fieldset>

        <div className="checkout__terms">
          <label>
            <input type="checkbox" name="terms" checked={terms} onChange={(e) => setTerms(e.target.checked)} aria-describedby={`${formId}-terms`} />{' '}
            {t('checkout.acceptTerms')}{' '}
            <a href={localizePath('/terms-and-conditions', locale)} target="_blank" rel="noopener">
              {t('checkout.termsLink')}
            </a>
          </label>
          <p id={`${formId}-terms`} className={terms ? 'sr-only' : 'hint'}>
            {terms ? '' : t('checkout.termsRequired')}
          </p>
        </div>

        {error ? <Alert tone="error">{error}</Alert> : null}

        {!order ? (
          <button type="submit" className="btn btn--accent checkout__proceed" disabled={!terms || placing}>
            {placing ? <Spinner /> : null}
            {t('checkout.proceed')}
          </button>
        ) : null}
      </form>

      {order ? (
        <div className="checkout__pay" data-order-id={order.orderId}>
          <p className="checkout__reserved">
            {t('checkout.reserved', { total: formatUsd(toCents(order.total)), time: order.paymentDueAt ? timeText(locale, order.paymentDueAt) : '' })}
          </p>
          <PaymentStep order={order} config={config} onPaid={paid} />
          <p className="hint">{t('checkout.payLater')}</p>
        </div>
      ) : null}
    </section>
  );
}
