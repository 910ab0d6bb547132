import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useLocale, useT, type Translate } from '../../lib/i18n/react.tsx';
import type { Locale } from '../../lib/i18n/locales.ts';
import { formatUsd, toCents } from '../../lib/money.ts';
import { isAwaitingPayment, paymentFacts, type PaymentFact } from '../../lib/orders/payment-facts.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import type { CaptureAnswer, PaymentConfig } from '../../lib/api/checkout.ts';
import { fetchPaymentConfig } from '../checkout/api.ts';
import { PaymentStep } from '../checkout/PaymentStep.tsx';
import type { InvoiceOrder } from '../../lib/api/order.ts';
import { reopenPayment } from './api.ts';
import { CancelOrder } from './CancelOrder.tsx';
import { dateTimeText } from '../../lib/i18n/dates.ts';

const usd = (dollars: number) => formatUsd(toCents(dollars));

function factText(t: Translate, locale: Locale, order: InvoiceOrder, fact: PaymentFact): string {
  const when = (iso: string | null) => (iso ? dateTimeText(locale, iso) : '—');
  switch (fact.kind) {
    case 'awaiting':
      return t('order.payment.awaiting', { total: usd(order.total), time: when(fact.dueAt) });
    case 'expired':
      return t('order.payment.expired', { time: when(fact.closedAt) });
    case 'paid':
      return t(
        fact.via === 'paypal'
          ? 'order.payment.paidPaypal'
          : fact.via === 'test'
            ? 'order.payment.paidTest'
            : 'order.payment.paidShop',
        { time: when(fact.at) },
      );
    case 'refund':
      if (fact.state === 'completed')
        return t('order.payment.refund', { amount: usd(fact.amount), time: when(fact.at) });
      if (fact.state === 'pending')
        return t('order.payment.refundPending', { amount: usd(fact.amount), time: when(fact.at) });
      return t('order.payment.refundFailed', { amount: usd(fact.amount), time: when(fact.at), status: fact.status });
    case 'refunded':
      return t('order.payment.refunded', { time: when(fact.at) });
    case 'cancelled':
      return t(fact.paid ? 'order.payment.cancelled' : 'order.payment.cancelledUnpaid', { time: when(fact.at) });
  }
}

interface Props {
  order: InvoiceOrder;
  onChange: (order: InvoiceOrder) => void;
  /** Opened from My Orders' Pay now (#pay): start paying at once. */
  payAtOnce: boolean;
}

/** The invoice's payment: what did (and did not) happen to the money, and for the customer Pay now / Cancel order. */
export function InvoicePayment({ order, onChange, payAtOnce }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [step, setStep] = useState<'idle' | 'opening' | 'paying'>('idle');
  const [config, setConfig] = useState<PaymentConfig | null | undefined>(undefined);
  const [error, setError] = useState('');
  const [paidBy, setPaidBy] = useState<string | null>(null);
  const mayAct = order.viewerIsCustomer && isAwaitingPayment(order);
  const started = useRef(false);

  async function startPayment() {
    setStep('opening');
    setError('');
    if (config === undefined) fetchPaymentConfig().then(setConfig, () => setConfig(null));
    try {
      onChange({ ...(await reopenPayment(order.orderId)), viewerIsCustomer: true });
      setStep('paying');
    } catch (err) {
      setError(failureText(t('order.actions.payFailed'), err, t('common.networkError')));
      setStep('idle');
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival from My Orders.
  useEffect(() => {
    if (payAtOnce && mayAct && !started.current) {
      started.current = true;
      void startPayment();
    }
    // Once, on arrival from My Orders.
  }, []);

  function paid(answer: CaptureAnswer) {
    setPaidBy(answer.payerGivenName ?? '');
    setStep('idle');
    onChange({ ...answer.order, viewerIsCustomer: true });
  }

  return (
    <section className="invoice__payment" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('order.payment.title')}</h2>
      {paidBy !== null ? <Alert tone="success" title={t('checkout.paidBy', { name: paidBy })} /> : null}
      <ul className="invoice__payment-facts">
        {paymentFacts(order, new Date()).map((fact, i) => (
          <li key={i} data-payment={fact.kind}>
            {factText(t, locale, order, fact)}
            {fact.kind === 'paid' && fact.captureId ? (
              <span className="invoice__capture">{t('order.payment.capture', { id: fact.captureId })}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {mayAct && step === 'paying' ? (
        <>
          {config?.mode === 'test' ? (
            <Alert tone="warning" title={t('checkout.testModeTitle')}>
              {t('checkout.testModeText')}
            </Alert>
          ) : null}
          <PaymentStep order={order} config={config} onPaid={paid} />
        </>
      ) : null}
      {mayAct ? (
        <div className="invoice__actions">
          {step !== 'paying' ? (
            <button
              type="button"
              className="btn btn--accent"
              onClick={() => void startPayment()}
              disabled={step === 'opening'}
            >
              {step === 'opening' ? <Spinner /> : null}
              {t('order.actions.payNow')}
            </button>
          ) : null}
          <CancelOrder
            orderId={order.orderId}
            onCancelled={(cancelled) => onChange({ ...cancelled, viewerIsCustomer: true })}
          />
        </div>
      ) : null}
    </section>
  );
}
