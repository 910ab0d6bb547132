import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../lib/money.ts';
import type { Order } from '../../lib/api/order.ts';
import { timeText } from '../../lib/i18n/dates.ts';
import type { CaptureAnswer, PaymentConfig } from '../../lib/api/checkout.ts';
import { PaymentStep } from './PaymentStep.tsx';

interface Props {
  order: Order;
  config: PaymentConfig | null | undefined;
  onPaid: (answer: CaptureAnswer) => void;
}

/** The reserved order's total and the time it is held until, then the payment buttons. */
export function ReservedOrderPayment({ order, config, onPaid }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="checkout__pay" data-order-id={order.orderId}>
      <p className="checkout__reserved">
        {t('checkout.reserved', {
          total: formatUsd(toCents(order.total)),
          time: order.paymentDueAt ? timeText(locale, order.paymentDueAt) : '',
        })}
      </p>
      <PaymentStep order={order} config={config} onPaid={onPaid} />
      <p className="hint">{t('checkout.payLater')}</p>
    </div>
  );
}
