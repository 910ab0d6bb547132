import { useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useT } from '../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../lib/money.ts';
import type { Order } from '../../lib/api/order.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import type { CaptureAnswer, PaymentConfig } from '../../lib/api/checkout.ts';
import { captureOrder } from './api.ts';
import { PayPalButtons } from './PayPalButtons.tsx';

interface Props {
  /** A Pending order with its payment order opened by the server (checkout or Pay now). */
  order: Order;
  /** undefined while it loads, null when it could not be read. */
  config: PaymentConfig | null | undefined;
  onPaid: (answer: CaptureAnswer) => void;
}

/** Paying one order: the test-payment button or PayPal's buttons for the server's PayPal order, then the capture. */
export function PaymentStep({ order, config, onPaid }: Props) {
  const t = useT();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState('');

  async function pay() {
    if (paying) return;
    setPaying(true);
    setError('');
    try {
      onPaid(await captureOrder(order.orderId));
    } catch (err) {
      setError(failureText(t('checkout.problem'), err, t('common.networkError')));
    } finally {
      setPaying(false);
    }
  }

  const total = formatUsd(toCents(order.total));
  return (
    <div className="payment-step" data-order-id={order.orderId}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {config === undefined ? (
        <Spinner label={t('checkout.paypalLoading')} />
      ) : config?.mode === 'test' ? (
        <button type="button" className="btn btn--accent" onClick={() => void pay()} disabled={paying}>
          {paying ? <Spinner /> : null}
          {t('checkout.testPay', { total })}
        </button>
      ) : config?.clientId && order.paypalOrderId ? (
        <PayPalButtons clientId={config.clientId} paypalOrderId={order.paypalOrderId} onApprove={pay} />
      ) : (
        <Alert tone="error">{t('checkout.paypalError')}</Alert>
      )}
    </div>
  );
}
